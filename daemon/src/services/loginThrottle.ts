import type { Db } from '../db/connection.js';
import { failedAttemptRepository, type AttemptKey, type AttemptKind } from '../db/repositories/failedAttempts.js';
import { isoNow, type Clock } from '../lib/clock.js';

export type { AttemptKey } from '../db/repositories/failedAttempts.js';

/** Failures allowed for one name from one address (and for one address) before the wait starts. */
export const FREE_FAILURES = 4;

/** After `free` failures the first wait is `firstDelayMs`, doubling with each further failure up to `maxDelayMs`. */
type Policy = { free: number; firstDelayMs: number; maxDelayMs: number };
const MINUTE = 60 * 1000;

/**
 * A (name, address) pair and an address are locked: 2 s, 4 s, 8 s … up to 15 minutes. A name alone
 * (failures from every address) is only slowed down, briefly, so that someone at another address can
 * never keep the real administrator out of their own computer for long.
 */
const POLICIES: Record<AttemptKind, Policy> = {
  par: { free: FREE_FAILURES, firstDelayMs: 2000, maxDelayMs: 15 * MINUTE },
  direccion: { free: FREE_FAILURES, firstDelayMs: 2000, maxDelayMs: 15 * MINUTE },
  usuario: { free: 10, firstDelayMs: 2000, maxDelayMs: 30 * 1000 },
  configuracion: { free: FREE_FAILURES, firstDelayMs: 2000, maxDelayMs: 15 * MINUTE },
  configuracion_total: { free: 20, firstDelayMs: 2000, maxDelayMs: 10 * 1000 },
  // A NIP has as few as 10,000 values: after 5 wrong ones a número waits 5 minutes, then 10, 20, 30.
  // A kiosk trying many números (one NIP against everyone) is slowed after 15 failures.
  nip: { free: 5, firstDelayMs: 5 * MINUTE, maxDelayMs: 30 * MINUTE },
  nip_dispositivo: { free: 15, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE },
};
/** A key with no failure for this long starts over and is deleted. Longer than any wait, so a locked key is never dropped. */
const FORGET_AFTER_MS = 60 * MINUTE;
const PRUNE_EVERY_MS = 10 * MINUTE;

const delayFor = (kind: AttemptKind, failures: number) => {
  const { free, firstDelayMs, maxDelayMs } = POLICIES[kind];
  return failures < free ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - free));
};

export type Refusal = { waitMs: number; key: AttemptKey };
/** `firstOfLock`: the first refusal of this key's current wait (log it once, not at every knock). */
export type Reservation = { ok: true } | ({ ok: false; firstOfLock: boolean } & Refusal);

/**
 * Counts failed attempts per key in SQLite (a restart forgives nothing; the admin CLI can lift a lock).
 * An attempt is counted before the slow check it guards, in one synchronous transaction: concurrent
 * requests see each other's attempts, so no more than the free allowance ever reaches the hash.
 */
export function createLoginThrottle(db: Db, clock: Clock) {
  const attempts = failedAttemptRepository(db);
  let lastPrune = 0;
  const reported = new Map<string, number>(); // key → end of the wait already reported

  const firstRefusal = (key: AttemptKey, until: number, now: number) => {
    const id = `${key.tipo}\n${key.usuario}\n${key.direccion}`;
    if (reported.get(id) === until) return false;
    if (reported.size >= 1000) for (const [k, end] of reported) if (end <= now) reported.delete(k);
    if (reported.size >= 1000) reported.clear(); // costs a repeated log line at worst
    reported.set(id, until);
    return true;
  };

  const failuresOf = (key: AttemptKey, now: number) => {
    const row = attempts.find(key);
    if (!row) return { failures: 0, last: now };
    const last = Date.parse(row.ultimo_fallo);
    return now - last > FORGET_AFTER_MS ? { failures: 0, last: now } : { failures: row.fallos, last };
  };

  /** The longest wait among the keys, and which key imposes it (undefined: none must wait). */
  const longestWait = (keys: AttemptKey[], now: number): Refusal | undefined => {
    let worst: Refusal | undefined;
    for (const key of keys) {
      const { failures, last } = failuresOf(key, now);
      const waitMs = last + delayFor(key.tipo, failures) - now;
      if (waitMs > 0 && (!worst || waitMs > worst.waitMs)) worst = { waitMs, key };
    }
    return worst;
  };

  const prune = (now: number) => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    attempts.removeOlderThan(new Date(now - FORGET_AFTER_MS).toISOString());
  };

  const reserve = db.transaction((keys: AttemptKey[]): Reservation => {
    const now = clock.now().getTime();
    prune(now);
    const refusal = longestWait(keys, now);
    if (refusal) return { ok: false, ...refusal, firstOfLock: firstRefusal(refusal.key, now + refusal.waitMs, now) };
    const at = isoNow(clock);
    for (const key of keys) attempts.save(key, failuresOf(key, now).failures + 1, at);
    return { ok: true };
  });

  return {
    /**
     * Either refuses (some key must still wait) or counts one more failure on every key, before the caller
     * checks anything. On success the caller clears the keys; on failure the attempt is already counted.
     */
    reserve: (keys: AttemptKey[]): Reservation => reserve.immediate(keys),
    /** How long the keys must wait now (e.g. to report the lock a failure just caused). */
    waitMs: (keys: AttemptKey[]): Refusal | undefined => longestWait(keys, clock.now().getTime()),
    clear(keys: AttemptKey[]): void {
      db.transaction(() => keys.forEach(attempts.remove))();
    },
    /** Lifts every lock and slow-down of a user name, and of the addresses it failed from. */
    clearUser: (usuario: string): number => attempts.removeForUser(usuario),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export const keys = {
  login: (usuario: string, ip: string): AttemptKey[] => [
    { tipo: 'par', usuario, direccion: ip },
    { tipo: 'direccion', usuario: '', direccion: ip },
    { tipo: 'usuario', usuario, direccion: '' },
  ],
  /** A NIP typed at a kiosk: the número de empleado from every kiosk, and the kiosk for every número. */
  pin: (numeroEmpleado: string, deviceId: number): AttemptKey[] => [keys.pinNumber(numeroEmpleado), { tipo: 'nip_dispositivo', usuario: '', direccion: String(deviceId) }],
  pinNumber: (numeroEmpleado: string): AttemptKey => ({ tipo: 'nip', usuario: numeroEmpleado, direccion: '' }),
  setup: (ip: string): AttemptKey[] => [
    { tipo: 'configuracion', usuario: '', direccion: ip },
    { tipo: 'configuracion_total', usuario: '', direccion: '' },
  ],
};
