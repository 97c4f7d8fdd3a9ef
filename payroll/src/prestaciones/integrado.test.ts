import { describe, expect, it } from 'vitest';
import { aniosCumplidos, diasVacacionesAnioEnCurso, salarioDiarioIntegrado } from './integrado.js';

describe('salario diario integrado (LFT art. 84)', () => {
  it('first year, 15 days of aguinaldo, 12 of vacation at 25%: factor 1.0493, 400.00 → 419.72', () => {
    // 1 + (15 + 12 × 0.25) / 365 = 1 + 18 / 365 = 1.049315… → 1.0493; 400 × 1.0493 = 419.72.
    expect(salarioDiarioIntegrado({ salarioDiarioCentavos: 40000, diasAguinaldo: 15, diasVacaciones: 12, primaVacacionalPorcentaje: 25 })).toEqual({
      factor: 1.0493,
      salarioDiario: 419.72,
      diasAguinaldo: 15,
      diasVacaciones: 12,
      primaVacacionalPorcentaje: 25,
    });
  });

  it('more generous rules and the rounding of the factor and the salary', () => {
    // 1 + (30 + 20 × 0.50) / 365 = 1 + 40 / 365 = 1.109589… → 1.1096; 315.50 × 1.1096 = 350.0788 → 350.08.
    expect(salarioDiarioIntegrado({ salarioDiarioCentavos: 31550, diasAguinaldo: 30, diasVacaciones: 20, primaVacacionalPorcentaje: 50 })).toMatchObject({
      factor: 1.1096,
      salarioDiario: 350.08,
    });
    // 1 + (15 + 26 × 0.25) / 365 = 1 + 21.5 / 365 = 1.058904… → 1.0589; 500 × 1.0589 = 529.45.
    expect(salarioDiarioIntegrado({ salarioDiarioCentavos: 50000, diasAguinaldo: 15, diasVacaciones: 26, primaVacacionalPorcentaje: 25 })).toMatchObject({
      factor: 1.0589,
      salarioDiario: 529.45,
    });
  });

  it('the vacation days are those of the year of service under way, plus the company days', () => {
    expect(aniosCumplidos('2024-03-15', '2026-03-14')).toBe(1);
    expect(aniosCumplidos('2024-03-15', '2026-03-15')).toBe(2);
    // Third year under way on 2026-11-26: 16 days; with 2 extra, 18.
    expect(diasVacacionesAnioEnCurso('2024-03-15', '2026-11-26', 0)).toBe(16);
    expect(diasVacacionesAnioEnCurso('2024-03-15', '2026-11-26', 2)).toBe(18);
    // First year: 12.
    expect(diasVacacionesAnioEnCurso('2026-07-01', '2026-11-26', 0)).toBe(12);
  });
});
