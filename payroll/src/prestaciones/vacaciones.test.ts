import { describe, expect, it } from 'vitest';
import { avisoNoLaborable, diaNoLaborable, diasVacacionesAntesDeLaReforma, diasVacacionesLey, saldoVacaciones, vacacionesQueCuentan } from './vacaciones.js';

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${from.slice(0, 8)}${String(Number(from.slice(8)) + i).padStart(2, '0')}`);

describe('diasVacacionesLey (LFT art. 76, reformed 2023)', () => {
  it.each([
    [1, 12],
    [2, 14],
    [3, 16],
    [4, 18],
    [5, 20],
    [6, 22],
    [10, 22],
    [11, 24],
    [15, 24],
    [16, 26],
    [20, 26],
    [21, 28],
    [25, 28],
    [26, 30],
    [30, 30],
    [31, 32],
    [35, 32],
    [36, 34],
  ])('year %i of service: %i days', (anio, dias) => {
    expect(diasVacacionesLey(anio)).toBe(dias);
  });
});

describe('years that opened before the 2023 reform keep the table then in force', () => {
  it.each([
    [1, 6],
    [2, 8],
    [4, 12],
    [5, 14],
    [9, 14],
    [10, 16],
    [15, 18],
  ])('year %i of the old art. 76: %i days', (anio, dias) => {
    expect(diasVacacionesAntesDeLaReforma(anio)).toBe(dias);
  });

  it('hired 2020-06-01, asked 2023-07-01: 6 (opened 2021-06-01) + 8 (2022-06-01) under the old table, 16 for year 3 (2023-06-01)', () => {
    const saldo = saldoVacaciones({ fechaIngreso: '2020-06-01', fechaCorte: '2023-07-01', diasExtra: 0, tomadas: days('2022-07-04', 5) });
    expect(saldo.anios.map((a) => [a.aniversario, a.dias, a.tomados, a.pendientes])).toEqual([
      ['2021-06-01', 6, 5, 1],
      ['2022-06-01', 8, 0, 8],
      ['2023-06-01', 16, 0, 16],
    ]);
    expect(saldo.pendientes).toBe(25); // 6 + 8 + 16 − 5
  });
});

describe('saldoVacaciones', () => {
  it("issue 31's acceptance: hired 2024-03-15, asked 2026-11-26, 10 days in June 2025 and 5 in August 2026", () => {
    const saldo = saldoVacaciones({
      fechaIngreso: '2024-03-15',
      fechaCorte: '2026-11-26',
      diasExtra: 0,
      tomadas: [...days('2025-06-09', 10), ...days('2026-08-03', 5)],
    });
    // 15 taken, oldest year first: 12 from year 1, 3 from year 2 (14 − 3 = 11).
    expect(saldo.anios).toEqual([
      { anioServicio: 1, aniversario: '2025-03-15', dias: 12, tomados: 12, pendientes: 0, vencidos: false },
      { anioServicio: 2, aniversario: '2026-03-15', dias: 14, tomados: 3, pendientes: 11, vencidos: false },
    ]);
    expect(saldo.tomados).toBe(15);
    expect(saldo.pendientes).toBe(11);
    // Year 3 (16 days) opens 2027-03-15; 2026-03-15 → 2026-11-26 is 16+30+31+30+31+31+30+31+26 = 256 days;
    // 16 × 256 / 365 = 11.2219… → 11.22.
    expect(saldo.anioEnCurso).toEqual({ anioServicio: 3, aniversario: '2027-03-15', dias: 16, proporcionales: 11.22 });
    expect(saldo.fechaIngreso).toBe('2024-03-15');
    expect(saldo.fechaCorte).toBe('2026-11-26');
  });

  it('flags pending days more than 18 months after their anniversary, and never drops them', () => {
    // Hired 2020-01-10; years open 2021-01-10 (6, the table before the reform), 2022-01-10 (8, idem) and 2023-01-10
    // (16, the reformed table). 18 months after: 2022-07-10, 2023-07-10, 2024-07-10.
    const at = (fechaCorte: string) => saldoVacaciones({ fechaIngreso: '2020-01-10', fechaCorte, diasExtra: 0, tomadas: [] });
    expect(at('2023-08-01').anios.map((a) => [a.pendientes, a.vencidos])).toEqual([
      [6, true],
      [8, true],
      [16, false],
    ]);
    expect(at('2023-08-01').pendientes).toBe(30);
    // On the day 18 months after year 2's anniversary it is not yet "more than" 18 months.
    expect(at('2023-07-10').anios.map((a) => a.vencidos)).toEqual([true, false, false]);
    // A year whose days were all taken is never flagged: 12 taken, 6 from year 1 and 6 from year 2 (2 left there).
    const tomado = saldoVacaciones({ fechaIngreso: '2020-01-10', fechaCorte: '2023-08-01', diasExtra: 0, tomadas: days('2021-03-01', 12) });
    expect(tomado.anios.map((a) => a.vencidos)).toEqual([false, true, false]);
  });

  it('shows days advanced before the first anniversary as a negative balance; a date listed twice counts once', () => {
    const saldo = saldoVacaciones({
      fechaIngreso: '2026-01-05',
      fechaCorte: '2026-11-26',
      diasExtra: 0,
      tomadas: ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-03'],
    });
    expect(saldo.anios).toEqual([]);
    expect(saldo.tomados).toBe(3);
    expect(saldo.pendientes).toBe(-3);
    // 2026-01-05 → 2026-11-26: 26+28+31+30+31+30+31+31+30+31+26 = 325 days; 12 × 325 / 365 = 10.6849… → 10.68.
    expect(saldo.anioEnCurso).toEqual({ anioServicio: 1, aniversario: '2027-01-05', dias: 12, proporcionales: 10.68 });
  });

  it('adds the company days to every year, and the proportional part starts at zero on the anniversary', () => {
    const saldo = saldoVacaciones({ fechaIngreso: '2024-03-15', fechaCorte: '2025-03-15', diasExtra: 2, tomadas: [] });
    // Year 1: 12 + 2 = 14; year 2 under way: 14 + 2 = 16, 0 days since the anniversary.
    expect(saldo.anios).toEqual([{ anioServicio: 1, aniversario: '2025-03-15', dias: 14, tomados: 0, pendientes: 14, vencidos: false }]);
    expect(saldo.anioEnCurso).toEqual({ anioServicio: 2, aniversario: '2026-03-15', dias: 16, proporcionales: 0 });
    // The day before the anniversary the year is not open: 12 + 2 = 14 days × 364 / 365 = 13.9616… → 13.96.
    const antes = saldoVacaciones({ fechaIngreso: '2024-03-15', fechaCorte: '2025-03-14', diasExtra: 2, tomadas: [] });
    expect(antes.anios).toEqual([]);
    expect(antes.anioEnCurso).toEqual({ anioServicio: 1, aniversario: '2025-03-15', dias: 14, proporcionales: 13.96 });
  });

  it('a 29 February hire has its anniversary on 28 February in common years and on 29 February in leap years', () => {
    const at = (fechaCorte: string) => saldoVacaciones({ fechaIngreso: '2024-02-29', fechaCorte, diasExtra: 0, tomadas: [] });
    expect(at('2025-02-27').anios).toEqual([]);
    expect(at('2025-02-28').anios.map((a) => a.aniversario)).toEqual(['2025-02-28']);
    expect(at('2028-03-01').anios.map((a) => a.aniversario)).toEqual(['2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
    expect(at('2028-03-01').pendientes).toBe(12 + 14 + 16 + 18);
  });

  it('refuses a fechaCorte before the hire', () => {
    expect(() => saldoVacaciones({ fechaIngreso: '2026-01-05', fechaCorte: '2026-01-04', diasExtra: 0, tomadas: [] })).toThrow(RangeError);
  });
});

describe('the balance at a baja counts the baja day (issue 39)', () => {
  // Hired 2025-01-10: year 1 is 2025-01-10 → 2026-01-09 (365 days, 2025 is not a leap year); the anniversary is 2026-01-10.
  const baja = (fechaCorte: string) => saldoVacaciones({ fechaIngreso: '2025-01-10', fechaCorte, alCierre: true, diasExtra: 0, tomadas: [] });

  it('a baja on the last day of the year of service opens that year whole: 12 days (art. 76), none proportional', () => {
    expect(baja('2026-01-09').anios).toEqual([{ anioServicio: 1, aniversario: '2026-01-10', dias: 12, tomados: 0, pendientes: 12, vencidos: false }]);
    // Year 2 (14 days) starts the day after the baja: 0 days of it served.
    expect(baja('2026-01-09').anioEnCurso).toEqual({ anioServicio: 2, aniversario: '2027-01-10', dias: 14, proporcionales: 0 });
    expect(baja('2026-01-09').fechaCorte).toBe('2026-01-09');
    // The same day as a balance of today (an active employee): the year is not complete until the day ends.
    const hoy = saldoVacaciones({ fechaIngreso: '2025-01-10', fechaCorte: '2026-01-09', diasExtra: 0, tomadas: [] });
    expect([hoy.anios.length, hoy.anioEnCurso.proporcionales]).toEqual([0, 11.97]);
  });

  it('a baja on the anniversary adds its own day of the new year; one the day before the year closes counts the baja day', () => {
    // 2026-01-10 served: 1 day of year 2; 14 × 1 / 365 = 0.0383… → 0.04.
    expect(baja('2026-01-10')).toMatchObject({ pendientes: 12, anioEnCurso: { anioServicio: 2, dias: 14, proporcionales: 0.04 } });
    // 2025-01-10 → 2026-01-08, both served: 22 + 28 + 31 + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 30 + 31 + 8 = 364 days (not
    // 363); 12 × 364 / 365 = 11.967… → 11.97.
    expect(baja('2026-01-08')).toMatchObject({ anios: [], pendientes: 0, anioEnCurso: { anioServicio: 1, dias: 12, proporcionales: 11.97 } });
  });
});

describe('vacation on a day that is not a working day (art. 76: días laborables)', () => {
  // Rest on Sunday (0); the company adds 24 December. 2026: 16 September is a Wednesday, 20 September a Sunday.
  const calendario = { diasDescanso: [0], festivosEmpresa: [{ fecha: '2026-12-24', nombre: 'Nochebuena' }] };

  it('tells an art. 74 holiday, a company holiday and a rest day from a working day', () => {
    expect(diaNoLaborable('2026-09-16', calendario)).toEqual({ fecha: '2026-09-16', motivo: 'festivo_ley', nombre: 'Día de la Independencia' });
    expect(diaNoLaborable('2026-12-24', calendario)).toEqual({ fecha: '2026-12-24', motivo: 'festivo_empresa', nombre: 'Nochebuena' });
    expect(diaNoLaborable('2026-09-20', calendario)).toEqual({ fecha: '2026-09-20', motivo: 'descanso', nombre: 'domingo' });
    expect(diaNoLaborable('2026-09-17', calendario)).toBeNull();
    // Another person resting on Saturday and Sunday: 19 September too.
    expect(diaNoLaborable('2026-09-19', { ...calendario, diasDescanso: [6, 0] })).toMatchObject({ motivo: 'descanso', nombre: 'sábado' });
  });

  it('says so in Spanish, and only the working days consume the balance', () => {
    expect(avisoNoLaborable(diaNoLaborable('2026-09-16', calendario)!)).toBe(
      'El 16/09/2026 es día festivo (Día de la Independencia, art.\u00a074 de la LFT): no se descuenta de sus vacaciones (art.\u00a076: se cuentan días laborables).',
    );
    expect(avisoNoLaborable(diaNoLaborable('2026-09-20', calendario)!)).toBe(
      'El 20/09/2026 es su día de descanso (domingo): no se descuenta de sus vacaciones (art.\u00a076: se cuentan días laborables).',
    );
    // Monday 14 → Sunday 20 September 2026: 16 (holiday) and 20 (rest) leave 14, 15, 17, 18, 19: five days.
    const semana = days('2026-09-14', 7);
    expect(vacacionesQueCuentan(semana, calendario)).toEqual(['2026-09-14', '2026-09-15', '2026-09-17', '2026-09-18', '2026-09-19']);
  });
});
