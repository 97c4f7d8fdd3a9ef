import type { AttemptKey, AttemptKind } from '../../db/repositories/failedAttempts.js';
import type { Repositories } from '../../db/repositories/index.js';
import { isoNow, type Clock } from '../../lib/clock.js';

export type { AttemptKey } from '../../db/repositories/failedAttempts.js';

/** Failures allowed for one name from one address (and for one address) before the wait starts. */
export const FREE_FAILURES = 4;

/** After `free` failures the first wait is `firstDelayMs`, doubling with each further failure up to `maxDelayMs`. */
type Policy = { free: number; firstDelayMs: number; maxDelayMs: number };
const MINUTE = 60 * 1000;

/**
 * A (name, address) pair and an address are locked: 2 s, 4 s, 8 s … up to 15 minutes. A name alone
 * (failures from every address) is only slowed down, briefly, and only at the addresses that failed for
 * it (issue 26): someone at other addresses can never keep the real administrator out of a clean one.
 */
const POLICIES: Record<AttemptKind, Policy> = {
  par: { free: FREE_FAILURES, firstDelayMs: 2000, maxDelayMs: 15 * MINUTE },
  direccion: { free: FREE_FAILURES, firstDelayMs: 2000, maxDelayMs: 15 * MINUTE },
  usuario: { free: 10, firstDelayMs: 2000, maxDelayMs: 30 * 1000 },
  configuracion: { free: FREE_FAILURES, firstDelayMs: 2000, maxDelayMs: 15 * MINUTE },
  configuracion_total: { free: 20, firstDelayMs: 2000, maxDelayMs: 10 * 1000 },
  // A NIP has as few as 10,000 values: after 5 wrong ones at a kiosk a número waits there 5 minutes, then 10, 20, 30;
  // after 10 from every kiosk, the same at each kiosk that failed for it (never at a kiosk that did not: issue 26).
  nip_par: { free: 5, firstDelayMs: 5 * MINUTE, maxDelayMs: 30 * MINUTE },
  nip: { free: 10, firstDelayMs: 5 * MINUTE, maxDelayMs: 30 * MINUTE },
  // A kiosk trying many números (one NIP against everyone) is slowed after 15 failures; a right NIP does not lift it.
  nip_dispositivo: { free: 15, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE },
};
/** A key with no failure for this long starts over and is deleted. Longer than any wait, so a locked key is never dropped. */
const FORGET_AFTER_MS = 60 * MINUTE;
const PRUNE_EVERY_MS = 10 * MINUTE;

const delayFor = (kind: AttemptKind, failures: number) => {
  const { free, firstDelayMs, maxDelayMs } = POLICIES[kind];
  return failures < free ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - free));
};

/**
 * A key the throttle checks. `onlyAfter`: its wait applies only when that other key has failures (the per-user
 * slow-down at an address that failed for the user), so it never refuses a place that has not failed.
 */
export type ThrottleKey = AttemptKey & { onlyAfter?: AttemptKey };

export type Refusal = { waitMs: number; key: AttemptKey };
/** `firstOfLock`: the first refusal of this key's current wait (log it once, not at every knock). */
export type Reservation = { ok: true } | ({ ok: false; firstOfLock: boolean } & Refusal);

/**
 * Counts failed attempts per key in SQLite (a restart forgives nothing; the admin CLI can lift a lock).
 * An attempt is counted before the slow check it guards, in one synchronous transaction: concurrent
 * requests see each other's attempts, so no more than the free allowance ever reaches the hash.
 */
export function createLoginThrottle(deps: Pick<Repositories, 'failedAttempts' | 'transaction'> & { clock: Clock }) {
  const { failedAttempts: attempts, transaction, clock } = deps;
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
  const longestWait = (keys: ThrottleKey[], now: number): Refusal | undefined => {
    let worst: Refusal | undefined;
    for (const { onlyAfter, ...key } of keys) {
      if (onlyAfter && failuresOf(onlyAfter, now).failures === 0) continue;
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

  const reserve = (keys: ThrottleKey[]): Reservation => {
    const now = clock.now().getTime();
    prune(now);
    const refusal = longestWait(keys, now);
    if (refusal) return { ok: false, ...refusal, firstOfLock: firstRefusal(refusal.key, now + refusal.waitMs, now) };
    const at = isoNow(clock);
    for (const { onlyAfter: _gate, ...key } of keys) attempts.save(key, failuresOf(key, now).failures + 1, at);
    return { ok: true };
  };

  return {
    /**
     * Either refuses (some key must still wait) or counts one more failure on every key, before the caller
     * checks anything. On success the caller calls `succeed`; on failure the attempt is already counted.
     */
    reserve: (keys: ThrottleKey[]): Reservation => transaction.immediate(() => reserve(keys)),
    /** Whether the failure just counted on this key began its first wait (its free allowance used up): a lock starts. */
    lockStarted: (key: AttemptKey): boolean => failuresOf(key, clock.now().getTime()).failures === POLICIES[key.tipo].free,
    /** How long the keys must wait now (e.g. to report the lock a failure just caused). */
    waitMs: (keys: ThrottleKey[]): Refusal | undefined => longestWait(keys, clock.now().getTime()),
    /** Forgets these keys' failures. */
    clear(keys: AttemptKey[]): void {
      transaction(() => keys.forEach(attempts.remove));
    },
    /**
     * After a success: the attempt `reserve` counted is taken back from every key, and the `forgiven` keys (who
     * succeeded: `keys.loginSuccess`, `keys.pinSuccess`) forget their failures. A key others share (the address,
     * the name from every address, the kiosk) keeps the failures of others (issue 26).
     */
    succeed(reserved: AttemptKey[], forgiven: AttemptKey[]): void {
      const same = (a: AttemptKey, b: AttemptKey) => a.tipo === b.tipo && a.usuario === b.usuario && a.direccion === b.direccion;
      transaction(() => {
        for (const key of reserved) if (!forgiven.some((f) => same(f, key))) attempts.release(key);
        forgiven.forEach(attempts.remove);
      });
    },
    /** Lifts every lock and slow-down of a user name, and of the addresses it failed from. */
    clearUser: (usuario: string): number => attempts.removeForUser(usuario),
    /** Lifts every lock of a número de empleado, at every kiosk (a new NIP). */
    clearNumber: (numeroEmpleado: string): number => attempts.removeForNumber(numeroEmpleado),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

const loginPair = (usuario: string, ip: string): AttemptKey => ({ tipo: 'par', usuario, direccion: ip });
const pinPair = (numeroEmpleado: string, deviceId: number): AttemptKey => ({ tipo: 'nip_par', usuario: numeroEmpleado, direccion: String(deviceId) });
const pinNumber = (numeroEmpleado: string): AttemptKey => ({ tipo: 'nip', usuario: numeroEmpleado, direccion: '' });

export const keys = {
  /** A login: the name at this address, the address for every name, and the name from every address, at this address only once it failed here. */
  login: (usuario: string, ip: string): ThrottleKey[] => [
    loginPair(usuario, ip),
    { tipo: 'direccion', usuario: '', direccion: ip },
    { tipo: 'usuario', usuario, direccion: '', onlyAfter: loginPair(usuario, ip) },
  ],
  /** A right password clears the name's failures at that address only: not the address's, nor the name's elsewhere. */
  loginSuccess: (usuario: string, ip: string): AttemptKey[] => [loginPair(usuario, ip)],
  /**
   * A NIP typed at a kiosk: the número at this kiosk, the kiosk for every número, and the número from every kiosk, at
   * this kiosk only once it failed here (one kiosk cannot lock a número at another).
   */
  pin: (numeroEmpleado: string, deviceId: number): ThrottleKey[] => [
    pinPair(numeroEmpleado, deviceId),
    { tipo: 'nip_dispositivo', usuario: '', direccion: String(deviceId) },
    { ...pinNumber(numeroEmpleado), onlyAfter: pinPair(numeroEmpleado, deviceId) },
  ],
  /** A right NIP clears only that número's failures (issue 26: never the kiosk's, which many números share). */
  pinSuccess: (numeroEmpleado: string, deviceId: number): AttemptKey[] => [pinPair(numeroEmpleado, deviceId), pinNumber(numeroEmpleado)],
  setup: (ip: string): AttemptKey[] => [
    { tipo: 'configuracion', usuario: '', direccion: ip },
    { tipo: 'configuracion_total', usuario: '', direccion: '' },
  ],
};
