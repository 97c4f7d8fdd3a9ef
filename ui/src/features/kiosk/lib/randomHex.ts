/**
 * `bytes` random bytes as hex, from crypto.getRandomValues (available on plain-http pages too,
 * unlike crypto.randomUUID and crypto.subtle).
 */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return toHex(buffer);
}

export const toHex = (buffer: Uint8Array) => Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
