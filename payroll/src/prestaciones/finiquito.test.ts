import { describe, expect, it } from 'vitest';
import { addDays } from '@reloj/contract/dates';
import { FINIQUITO_AVISO } from '@reloj/contract/prestaciones';
import { calcularFiniquito, type FiniquitoInput } from './finiquito.js';

/** The general zone's minimum wage of 2026 (migration 009's seed): 315.04; twice it, 630.08. */
const MINIMO_2026 = 31504;
const REGLAS = { diasVacacionesExtra: 0, primaVacacionalPorcentaje: 25, diasAguinaldo: 15 };
const consecutive = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/** Hired 2024-03-15 at 400.00, leaving 2026-05-14; year 1's 12 days taken in July 2025; 1,200.00 of the open week unpaid. */
const dosAnios = (over: Partial<FiniquitoInput> = {}): FiniquitoInput => ({
  fechaIngreso: '2024-03-15',
  fechaBaja: '2026-05-14',
  motivoBaja: 'renuncia',
  salarioDiarioCentavos: 40000,
  salarioMinimoCentavos: MINIMO_2026,
  reglas: REGLAS,
  vacacionesTomadas: consecutive('2025-07-01', 12),
  aguinaldoDiasDescontados: 0,
  salarioPendienteCentavos: 120000,
  ...over,
});

const importes = (f: { lineas: { concepto: string; importe: number | null; grupo: string }[] }) => f.lineas.map((l) => [l.concepto, l.importe, l.grupo]);

describe('calcularFiniquito', () => {
  it('a renuncia at 2 years: no prima de antigüedad (under 15 years), every line written out', () => {
    const f = calcularFiniquito(dosAnios());
    // Days of service 2024-03-15 → 2026-05-14: 365 + 365 + 60 = 790, both days included: 791; 791 / 365 = 2.1671… years.
    // Year under way at the baja: the 3rd (16 days). Factor 1 + (15 + 16 × 0.25) / 365 = 1 + 19 / 365 = 1.05205… → 1.0521;
    // SDI 400 × 1.0521 = 420.84.
    expect(f).toMatchObject({
      fechaIngreso: '2024-03-15',
      fechaBaja: '2026-05-14',
      motivoBaja: 'renuncia',
      salarioDiario: 400,
      salarioMinimo: 315.04,
      topePrimaAntiguedad: 630.08,
      integrado: { factor: 1.0521, salarioDiario: 420.84, diasAguinaldo: 15, diasVacaciones: 16, primaVacacionalPorcentaje: 25 },
      incluyeVeinteDias: false,
      aviso: FINIQUITO_AVISO,
    });
    expect(f.antiguedadAnios).toBeCloseTo(791 / 365, 10);
    expect(f.lineas).toEqual([
      {
        concepto: 'salario_pendiente',
        descripcion: 'Salario pendiente',
        dias: null,
        salarioDiario: null,
        importe: 1200,
        fundamento: 'LFT arts. 82, 88',
        detalle: 'Días trabajados y no pagados del periodo abierto hasta el 14/05/2026, según la pre-nómina: $1,200.00.',
        grupo: 'finiquito',
      },
      {
        // 1 Jan → 14 May 2026: 31 + 28 + 31 + 30 + 14 = 134 days; 15 × 134 / 365 = 5.5068… days;
        // 400 × 15 × 134 / 365 = 804,000 / 365 = 2,202.739… → 2,202.74.
        concepto: 'aguinaldo',
        descripcion: 'Aguinaldo proporcional',
        dias: (15 * 134) / 365,
        salarioDiario: 400,
        importe: 2202.74,
        fundamento: 'LFT art. 87',
        detalle: '15 días de aguinaldo × 134 días contados del 01/01/2026 al 14/05/2026 / 365 = 5.51 días × $400.00.',
        grupo: 'finiquito',
      },
      {
        // Year 1 (12) all taken; year 2 (opened 2026-03-15, 14 days) untouched: 14 × 400 = 5,600.00.
        concepto: 'vacaciones_pendientes',
        descripcion: 'Vacaciones pendientes',
        dias: 14,
        salarioDiario: 400,
        importe: 5600,
        fundamento: 'LFT arts. 76, 79',
        detalle: '14 días pendientes de años de servicio cumplidos (año 2: 14) × $400.00.',
        grupo: 'finiquito',
      },
      {
        // Year 3: 16 days; 2026-03-15 → 2026-05-14, the baja day served: 17 + 30 + 14 = 61 days; 16 × 61 / 365 = 2.6739…
        // days; 400 × 976 / 365 = 390,400 / 365 = 1,069.589… → 1,069.59.
        concepto: 'vacaciones_proporcionales',
        descripcion: 'Vacaciones proporcionales',
        dias: (16 * 61) / 365,
        salarioDiario: 400,
        importe: 1069.59,
        fundamento: 'LFT art. 79',
        detalle: '16 días del año de servicio 3 × 61 días desde el aniversario del 15/03/2026 hasta la baja, incluida, / 365 = 2.67 días × $400.00.',
        grupo: 'finiquito',
      },
      {
        // (14 + 976 / 365) × 400 × 25% = 100 × (5,110 + 976) / 365 = 608,600 / 365 = 1,667.397… → 1,667.40.
        concepto: 'prima_vacacional',
        descripcion: 'Prima vacacional',
        dias: 14 + (16 * 61) / 365,
        salarioDiario: 400,
        importe: 1667.4,
        fundamento: 'LFT art. 80',
        detalle: '(14 + 2.67) días × $400.00 × 25%.',
        grupo: 'finiquito',
      },
    ]);
    // 1,200 + 2,202.74 + 5,600 + 1,069.59 + 1,667.40 = 11,739.73
    expect(f.totalFiniquito).toBe(11739.73);
    expect(f.totalConLiquidacion).toBe(11739.73);
  });

  it('a renuncia at 16 years: the prima de antigüedad is owed, on the salary capped at twice the minimum', () => {
    // Hired 2010-06-01 at 800.00, leaving 2026-08-31; 3 faltas in 2026. Opened years 1-16: years 1-12 opened before
    // 2023 (old table): 6+8+10+12 + 14×5 + 16×3 = 154; years 13-15 (2023-2025): 24×3 = 72; year 16 (2026): 26; in all
    // 252 days; 242 taken, so 10 pending, all of year 16 (opened 2026-06-01).
    const f = calcularFiniquito({
      fechaIngreso: '2010-06-01',
      fechaBaja: '2026-08-31',
      motivoBaja: 'renuncia',
      salarioDiarioCentavos: 80000,
      salarioMinimoCentavos: MINIMO_2026,
      reglas: REGLAS,
      vacacionesTomadas: consecutive('2011-07-01', 242),
      aguinaldoDiasDescontados: 3,
      salarioPendienteCentavos: null,
      incluirVeinteDias: true,
    });
    expect(importes(f)).toEqual([
      // 1 Jan → 31 Aug: 31+28+31+30+31+30+31+31 = 243 days − 3 = 240; 800 × 15 × 240 / 365 = 2,880,000 / 365 = 7,890.41
      ['aguinaldo', 7890.41, 'finiquito'],
      // 10 × 800 = 8,000.00
      ['vacaciones_pendientes', 8000, 'finiquito'],
      // Year 17: 26 days; 2026-06-01 → 2026-08-31, the baja day served: 30 + 31 + 31 = 92 days;
      // 800 × 26 × 92 / 365 = 1,913,600 / 365 = 5,242.739… → 5,242.74
      ['vacaciones_proporcionales', 5242.74, 'finiquito'],
      // (10 + 2,392 / 365) × 800 × 25% = 200 × 6,042 / 365 = 1,208,400 / 365 = 3,310.684… → 3,310.68
      ['prima_vacacional', 3310.68, 'finiquito'],
      // Days of service: 16 years with 4 leap days (2012, 2016, 2020, 2024) = 5,844, + 91 = 5,935, both ends: 5,936.
      // 800 > 2 × 315.04 = 630.08: 12 × 5,936 / 365 × 630.08 = 71,232 × 63,008 / 365 centavos = 4,488,185,856 / 365
      // = 12,296,399.6… → 122,964.00
      ['prima_antiguedad', 122964, 'finiquito'],
    ]);
    const prima = f.lineas.find((l) => l.concepto === 'prima_antiguedad')!;
    expect(prima).toMatchObject({
      dias: (12 * 5936) / 365,
      salarioDiario: 630.08,
      fundamento: 'LFT arts. 162, 485, 486',
      detalle: '12 días × 16.26 años de servicio (5,936 días / 365) × $630.08 (tope de 2 salarios mínimos de $315.04).',
    });
    expect(f.lineas[0]!.detalle).toBe(
      '15 días de aguinaldo × 240 días contados (243 del 01/01/2026 al 31/08/2026 menos 3 de faltas y permisos sin goce) / 365 = 9.86 días × $800.00.',
    );
    // 7,890.41 + 8,000 + 5,242.74 + 3,310.68 + 122,964.00 = 147,407.83; the 20 days are for a despido injustificado only.
    expect(f.totalFiniquito).toBe(147407.83);
    expect(f.totalConLiquidacion).toBe(147407.83);
    expect(f.incluyeVeinteDias).toBe(false);
    expect(f.antiguedadAnios).toBeCloseTo(5936 / 365, 10);
    // Year 17 under way: 26 days. 1 + (15 + 26 × 0.25) / 365 = 1 + 21.5 / 365 = 1.05890… → 1.0589; 800 × 1.0589 = 847.12.
    expect(f.integrado).toMatchObject({ factor: 1.0589, salarioDiario: 847.12, diasVacaciones: 26 });
  });

  it('a despido injustificado adds the prima de antigüedad and, apart, the three months; the 20 days when ticked', () => {
    const sin = calcularFiniquito(dosAnios({ motivoBaja: 'despido_injustificado' }));
    // Prima de antigüedad: 400 is under the cap of 630.08: 12 × 791 / 365 × 400 = 379,680,000 / 365 centavos
    // = 1,040,219.18 → 10,402.19. Three months: 90 × 420.84 = 37,875.60.
    expect(importes(sin).slice(5)).toEqual([
      ['prima_antiguedad', 10402.19, 'finiquito'],
      ['indemnizacion_tres_meses', 37875.6, 'liquidacion'],
    ]);
    expect(sin.lineas[5]!.detalle).toBe('12 días × 2.17 años de servicio (791 días / 365) × $400.00 (salario diario; tope de 2 salarios mínimos: $630.08).');
    expect(sin.lineas[6]).toMatchObject({
      dias: 90,
      salarioDiario: 420.84,
      fundamento: 'LFT arts. 48, 50 fr. III',
      detalle: '90 días × $420.84 de salario diario integrado (factor 1.0521).',
    });
    // 11,739.73 + 10,402.19 = 22,141.92; + 37,875.60 = 60,017.52
    expect(sin.totalFiniquito).toBe(22141.92);
    expect(sin.totalConLiquidacion).toBe(60017.52);
    expect(sin.incluyeVeinteDias).toBe(false);

    const con = calcularFiniquito(dosAnios({ motivoBaja: 'despido_injustificado', incluirVeinteDias: true }));
    // 20 × 791 / 365 × 420.84 = 15,820 × 42,084 / 365 centavos = 665,768,880 / 365 = 1,824,024.33 → 18,240.24
    expect(con.lineas[7]).toEqual({
      concepto: 'indemnizacion_veinte_dias',
      descripcion: 'Indemnización de 20 días por año',
      dias: (20 * 791) / 365,
      salarioDiario: 420.84,
      importe: 18240.24,
      fundamento: 'LFT art. 50 fr. II',
      detalle: '20 días × 2.17 años de servicio (791 días / 365) × $420.84 de salario diario integrado.',
      grupo: 'liquidacion',
    });
    // 60,017.52 + 18,240.24 = 78,257.76
    expect(con.totalFiniquito).toBe(22141.92);
    expect(con.totalConLiquidacion).toBe(78257.76);
    expect(con.incluyeVeinteDias).toBe(true);
  });

  it('the prima de antigüedad by motivo, the 15 years counted to the last day worked, and the identity when given', () => {
    const has = (over: Partial<FiniquitoInput>) => calcularFiniquito(dosAnios(over)).lineas.some((l) => l.concepto === 'prima_antiguedad');
    expect(
      ['despido_justificado', 'despido_injustificado', 'termino_contrato', 'fallecimiento'].map((m) => has({ motivoBaja: m as FiniquitoInput['motivoBaja'] })),
    ).toEqual([true, true, true, true]);
    expect(['renuncia', 'mutuo_acuerdo', 'abandono'].map((m) => has({ motivoBaja: m as FiniquitoInput['motivoBaja'] }))).toEqual([false, false, false]);
    // Hired 2011-06-01: leaving 2026-05-31 closes the 15th year; leaving 2026-05-30 does not.
    expect(has({ fechaIngreso: '2011-06-01', fechaBaja: '2026-05-31', vacacionesTomadas: [] })).toBe(true);
    expect(has({ fechaIngreso: '2011-06-01', fechaBaja: '2026-05-30', vacacionesTomadas: [] })).toBe(false);

    const identidad = { empleadoId: 9, nombre: 'ANA LÓPEZ', numeroEmpleado: '00042', sucursal: 'CENTRO', puesto: 'CAJERO' };
    expect(calcularFiniquito(dosAnios(), identidad)).toMatchObject({ ...identidad, totalFiniquito: 11739.73 });
    expect(() => calcularFiniquito(dosAnios({ fechaBaja: '2024-03-14' }))).toThrow(RangeError);

    // Salary under the minimum (a data error the box warns about elsewhere): the prima is paid on the minimum (art. 485).
    // 12 × 791 / 365 × 315.04 = 9,492 × 31,504 / 365 centavos = 299,035,968 / 365 = 819,276.6… → 8,192.77
    const bajo = calcularFiniquito(dosAnios({ motivoBaja: 'fallecimiento', salarioDiarioCentavos: 30000 })).lineas.at(-1)!;
    expect(bajo).toMatchObject({ concepto: 'prima_antiguedad', salarioDiario: 315.04, importe: 8192.77 });
    expect(bajo.detalle).toBe('12 días × 2.17 años de servicio (791 días / 365) × $315.04 (salario mínimo de la zona).');
    // No minimum known for the zone: the salary, uncapped, and the detail says why. 12 × 791 / 365 × 400 = 10,402.19
    const sinMinimo = calcularFiniquito(dosAnios({ motivoBaja: 'fallecimiento', salarioMinimoCentavos: 0 })).lineas.at(-1)!;
    expect(sinMinimo).toMatchObject({ concepto: 'prima_antiguedad', salarioDiario: 400, importe: 10402.19 });
    expect(sinMinimo.detalle).toBe(
      '12 días × 2.17 años de servicio (791 días / 365) × $400.00 (salario diario; no hay salario mínimo registrado para la zona en la fecha de baja).',
    );
  });

  it('days advanced are not deducted, and the detail says so', () => {
    // Hired 2026-01-05, 3 days taken before the first anniversary, leaving 2026-11-26.
    const f = calcularFiniquito(dosAnios({ fechaIngreso: '2026-01-05', fechaBaja: '2026-11-26', vacacionesTomadas: consecutive('2026-06-01', 3) }));
    expect(f.lineas.find((l) => l.concepto === 'vacaciones_pendientes')).toMatchObject({
      dias: 0,
      importe: 0,
      detalle: 'Sin días pendientes de años de servicio cumplidos; se adelantaron 3 días de vacaciones, que no se descuentan aquí: revísalo con tu contador.',
    });
    // Year 1: 12 days × 326 days from the hire to the baja, both served (2026-01-05 → 2026-11-26: 27 + 28 + 31 + 30 +
    // 31 + 30 + 31 + 31 + 30 + 31 + 26 = 326) / 365: 400 × 12 × 326 / 365 = 1,564,800 / 365 = 4,287.123… → 4,287.12;
    // 12 × 326 / 365 = 10.7178… → 10.72 days.
    expect(f.lineas.find((l) => l.concepto === 'vacaciones_proporcionales')).toMatchObject({
      importe: 4287.12,
      detalle: '12 días del año de servicio 1 × 326 días desde el ingreso del 05/01/2026 hasta la baja, incluida, / 365 = 10.72 días × $400.00.',
    });
  });

  describe('a year of service completed on the baja day (issue 39)', () => {
    // Hired 2025-03-01 at 400.00; year 1 is 2025-03-01 → 2026-02-28 (365 days), its anniversary 2026-03-01. No vacation taken.
    const vacaciones = (fechaBaja: string) =>
      calcularFiniquito(dosAnios({ fechaIngreso: '2025-03-01', fechaBaja, vacacionesTomadas: [], salarioPendienteCentavos: null }))
        .lineas.filter((l) => l.concepto.startsWith('vacaciones') || l.concepto === 'prima_vacacional')
        .map((l) => [l.concepto, l.dias, l.importe]);

    it('a baja on its last day earns the whole year: 12 days (art. 76) and their prima (art. 80), nothing proportional', () => {
      expect(vacaciones('2026-02-28')).toEqual([
        // 12 × 400 = 4,800.00
        ['vacaciones_pendientes', 12, 4800],
        // Year 2 (14 days) × 0 days served of it.
        ['vacaciones_proporcionales', 0, 0],
        // 12 × 400 × 25% = 1,200.00
        ['prima_vacacional', 12, 1200],
      ]);
    });

    it('a baja on the anniversary adds that one day of year 2', () => {
      expect(vacaciones('2026-03-01')).toEqual([
        ['vacaciones_pendientes', 12, 4800],
        // 14 × 1 / 365 days; 400 × 14 / 365 = 5,600 / 365 = 15.342… → 15.34
        ['vacaciones_proporcionales', 14 / 365, 15.34],
        // (12 + 14 / 365) × 400 × 25% = 100 × (4,380 + 14) / 365 = 439,400 / 365 = 1,203.835… → 1,203.84
        ['prima_vacacional', 12 + 14 / 365, 1203.84],
      ]);
    });

    it('a baja the day before counts the baja day in the proportional part', () => {
      // 2025-03-01 → 2026-02-27, both served: 31 + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 30 + 31 + 31 + 27 = 364 days.
      expect(vacaciones('2026-02-27')).toEqual([
        ['vacaciones_pendientes', 0, 0],
        // 12 × 364 / 365 days; 400 × 4,368 / 365 = 1,747,200 / 365 = 4,786.849… → 4,786.85
        ['vacaciones_proporcionales', (12 * 364) / 365, 4786.85],
        // 12 × 364 / 365 × 400 × 25% = 436,800 / 365 = 1,196.712… → 1,196.71
        ['prima_vacacional', (12 * 364) / 365, 1196.71],
      ]);
    });
  });
});
