import { describe, expect, it } from 'vitest';
import { instantOfLocal } from './manualPunches.js';
import { formatRangeEs } from './periodos.js';

describe('instantOfLocal', () => {
  it('reads a local time in the box zone', () => {
    expect(instantOfLocal('2026-03-09T08:56', 'America/Mexico_City').toISOString()).toBe('2026-03-09T14:56:00.000Z');
    expect(instantOfLocal('2026-12-31T23:30', 'America/Mexico_City').toISOString()).toBe('2027-01-01T05:30:00.000Z');
    expect(instantOfLocal('2026-03-09T08:56', 'UTC').toISOString()).toBe('2026-03-09T08:56:00.000Z');
  });

  it('follows daylight saving time where the zone still has it (Tijuana, frontera)', () => {
    expect(instantOfLocal('2026-01-15T09:00', 'America/Tijuana').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(instantOfLocal('2026-07-15T09:00', 'America/Tijuana').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });
});

describe('formatRangeEs', () => {
  it('names a period the way people say it', () => {
    expect(formatRangeEs('2026-03-09', '2026-03-15')).toBe('9 al 15 de marzo de 2026');
    expect(formatRangeEs('2026-02-28', '2026-03-06')).toBe('28 de febrero al 6 de marzo de 2026');
    expect(formatRangeEs('2025-12-29', '2026-01-04')).toBe('29 de diciembre de 2025 al 4 de enero de 2026');
  });
});
