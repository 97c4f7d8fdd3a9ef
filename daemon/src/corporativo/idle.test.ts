import { describe, expect, it } from 'vitest';
import { idleReason, type IdleCheck } from './idle.js';

const base: IdleCheck = { lastPunch: null, quietMs: 60_000, shiftStarts: ['09:00', '14:30'], marginMin: 10, timeZone: 'America/Mexico_City' };
// Mexico City is UTC-6 all year (no daylight saving since 2022).
const at = (local: string) => new Date(`2026-03-10T${local}:00-06:00`);

describe('when a box may take a release from headquarters', () => {
  it('waits a minute after the last punch', () => {
    expect(idleReason(at('11:00'), { ...base, lastPunch: new Date(at('11:00').getTime() - 59_000) })).toBe('alguien checó hace menos de un minuto');
    expect(idleReason(at('11:00'), { ...base, lastPunch: new Date(at('11:00').getTime() - 61_000) })).toBeNull();
  });

  it('stays away from shift starts by ten minutes before and after, in the box time zone', () => {
    expect(idleReason(at('08:50'), base)).toBe('es hora de entrada (09:00)');
    expect(idleReason(at('09:10'), base)).toBe('es hora de entrada (09:00)');
    expect(idleReason(at('08:49'), base)).toBeNull();
    expect(idleReason(at('09:11'), base)).toBeNull();
    expect(idleReason(at('14:25'), base)).toBe('es hora de entrada (14:30)');
  });

  it('counts across midnight, and without shift starts only the punches matter', () => {
    expect(idleReason(at('23:55'), { ...base, shiftStarts: ['00:00'] })).toBe('es hora de entrada (00:00)');
    expect(idleReason(at('08:59'), { ...base, shiftStarts: [] })).toBeNull();
  });
});
