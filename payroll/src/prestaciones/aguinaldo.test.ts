import { describe, expect, it } from 'vitest';
import { aguinaldoEmpleado, diasDelAnio } from './aguinaldo.js';

const base = { anio: 2026, fechaIngreso: '2020-01-01', fechaBaja: null, diasDescontados: 0, diasAguinaldo: 15, salarioDiarioCentavos: 40000 };

describe('aguinaldoEmpleado (LFT art. 87)', () => {
  it("issue 31's acceptance: hired 2026-07-01 at 400.00, no faltas, 15 days → 184 days, 7.56 days, 3,024.66", () => {
    const a = aguinaldoEmpleado({ ...base, fechaIngreso: '2026-07-01' })!;
    // 1 July → 31 December: 31+31+30+31+30+31 = 184 days. 15 × 184 / 365 = 7.5616…; 400 × 15 × 184 / 365 = 3,024.6575… → 3,024.66.
    expect(a).toEqual({
      desde: '2026-07-01',
      hasta: '2026-12-31',
      diasPeriodo: 184,
      diasDescontados: 0,
      diasContados: 184,
      diasProporcionales: (15 * 184) / 365,
      salarioDiario: 400,
      importe: 3024.66,
    });
    expect(a.diasProporcionales.toFixed(2)).toBe('7.56');
  });

  it('a whole year gives exactly the days, in a leap year too; faltas are taken off', () => {
    // 400 × 15 = 6,000.00
    expect(aguinaldoEmpleado(base)).toMatchObject({ diasPeriodo: 365, diasContados: 365, diasProporcionales: 15, importe: 6000 });
    // 2028 has 366 days: 366 / 366 × 15 = 15 → 6,000.00.
    expect(aguinaldoEmpleado({ ...base, anio: 2028 })).toMatchObject({ desde: '2028-01-01', hasta: '2028-12-31', diasPeriodo: 366, importe: 6000 });
    expect(diasDelAnio(2028)).toBe(366);
    expect(diasDelAnio(2100)).toBe(365);
    expect(diasDelAnio(2000)).toBe(366);
    // 3 faltas: 362 days; 31,550 centavos × 15 × 362 = 171,316,500 / 365 = 469,360.27… centavos → 4,693.60.
    expect(aguinaldoEmpleado({ ...base, diasDescontados: 3, salarioDiarioCentavos: 31550 })).toMatchObject({
      diasDescontados: 3,
      diasContados: 362,
      importe: 4693.6,
    });
  });

  it('a baja ends the days counted; someone not employed that year gets null', () => {
    // Baja 2026-03-31: 31 + 28 + 31 = 90 days; 20 days of aguinaldo: 400 × 20 × 90 / 365 = 1,972.6027… → 1,972.60.
    expect(aguinaldoEmpleado({ ...base, fechaBaja: '2026-03-31', diasAguinaldo: 20 })).toMatchObject({
      desde: '2026-01-01',
      hasta: '2026-03-31',
      diasPeriodo: 90,
      diasContados: 90,
      importe: 1972.6,
    });
    // Hired and left the same day: 1 day; 400 × 15 / 365 = 16.4383… → 16.44.
    expect(aguinaldoEmpleado({ ...base, fechaIngreso: '2026-05-04', fechaBaja: '2026-05-04' })).toMatchObject({ diasPeriodo: 1, importe: 16.44 });
    expect(aguinaldoEmpleado({ ...base, fechaIngreso: '2027-01-01' })).toBeNull();
    expect(aguinaldoEmpleado({ ...base, fechaBaja: '2025-12-31' })).toBeNull();
  });
});
