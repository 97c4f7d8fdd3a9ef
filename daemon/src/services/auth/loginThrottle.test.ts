import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { createRepositories } from '../../db/repositories/index.js';
import { createLoginThrottle, FREE_FAILURES, keys } from './loginThrottle.js';

const opened: { db: Db; dir: string }[] = [];
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  }
});
const freshDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-throttle-'));
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  migrate(db);
  opened.push({ db, dir });
  return db;
};
const movableClock = () => {
  let now = Date.parse('2026-11-22T15:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('login throttle', () => {
  it('counts an attempt when it is reserved: the next ones wait before any of them is resolved', () => {
    const throttle = createLoginThrottle({ ...createRepositories(freshDb()), clock: movableClock() });
    const attempts = Array.from({ length: 10 }, () => throttle.reserve(keys.login('admin', '192.168.1.66')));
    expect(attempts.filter((a) => a.ok)).toHaveLength(FREE_FAILURES);
    expect(attempts[FREE_FAILURES]).toMatchObject({ ok: false, waitMs: 2000, key: { tipo: 'par' }, firstOfLock: true });
    expect(attempts[FREE_FAILURES + 1]).toMatchObject({ ok: false, firstOfLock: false }); // the lock is reported once
  });

  it('only slows a user name down, however many addresses fail for it, and only at the addresses that failed for it', () => {
    const clock = movableClock();
    const throttle = createLoginThrottle({ ...createRepositories(freshDb()), clock });
    for (let i = 0; i < 60; i += 1) {
      for (let attempt = throttle.reserve(keys.login('admin', `10.0.${i}.1`)); !attempt.ok; attempt = throttle.reserve(keys.login('admin', `10.0.${i}.1`)))
        clock.advance(attempt.waitMs);
    }
    expect(throttle.reserve(keys.login('admin', '10.0.59.1'))).toMatchObject({ ok: false, key: { tipo: 'usuario' }, waitMs: 30_000 });
    expect(throttle.reserve(keys.login('admin', '192.168.1.10'))).toEqual({ ok: true }); // never failed for admin
    clock.advance(30_000);
    expect(throttle.reserve(keys.login('admin', '10.0.59.1'))).toEqual({ ok: true });
  });

  it('a success takes back its own reserved attempt from the shared keys and forgives only its own pair', () => {
    const db = freshDb();
    const throttle = createLoginThrottle({ ...createRepositories(db), clock: movableClock() });
    for (let i = 0; i < 3; i += 1) throttle.reserve(keys.login('admin', '10.0.0.9'));
    throttle.reserve(keys.login('ana', '10.0.0.9'));
    throttle.reserve(keys.login('admin', '10.0.0.5'));
    throttle.succeed(keys.login('admin', '10.0.0.5'), keys.loginSuccess('admin', '10.0.0.5'));
    const rows = db.prepare('SELECT tipo, usuario, direccion, fallos FROM intentos_fallidos ORDER BY tipo, usuario, direccion').all();
    expect(rows).toEqual([
      { tipo: 'direccion', usuario: '', direccion: '10.0.0.9', fallos: 4 },
      { tipo: 'par', usuario: 'admin', direccion: '10.0.0.9', fallos: 3 },
      { tipo: 'par', usuario: 'ana', direccion: '10.0.0.9', fallos: 1 },
      { tipo: 'usuario', usuario: 'admin', direccion: '', fallos: 3 },
      { tipo: 'usuario', usuario: 'ana', direccion: '', fallos: 1 },
    ]);
  });

  it('locks a pair for up to 15 minutes, and a success at another address does not lift it', () => {
    const clock = movableClock();
    const throttle = createLoginThrottle({ ...createRepositories(freshDb()), clock });
    let last = 0;
    for (let i = 0; i < 20; i += 1) {
      const attempt = throttle.reserve(keys.login('admin', '10.0.0.9'));
      if (!attempt.ok) {
        last = attempt.waitMs;
        clock.advance(attempt.waitMs);
        throttle.reserve(keys.login('admin', '10.0.0.9'));
      }
    }
    expect(last).toBe(15 * 60 * 1000);
    throttle.clear(keys.login('admin', '192.168.1.10')); // the administrator logs in from home
    expect(throttle.reserve(keys.login('admin', '10.0.0.9'))).toMatchObject({ ok: false, key: { tipo: 'par' } });
  });

  it('never drops a locked key to make room, and forgets only keys idle for an hour', () => {
    const clock = movableClock();
    const db = freshDb();
    const throttle = createLoginThrottle({ ...createRepositories(db), clock });
    for (let i = 0; i < FREE_FAILURES; i += 1) throttle.reserve(keys.login('idle', '10.9.9.9'));
    clock.advance(61 * 60 * 1000);
    for (let i = 0; i < FREE_FAILURES + 3; i += 1) throttle.reserve(keys.login('admin', '10.0.0.9'));
    db.transaction(() => {
      for (let i = 0; i < 12_000; i += 1) throttle.reserve(keys.login(`u${i}`, `10.1.${i >> 8}.${i & 255}`));
    })();
    expect(throttle.reserve(keys.login('admin', '10.0.0.9'))).toMatchObject({ ok: false, key: { tipo: 'par' } });
    const idle = db.prepare(`SELECT COUNT(*) AS n FROM intentos_fallidos WHERE usuario = 'idle'`).get();
    expect(idle).toEqual({ n: 0 });
  });

  it('clears every row of a user, and the address rows of the addresses it failed from, nothing else', () => {
    const db = freshDb();
    const throttle = createLoginThrottle({ ...createRepositories(db), clock: movableClock() });
    throttle.reserve(keys.login('admin', '10.0.0.1'));
    throttle.reserve(keys.login('admin', '10.0.0.2'));
    throttle.reserve(keys.login('otro', '10.0.0.3'));
    expect(throttle.clearUser('admin')).toBe(5);
    const left = db.prepare('SELECT tipo, usuario, direccion FROM intentos_fallidos ORDER BY tipo').all();
    expect(left).toEqual([
      { tipo: 'direccion', usuario: '', direccion: '10.0.0.3' },
      { tipo: 'par', usuario: 'otro', direccion: '10.0.0.3' },
      { tipo: 'usuario', usuario: 'otro', direccion: '' },
    ]);
  });
});
