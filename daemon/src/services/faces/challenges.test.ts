import { describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { createChallengeStore } from './challenges.js';

describe('challenge store', () => {
  it('gives each challenge a random one-use id and a direction, for the kiosk asked only, until it expires', () => {
    const clock = movableClock('2026-11-25T15:00:00.000Z');
    const store = createChallengeStore({ clock, ttlMs: 20_000 });
    const a = store.issue({ deviceId: 1, employeeId: 7, baselineYaw: 0.5 });
    expect(a).toEqual({ reto: expect.stringMatching(/^[0-9a-f]{32}$/), accion: expect.stringMatching(/^girar_(izquierda|derecha)$/), expiraEnMs: 20_000 });
    expect(store.take(a.reto, 2)).toBeUndefined(); // another kiosk: refused, and the challenge stays for its own kiosk
    expect(store.take(a.reto, 1)).toMatchObject({ deviceId: 1, employeeId: 7, accion: a.accion, baselineYaw: 0.5 });
    expect(store.take(a.reto, 1)).toBeUndefined();

    const late = store.issue({ deviceId: 1, employeeId: 7, baselineYaw: 0.5 });
    clock.set('2026-11-25T15:00:20.001Z');
    expect(store.take(late.reto, 1)).toBeUndefined();
  });

  it('asks both directions, and keeps a bounded number open', () => {
    const store = createChallengeStore({ clock: movableClock('2026-11-25T15:00:00.000Z'), ttlMs: 20_000 });
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) seen.add(store.issue({ deviceId: 1, employeeId: 1, baselineYaw: 0.5 }).accion);
    expect([...seen].sort()).toEqual(['girar_derecha', 'girar_izquierda']);
    expect(store.size).toBeLessThanOrEqual(500);
  });
});
