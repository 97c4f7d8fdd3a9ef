import { describe, expect, it } from 'vitest';
import { chooseCajas, decide, type FilaCaja } from './rules.js';

const filas = (canario: FilaCaja['estado'], ...resto: FilaCaja['estado'][]): FilaCaja[] => [
  { caja: 'a', fase: 'canario', estado: canario },
  ...resto.map((estado, i) => ({ caja: `r${i + 1}`, fase: 'resto' as const, estado })),
];

describe('a rollout', () => {
  it('announces the canary alone first, and the rest only once the canary installed it', () => {
    expect(decide(0.25, filas('pendiente', 'pendiente', 'pendiente'))).toEqual({ estado: 'en_curso', anunciar: ['a'] });
    expect(decide(0.25, filas('anunciada', 'pendiente', 'pendiente'))).toEqual({ estado: 'en_curso', anunciar: [] });
    expect(decide(0.25, filas('en_espera', 'pendiente'))).toEqual({ estado: 'en_curso', anunciar: [] });
    expect(decide(0.25, filas('instalada', 'pendiente', 'pendiente'))).toEqual({ estado: 'en_curso', anunciar: ['r1', 'r2'] });
    expect(decide(0.25, filas('instalada', 'anunciada', 'pendiente'))).toEqual({ estado: 'en_curso', anunciar: ['r2'] });
  });

  it('stops when the canary rolled back or refused it, whatever the threshold', () => {
    expect(decide(1, filas('revertida', 'pendiente'))).toEqual({
      estado: 'detenido',
      motivo: 'La caja canario a revirtió la versión: no se anuncia a las demás.',
      anunciar: [],
    });
    expect(decide(1, filas('rechazada', 'pendiente')).estado).toBe('detenido');
  });

  it('stops when more than the threshold of the boxes that reported rolled back, not at exactly the threshold', () => {
    // 1 of 4 reported = 25 %: not more than 25 %.
    expect(decide(0.25, filas('instalada', 'instalada', 'instalada', 'revertida', 'anunciada')).estado).toBe('en_curso');
    // 2 of 5 = 40 %.
    expect(decide(0.25, filas('instalada', 'instalada', 'instalada', 'revertida', 'revertida', 'anunciada'))).toEqual({
      estado: 'detenido',
      motivo: '2 de 5 cajas que reportaron revirtieron la versión (más del 25 % permitido).',
      anunciar: [],
    });
    // Threshold 0: a single rollback stops it.
    expect(decide(0, filas('instalada', 'revertida', 'pendiente')).estado).toBe('detenido');
  });

  it('is complete when every box reported without too many rollbacks', () => {
    expect(decide(0.5, filas('instalada', 'instalada', 'rechazada'))).toEqual({ estado: 'completo', anunciar: [] });
    expect(decide(0.25, filas('instalada'))).toEqual({ estado: 'completo', anunciar: [] });
  });
});

describe('choosing the boxes', () => {
  const known = ['centro', 'norte', 'sur', 'oriente', 'poniente', 'playa', 'sierra', 'valle', 'puerto', 'lago', 'bosque'];

  it('takes the given boxes, the first as canary unless another is named', () => {
    expect(chooseCajas(known, { cajas: ['sur', 'norte'] })).toEqual([
      { caja: 'sur', fase: 'canario' },
      { caja: 'norte', fase: 'resto' },
    ]);
    expect(chooseCajas(known, { cajas: ['sur', 'norte'], canario: 'norte' })).toEqual([
      { caja: 'norte', fase: 'canario' },
      { caja: 'sur', fase: 'resto' },
    ]);
  });

  it('takes a share of the known boxes, rounded up, at least one', () => {
    // 10 % of 11 boxes is 1.1: two boxes, alphabetically.
    expect(chooseCajas(known, { porcentaje: 10 })).toEqual([
      { caja: 'bosque', fase: 'canario' },
      { caja: 'centro', fase: 'resto' },
    ]);
    expect(chooseCajas(known, { porcentaje: 1, canario: 'valle' })).toEqual([{ caja: 'valle', fase: 'canario' }]);
    expect(chooseCajas(['norte', 'sur'], {})).toHaveLength(2);
  });

  it('refuses boxes headquarters does not know, and a canary outside the chosen ones', () => {
    expect(() => chooseCajas(known, { cajas: ['norte', 'marte'] })).toThrow('El corporativo no conoce la caja marte.');
    expect(() => chooseCajas(known, { cajas: ['norte'], canario: 'sur' })).toThrow('La caja canario sur no está entre las cajas elegidas (norte).');
    expect(() => chooseCajas([], {})).toThrow('No hay cajas');
  });
});
