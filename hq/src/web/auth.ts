import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** HTTP Basic: true when the Authorization header carries exactly user:password (compared in constant time). */
export function basicAuthOk(header: string | undefined, user: string, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  const given = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the length either.
  return timingSafeEqual(digest(given), digest(`${user}:${password}`)) && match !== null;
}
