import { describe, expect, it } from 'vitest';
import type { ChecadaIntento } from '../../db/repositories/reconocimiento.js';
import { employeeDrift, median, tenthBars } from './recognitionStats.js';

describe('recognition figures', () => {
  it('draws tenth-wide bars; values outside fall in the first or last bar, or the open one', () => {
    expect(tenthBars([0.25, 0.3, 0.399, 0.4, 0.7, 0.999, 1], 3, 10).map((b) => b.cantidad)).toEqual([3, 1, 0, 0, 1, 0, 2]);
    expect(tenthBars([0.05, 0.1, 0.55, 1.2], 0, 6, true)).toEqual([
      { desde: 0, hasta: 0.1, cantidad: 1 },
      { desde: 0.1, hasta: 0.2, cantidad: 1 },
      { desde: 0.2, hasta: 0.3, cantidad: 0 },
      { desde: 0.3, hasta: 0.4, cantidad: 0 },
      { desde: 0.4, hasta: 0.5, cantidad: 0 },
      { desde: 0.5, hasta: null, cantidad: 2 },
    ]);
  });

  it('takes medians of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([0.7, 0.5, 0.9])).toBe(0.7);
    expect(median([0.5, 0.6, 0.9, 0.7])).toBe(0.65);
  });

  const punches = (empleadoId: number, nombre: string, first: number[], second: number[]): ChecadaIntento[] => [
    ...first.map((score) => ({ empleadoId, nombre, createdAt: '2026-03-01T00:00:00.000Z', score, margin: 0.3, liveness: 0.9 })),
    ...second.map((score) => ({ empleadoId, nombre, createdAt: '2026-03-20T00:00:00.000Z', score, margin: 0.3, liveness: 0.9 })),
  ];

  it('flags a median close to the threshold, a drop, and judges nobody on fewer than three punches a half', () => {
    const rows = employeeDrift(
      [
        ...punches(1, 'ZOE CERCA', [0.5, 0.5, 0.5], [0.46, 0.48, 0.49]),
        ...punches(2, 'ANA BAJA', [0.9, 0.9, 0.9], [0.8, 0.8, 0.8]),
        ...punches(3, 'ÉDGAR POCAS', [0.9, 0.9], [0.45, 0.45]),
        ...punches(4, 'BETO IGUAL', [0.7, 0.7, 0.7], [0.65, 0.66, 0.7]),
      ],
      '2026-03-15T00:00:00.000Z',
      0.4,
    );
    expect(rows.map((r) => [r.nombre, r.medianaInicio, r.medianaFin, r.motivo])).toEqual([
      ['ANA BAJA', 0.9, 0.8, 'bajada'],
      ['ZOE CERCA', 0.5, 0.48, 'cerca_del_umbral'],
      ['BETO IGUAL', 0.7, 0.66, null],
      ['ÉDGAR POCAS', null, null, null],
    ]);
  });
});
