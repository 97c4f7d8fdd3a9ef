/** What to show for a failed call: its message (the server's Spanish sentence, or the client's own), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
