/** What to show for a failed call: its message (the server's Spanish sentence, or the client's own), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The reason given for a failure that says nothing of its own. */
export const UNKNOWN_ERROR = 'Error desconocido.';

/** A failure's sentence with its reason in it (the error's message, else UNKNOWN_ERROR): failureSentence(m.updateFailed)(error). */
export const failureSentence = (sentence: (reason: string) => string) => (error: unknown) => sentence(errorMessage(error, UNKNOWN_ERROR));
