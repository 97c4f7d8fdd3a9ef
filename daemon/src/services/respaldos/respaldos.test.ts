import { describe, expect, it } from 'vitest';
import { isBackupName, localStamp, retention, weekOf } from './respaldos.js';

const auto = (date: string, time = '003000') => `reloj-1a2b3c4d-${date}-${time}-automatico.sqlite`;
const manual = (date: string, time = '120000') => `reloj-1a2b3c4d-${date}-${time}-manual.sqlite`;

/** Every day from `from` for `days` days, one automatic backup each. */
function dailyNames(from: string, days: number): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => auto(new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10)));
}

describe('backup names', () => {
  it('accepts exactly our names', () => {
    expect(isBackupName(auto('2026-03-01'))).toBe(true);
    expect(isBackupName('reloj-1a2b3c4d-2026-03-01-003000-2-manual.sqlite')).toBe(true);
    for (const bad of [
      'reloj.sqlite',
      '../reloj.sqlite',
      `../${auto('2026-03-01')}`,
      `${auto('2026-03-01')}.partial`,
      'reloj-1A2B3C4D-2026-03-01-003000-manual.sqlite',
      'reloj-1a2b3c4d-2026-03-01-003000-otro.sqlite',
      'reloj-1a2b3c4d-2026-03-01-003000-manual.sqlite/..',
      'reloj-1a2b3c4d-2026-03-01-003000-0-manual.sqlite',
    ])
      expect(isBackupName(bad), bad).toBe(false);
  });

  it('uses the local date and time of the box', () => {
    // 05:30 UTC on 1 March is still 28 February, 23:30, in Mexico City (UTC-6).
    expect(localStamp(new Date('2026-03-01T05:30:15Z'), 'America/Mexico_City')).toEqual({ date: '2026-02-28', time: '233015' });
    expect(localStamp(new Date('2026-03-01T00:00:00Z'), 'UTC')).toEqual({ date: '2026-03-01', time: '000000' });
  });

  it('finds the Monday of a week', () => {
    expect(weekOf('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(weekOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekOf('2026-01-01')).toBe('2025-12-29');
  });
});

describe('retention: 7 daily, 4 weekly, 5 manual', () => {
  it('keeps the last 7 days, then the newest backup of each of the 4 weeks before them', () => {
    const names = dailyNames('2026-01-01', 60); // 1 January to 1 March 2026
    const kept = retention(names);
    const daily = [...kept].filter(([, k]) => k === 'diario').map(([n]) => n.slice(15, 25));
    const weekly = [...kept].filter(([, k]) => k === 'semanal').map(([n]) => n.slice(15, 25));
    expect(daily.sort()).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
    // Sundays: the newest backup of the weeks of 16, 9, 2 February and 26 January.
    expect(weekly.sort()).toEqual(['2026-02-01', '2026-02-08', '2026-02-15', '2026-02-22']);
    expect(kept.size).toBe(11);
  });

  it('keeps the newest of several backups of one day', () => {
    const kept = retention([auto('2026-03-01', '003000'), auto('2026-03-01', '093000'), auto('2026-02-28')]);
    expect(kept.has(auto('2026-03-01', '093000'))).toBe(true);
    expect(kept.has(auto('2026-03-01', '003000'))).toBe(false);
    expect(kept.get(auto('2026-02-28'))).toBe('diario');
  });

  it('keeps the newest 5 manual backups apart from the automatic ones', () => {
    const manuals = ['01', '02', '03', '04', '05', '06', '07'].map((d) => manual(`2026-03-${d}`));
    const kept = retention([...manuals, auto('2026-03-07')]);
    expect([...kept].filter(([, k]) => k === 'manual').map(([n]) => n)).toEqual(manuals.slice(2).reverse());
    expect(kept.get(auto('2026-03-07'))).toBe('diario');
  });

  it('ignores anything that is not a backup', () => {
    expect(retention(['reloj.sqlite', 'notas.txt']).size).toBe(0);
  });
});
