import { describe, expect, it } from 'vitest';
import { FINIQUITO_AVISO } from '@reloj/contract/prestaciones';
import { calcularFiniquito, SALDO_INICIAL_PENDIENTE, type FiniquitoCalculado, type FiniquitoInput } from './finiquito.js';
import { aniosAbiertos, repartirSaldoInicial, saldoVacaciones, type SaldoInicialVacaciones } from './vacaciones.js';

/**
 * Issue 40 item 2: an employee hired 2020-06-15, on a box whose record starts 2026-11-23. Years opened by then
 * (aniversario ≤ 2026-11-23), art. 76 as in force when each opened: 2021-06-15 year 1: 6, 2022-06-15 year 2: 8 (old
 * table), 2023-06-15 year 3: 16, 2024-06-15 year 4: 18, 2025-06-15 year 5: 20, 2026-06-15 year 6: 22 (reformed).
 */
const INGRESO = '2020-06-15';
const INICIO = '2026-11-23';
/** 8 pending days on the box's first day, entered as one total. */
const OCHO: SaldoInicialVacaciones = { fecha: INICIO, anios: repartirSaldoInicial(INGRESO, INICIO, 8, 0)!, tomadosAnioEnCurso: 0 };

describe('repartirSaldoInicial: a single total goes to the oldest open years', () => {
  it('the years opened by the record start, with their days', () => {
    expect(aniosAbiertos(INGRESO, INICIO, 0).map((a) => [a.aniversario, a.dias])).toEqual([
      ['2021-06-15', 6],
      ['2022-06-15', 8],
      ['2023-06-15', 16],
      ['2024-06-15', 18],
      ['2025-06-15', 20],
      ['2026-06-15', 22],
    ]);
  });

  it('8 days: to year 5 (2025-06-15), the oldest not past its 18 months at 2026-11-23 (it reaches them 2026-12-15)', () => {
    // Years 1-4 opened before 2025-05-23 (18 months before 2026-11-23): past them. Oldest open: year 5, 20 days ≥ 8.
    expect(OCHO.anios).toEqual([{ aniversario: '2025-06-15', pendientes: 8 }]);
  });

  it('30 days fill year 5 (20) and then year 6 (10); 100 go back into the past years newest first', () => {
    expect(repartirSaldoInicial(INGRESO, INICIO, 30, 0)).toEqual([
      { aniversario: '2025-06-15', pendientes: 20 },
      { aniversario: '2026-06-15', pendientes: 10 },
    ]);
    // 20 + 22 = 42 in years 5 and 6; 58 more: year 4 (18), year 3 (16), year 2 (8), year 1 (6) = 48 < 58: too many.
    expect(repartirSaldoInicial(INGRESO, INICIO, 90, 0)).toEqual([
      { aniversario: '2021-06-15', pendientes: 6 },
      { aniversario: '2022-06-15', pendientes: 8 },
      { aniversario: '2023-06-15', pendientes: 16 },
      { aniversario: '2024-06-15', pendientes: 18 },
      { aniversario: '2025-06-15', pendientes: 20 },
      { aniversario: '2026-06-15', pendientes: 22 },
    ]);
    expect(repartirSaldoInicial(INGRESO, INICIO, 91, 0)).toBeNull(); // 6 + 8 + 16 + 18 + 20 + 22 = 90
  });
});

describe('saldoVacaciones with an opening balance', () => {
  it('without one, hired before the record: no number (pendientes null), saldoInicialPendiente', () => {
    const saldo = saldoVacaciones({ fechaIngreso: INGRESO, fechaCorte: '2026-12-01', diasExtra: 0, tomadas: [], requiereSaldoInicial: true });
    expect(saldo).toMatchObject({ anios: [], pendientes: null, saldoInicialPendiente: true });
    // Without the requirement (hired on or after the record's start) the law's years count as always: 90.
    expect(saldoVacaciones({ fechaIngreso: INGRESO, fechaCorte: '2026-12-01', diasExtra: 0, tomadas: [] })).toMatchObject({
      pendientes: 90,
      saldoInicialPendiente: false,
    });
  });

  it('8 days on the first day: the ledger shows the 8, then the years that open afterwards', () => {
    const tomadas = ['2026-10-05', '2026-12-01']; // the October day is before the opening balance: it is in the 8
    const diciembre = saldoVacaciones({ fechaIngreso: INGRESO, fechaCorte: '2026-12-01', diasExtra: 0, tomadas, saldoInicial: OCHO });
    expect(diciembre.anios).toEqual([{ anioServicio: 5, aniversario: '2025-06-15', dias: 8, tomados: 1, pendientes: 7, vencidos: false, saldoInicial: true }]);
    expect(diciembre).toMatchObject({ tomados: 1, pendientes: 7, saldoInicialPendiente: false }); // 8 − 1
    // Year 7 opens 2027-06-15 with 22 days (art. 76, years 6-10); year 5's days passed their 18 months on 2026-12-15.
    const julio = saldoVacaciones({ fechaIngreso: INGRESO, fechaCorte: '2027-07-01', diasExtra: 0, tomadas, saldoInicial: OCHO });
    expect(julio.anios.map((a) => [a.anioServicio, a.dias, a.tomados, a.pendientes, a.vencidos])).toEqual([
      [5, 8, 1, 7, true],
      [7, 22, 0, 22, false],
    ]);
    expect(julio.pendientes).toBe(29); // 8 + 22 − 1
  });

  it('days taken from the year under way before the record come off that year when it opens', () => {
    const saldoInicial = { ...OCHO, tomadosAnioEnCurso: 3 };
    // Before year 7 opens the 3 days are advanced: 8 − 3 = 5.
    expect(saldoVacaciones({ fechaIngreso: INGRESO, fechaCorte: '2027-01-10', diasExtra: 0, tomadas: [], saldoInicial }).pendientes).toBe(5);
    const julio = saldoVacaciones({ fechaIngreso: INGRESO, fechaCorte: '2027-07-01', diasExtra: 0, tomadas: ['2027-06-21'], saldoInicial });
    // Year 5: 8, the June day taken from it (oldest first) → 7; year 7: 22 − 3 taken before the record → 19. 7 + 19 = 26.
    expect(julio.anios.map((a) => [a.anioServicio, a.dias, a.tomados, a.pendientes])).toEqual([
      [5, 8, 1, 7],
      [7, 22, 3, 19],
    ]);
    expect(julio).toMatchObject({ tomados: 4, pendientes: 26 });
  });
});

describe('the finiquito of a renuncia two months after the record started (2027-01-23)', () => {
  /** 500.00 a day; 25 % prima vacacional; 15 days of aguinaldo. */
  const renuncia = (over: Partial<FiniquitoInput>): FiniquitoInput => ({
    fechaIngreso: INGRESO,
    fechaBaja: '2027-01-23',
    motivoBaja: 'renuncia',
    salarioDiarioCentavos: 50000,
    salarioMinimoCentavos: 31504,
    reglas: { diasVacacionesExtra: 0, primaVacacionalPorcentaje: 25, diasAguinaldo: 15 },
    vacacionesTomadas: [],
    aguinaldoDiasDescontados: 0,
    requiereSaldoInicial: true,
    ...over,
  });
  const vacaciones = (f: FiniquitoCalculado) =>
    f.lineas.filter((l) => l.concepto.startsWith('vacaciones') || l.concepto === 'prima_vacacional').map((l) => [l.concepto, l.dias, l.importe]);

  it('pays the 8 days of the opening balance plus the proportional days (arts. 76, 79, 80)', () => {
    const f = calcularFiniquito(renuncia({ saldoInicial: OCHO }));
    // Art. 76/79: 8 pending × 500 = 4,000.00.
    // Art. 79: year 7 (22 days) from the 2026-06-15 anniversary to the baja, both included: 15 (rest of June) + 31 + 31
    // + 30 + 31 + 30 + 31 + 23 = 222, + 1 = 223 days (June 15 itself); 22 × 223 / 365 = 4,906 / 365 = 13.4411 days;
    // 4,906 × 500 / 365 = 6,720.547… → 6,720.55.
    // Art. 80: 25 % × (8 + 13.4411) × 500 = (2,920 + 4,906) × 500 × 25 / 36,500 = 2,680.136… → 2,680.14.
    expect(vacaciones(f)).toEqual([
      ['vacaciones_pendientes', 8, 4000],
      ['vacaciones_proporcionales', 4906 / 365, 6720.55],
      ['prima_vacacional', 8 + 4906 / 365, 2680.14],
    ]);
    // Art. 87: 1-23 January 2027 = 23 days; 15 × 23 / 365 × 500 = 172,500 / 365 = 472.602… → 472.60. A renuncia with
    // 6.6 years: no prima de antigüedad (art. 162 fr. III asks 15). 472.60 + 4,000 + 6,720.55 + 2,680.14 = 13,873.29.
    expect(f.lineas.map((l) => l.concepto)).not.toContain('prima_antiguedad');
    expect(f).toMatchObject({ totalFiniquito: 13873.29, saldoInicialPendiente: false, aviso: FINIQUITO_AVISO });
  });

  it("without the opening balance the pending days and their prima say 'Saldo inicial pendiente', no amount", () => {
    const f = calcularFiniquito(renuncia({}));
    expect(vacaciones(f)).toEqual([
      ['vacaciones_pendientes', null, null],
      ['vacaciones_proporcionales', 4906 / 365, 6720.55],
      ['prima_vacacional', null, null],
    ]);
    const pendientes = f.lineas.filter((l) => l.importe === null);
    expect(pendientes.map((l) => l.detalle)).toEqual([SALDO_INICIAL_PENDIENTE, SALDO_INICIAL_PENDIENTE]);
    expect(SALDO_INICIAL_PENDIENTE).toMatch(/^Saldo inicial pendiente/);
    // 472.60 + 6,720.55 = 7,193.15; the lines without an amount are left out.
    expect(f).toMatchObject({ totalFiniquito: 7193.15, saldoInicialPendiente: true });
  });
});
