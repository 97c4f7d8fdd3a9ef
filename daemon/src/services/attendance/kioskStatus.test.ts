import { describe, expect, it } from 'vitest';
import type { PayrollBono } from '@reloj/payroll';
import { avisoDeBono } from './kioskStatus.js';

// The wording of the bono line under the kiosk's success message; the figures come from the engine (tested over HTTP).
const bono = (tipo: PayrollBono['tipo'], pierdeCon: number): PayrollBono => ({ nombre: 'BONO', montoCentavos: 20_000, tipo, pierdeCon });

describe('the bono line at the kiosk', () => {
  it.each([
    ['Llevas 1 retardo esta semana; con 3 se pierde el bono de puntualidad.', bono('puntualidad', 3), { retardos: 1, faltas: 0 }, 'semanal'],
    ['Llevas 2 retardos esta catorcena; con 3 se pierde el bono de puntualidad.', bono('puntualidad', 3), { retardos: 2, faltas: 4 }, 'catorcenal'],
    ['Con 3 retardos esta semana se perdió el bono de puntualidad.', bono('puntualidad', 3), { retardos: 3, faltas: 0 }, 'semanal'],
    ['Llevas 1 falta esta semana; con 2 se pierde el bono de asistencia.', bono('asistencia', 2), { retardos: 5, faltas: 1 }, 'semanal'],
    ['Con 1 falta esta quincena se perdió el bono de asistencia.', bono('asistencia', 1), { retardos: 0, faltas: 1 }, 'quincenal'],
  ] as const)('%s', (text, b, counts, periodo) => {
    expect(avisoDeBono(b, counts, periodo)).toBe(text);
  });

  it.each([
    ['no bono', null, { retardos: 2, faltas: 2 }],
    ['a bono fijo', bono('fijo', 1), { retardos: 2, faltas: 2 }],
    ['nothing counted yet', bono('puntualidad', 3), { retardos: 0, faltas: 2 }],
    ['an asistencia bono without faltas', bono('asistencia', 2), { retardos: 2, faltas: 0 }],
  ] as const)('says nothing for %s', (_label, b, counts) => {
    expect(avisoDeBono(b, counts, 'semanal')).toBeNull();
  });
});
