import { randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud over the phone

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True only for a connection that really comes from the box itself (the socket, never X-Forwarded-For). */
export const isLoopback = (remoteAddress: string | undefined) => Boolean(remoteAddress && LOOPBACK.test(remoteAddress));

/**
 * The first-run setup may be done from the box itself, or from the LAN with the one-time code the
 * daemon writes to its log at start (so only someone who can read the box's journal can take it).
 */
export function createSetupGate() {
  const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('').replace(/^(.{4})/, '$1-');
  return {
    code,
    allows(remoteAddress: string | undefined, offered: string | undefined): boolean {
      if (isLoopback(remoteAddress)) return true;
      if (!offered) return false;
      const a = Buffer.from(offered.trim().toUpperCase());
      const b = Buffer.from(code);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

export type SetupGate = ReturnType<typeof createSetupGate>;
