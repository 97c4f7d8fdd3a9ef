import { describe, expect, it } from 'vitest';
import { horasPorAutorizar, incidenciaInputSchema } from './incidencias.js';

const accepted = (horas: number) => incidenciaInputSchema.safeParse({ empleadoId: 1, fecha: '2026-03-13', tipo: 'horas_extra', horas }).success;

describe('horasPorAutorizar: the overtime the dialog proposes (issue 45 item 1)', () => {
  it.each([
    [0.2, 0.25], // 12 min worked: a quarter hour, not the 0.2 the schema refuses
    [0.02, 0.25], // 1 min
    [0.25, 0.25],
    [0.27, 0.5], // 16 min
    [0.75, 0.75],
    [1.1, 1.25], // 66 min: rounding down would leave 6 worked minutes unpaid
    [2, 2],
    [11.9, 12],
    [13.5, 12], // the most a day authorises
  ])('%s h worked → %s h, which the schema accepts', (worked, proposed) => {
    expect(horasPorAutorizar(worked)).toBe(proposed);
    expect(accepted(proposed)).toBe(true);
  });

  it('proposes nothing when nothing is waiting', () => {
    expect(horasPorAutorizar(0)).toBe(0);
    expect(horasPorAutorizar(-1)).toBe(0);
  });

  it('still refuses a figure off the quarter hour, with its Spanish sentence', () => {
    const result = incidenciaInputSchema.safeParse({ empleadoId: 1, fecha: '2026-03-13', tipo: 'horas_extra', horas: 0.2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Las horas se autorizan en cuartos de hora (por ejemplo 1.5 o 2.25).');
  });
});
