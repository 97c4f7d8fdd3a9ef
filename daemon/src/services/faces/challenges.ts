import { randomBytes, randomInt } from 'node:crypto';
import { CHALLENGE_ACTIONS, type ChallengeAction } from '@reloj/contract/attendance';
import type { Clock } from '../../lib/clock.js';

/** What the daemon remembers of a challenge it put to the person at a kiosk, until the answer comes (or it expires). */
export type OpenChallenge = {
  deviceId: number;
  /** The employee the burst was recognised as: the frames answering must show the same one. */
  employeeId: number;
  accion: ChallengeAction;
  /** Where the nose sat across the face in the burst (landmarkMotion.yawRatio): the turn is measured from it. */
  baselineYaw: number;
  expiresAt: number;
};

/** More open challenges than this (every kiosk of a large branch at once, many times over) drop the oldest. */
const MAX_OPEN = 500;

/**
 * Challenges in memory: a random one-use id each, a random direction (a replayed video cannot know it), valid for
 * `ttlMs`, for the kiosk that was asked only. A restart forgets them: the person presses the button again.
 */
export function createChallengeStore(opts: { clock: Clock; ttlMs: number }) {
  const open = new Map<string, OpenChallenge>();

  const prune = (now: number) => {
    for (const [id, c] of open) if (c.expiresAt <= now) open.delete(id);
    while (open.size >= MAX_OPEN) open.delete(open.keys().next().value as string);
  };

  return {
    issue(c: Omit<OpenChallenge, 'accion' | 'expiresAt'>): { reto: string; accion: ChallengeAction; expiraEnMs: number } {
      const now = opts.clock.now().getTime();
      prune(now);
      const reto = randomBytes(16).toString('hex');
      const accion = CHALLENGE_ACTIONS[randomInt(CHALLENGE_ACTIONS.length)] as ChallengeAction;
      open.set(reto, { ...c, accion, expiresAt: now + opts.ttlMs });
      return { reto, accion, expiraEnMs: opts.ttlMs };
    },

    /** The challenge, once: taken out whether it is still valid or not. Undefined when unknown, expired or another kiosk's. */
    take(reto: string, deviceId: number): OpenChallenge | undefined {
      const c = open.get(reto);
      if (!c || c.deviceId !== deviceId) return undefined; // another kiosk cannot burn this one's challenge
      open.delete(reto);
      return c.expiresAt > opts.clock.now().getTime() ? c : undefined;
    },

    get size(): number {
      return open.size;
    },
  };
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;
