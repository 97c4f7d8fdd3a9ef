import { describe, expect, it } from 'vitest';
import { advertenciaSalarioMinimo, jornadaLegal, minutosPagados, revisarSalarioMinimo, salarioMinimoVigente, type SalarioMinimo } from './minimumWage.js';

/** The rows migration 009 seeds. */
const SALARIOS: SalarioMinimo[] = [
  { desde: '2025-01-01', zona: 'general', centavos: 27880 },
  { desde: '2025-01-01', zona: 'frontera', centavos: 41988 },
  { desde: '2026-01-01', zona: 'general', centavos: 31504 },
  { desde: '2026-01-01', zona: 'frontera', centavos: 44087 },
];

const DAY_SHIFT = { horaEntrada: '09:00', horaSalida: '18:00', minutosComida: 60 };
const check = (salarioDiarioCentavos: number, overrides: Partial<Parameters<typeof advertenciaSalarioMinimo>[0]> = {}) =>
  advertenciaSalarioMinimo({ salarioDiarioCentavos, turno: DAY_SHIFT, zona: 'general', fecha: '2026-03-10', salarios: SALARIOS, ...overrides });

describe('salarioMinimoVigente', () => {
  it.each([
    ['general', '2026-03-10', 31504],
    ['frontera', '2026-03-10', 44087],
    ['general', '2026-01-01', 31504],
    ['general', '2025-12-31', 27880],
    ['frontera', '2025-01-01', 41988],
  ] as const)('%s on %s is %i centavos', (zona, fecha, centavos) => {
    expect(salarioMinimoVigente(SALARIOS, zona, fecha)?.centavos).toBe(centavos);
  });

  it('knows none before the first row, and does not depend on the order of the rows', () => {
    expect(salarioMinimoVigente(SALARIOS, 'general', '2024-12-31')).toBeUndefined();
    expect(salarioMinimoVigente([...SALARIOS].reverse(), 'general', '2026-06-01')?.centavos).toBe(31504);
  });
});

describe('the shift: paid minutes and legal jornada (LFT arts. 60-61)', () => {
  it.each([
    ['09:00-18:00 with 60 min of meal', DAY_SHIFT, 480, 'diurna'],
    ['06:00-14:00 (starts when the day hours start)', { horaEntrada: '06:00', horaSalida: '14:00', minutosComida: 0 }, 480, 'diurna'],
    ['12:00-20:00 (ends when the night hours start)', { horaEntrada: '12:00', horaSalida: '20:00', minutosComida: 0 }, 480, 'diurna'],
    ['05:59-14:00 (one minute of night: mixta)', { horaEntrada: '05:59', horaSalida: '14:00', minutosComida: 0 }, 481, 'mixta'],
    ['14:00-22:00 (2 h of night: mixta)', { horaEntrada: '14:00', horaSalida: '22:00', minutosComida: 30 }, 450, 'mixta'],
    ['22:00-06:00 across midnight', { horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 60 }, 420, 'nocturna'],
    ['23:30-03:30 across midnight', { horaEntrada: '23:30', horaSalida: '03:30', minutosComida: 0 }, 240, 'nocturna'],
    ['00:00-04:00', { horaEntrada: '00:00', horaSalida: '04:00', minutosComida: 0 }, 240, 'nocturna'],
  ])('%s: %i paid minutes, jornada %s', (_label, turno, pagados, tipo) => {
    expect(minutosPagados(turno)).toBe(pagados);
    expect(jornadaLegal(turno)).toEqual({ tipo, minutos: { diurna: 480, mixta: 450, nocturna: 420 }[tipo] });
  });
});

describe('advertenciaSalarioMinimo', () => {
  it('warns about a full day shift below the general minimum of 2026, naming both amounts', () => {
    expect(check(30000)).toEqual({
      code: 'salario_minimo',
      mensaje: 'El salario diario ($300.00) es menor que el salario mínimo de la zona general ($315.04).',
    });
  });

  it('accepts exactly the minimum, and warns one centavo below it', () => {
    expect(check(31504)).toBeUndefined();
    expect(check(31503)?.mensaje).toBe('El salario diario ($315.03) es menor que el salario mínimo de la zona general ($315.04).');
  });

  it('uses the minimum of the zona libre de la frontera norte', () => {
    expect(check(40000, { zona: 'frontera' })?.mensaje).toBe(
      'El salario diario ($400.00) es menor que el salario mínimo de la Zona Libre de la Frontera Norte ($440.87).',
    );
    expect(check(44087, { zona: 'frontera' })).toBeUndefined();
  });

  it('uses the minimum in force on the date: $300.00 was enough in 2025', () => {
    expect(check(30000, { fecha: '2025-12-31' })).toBeUndefined();
    expect(check(27000, { fecha: '2025-12-31' })?.mensaje).toContain('($278.80)');
  });

  it('says nothing before the first known minimum', () => {
    expect(check(100, { fecha: '2024-06-01' })).toBeUndefined();
  });

  it('asks a shift longer than the jornada for the full minimum, not more', () => {
    const long = { horaEntrada: '08:00', horaSalida: '20:00', minutosComida: 0 };
    expect(check(31504, { turno: long })).toBeUndefined();
    expect(check(31500, { turno: long })?.mensaje).toContain('($315.04)');
  });

  it('asks a shorter day shift for the proportional part: 4 h of 8 h is $157.52', () => {
    const half = { horaEntrada: '09:00', horaSalida: '13:00', minutosComida: 0 };
    expect(check(15752, { turno: half })).toBeUndefined();
    expect(check(15751, { turno: half })).toEqual({
      code: 'salario_minimo',
      mensaje:
        'El salario diario ($157.51) es menor que la parte proporcional del salario mínimo de la zona general para un turno pagado de 4 h ' +
        '($157.52: $315.04 por una jornada diurna de 8 h).',
    });
  });

  it('measures a night shift against 7 hours: 22:00-06:00 with 1 h of meal needs the full minimum', () => {
    const night = { horaEntrada: '22:00', horaSalida: '06:00', minutosComida: 60 };
    expect(check(31503, { turno: night })?.mensaje).toBe('El salario diario ($315.03) es menor que el salario mínimo de la zona general ($315.04).');
    expect(check(31504, { turno: night })).toBeUndefined();
  });

  it('compares exactly and shows the proportional part rounded up: 4 h of a 7 h night is $180.03 (180.0229)', () => {
    const short = { horaEntrada: '22:00', horaSalida: '02:00', minutosComida: 0 };
    expect(revisarSalarioMinimo({ salarioDiarioCentavos: 18002, turno: short, zona: 'general', fecha: '2026-03-10', salarios: SALARIOS })).toMatchObject({
      requeridoCentavos: 18003,
      proporcional: true,
      bajoMinimo: true,
    });
    expect(check(18002, { turno: short })?.mensaje).toBe(
      'El salario diario ($180.02) es menor que la parte proporcional del salario mínimo de la zona general para un turno pagado de 4 h ' +
        '($180.03: $315.04 por una jornada nocturna de 7 h).',
    );
    expect(check(18003, { turno: short })).toBeUndefined();
  });

  it('writes hours and minutes of a partial shift', () => {
    const odd = { horaEntrada: '09:00', horaSalida: '13:30', minutosComida: 15 };
    expect(check(100, { turno: odd })?.mensaje).toContain('un turno pagado de 4 h 15 min');
  });

  it('says nothing for a schedule without paid minutes (refused elsewhere)', () => {
    expect(check(0, { turno: { horaEntrada: '09:00', horaSalida: '10:00', minutosComida: 60 } })).toBeUndefined();
  });
});
