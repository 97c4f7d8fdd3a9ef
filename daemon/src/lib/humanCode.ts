import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: codes are read aloud over the phone and typed by people. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code like `K7QX-4M2P` (40 bits), from a cryptographic source. */
export function humanCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
