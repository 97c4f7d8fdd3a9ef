/** The figures of the 'Reconocimiento' report from the stored attempts: bars, medians and drift. Pure. */
import type { Barra, EmpleadoReconocimiento } from '@reloj/contract/reconocimiento';
import type { ChecadaIntento } from '../../db/repositories/reconocimiento.js';

/**
 * When to suggest re-enrolling a face. Chosen from the measured genuine scores (FACE_DEFAULTS.matching: same person
 * p50 0.70, p05 0.46, threshold 0.40), not from kiosk data, which the box has yet to collect:
 * - `bajada`: the median fell by 0.10 or more, a third of the way from a typical genuine score to the threshold;
 *   a face that aged since its photo (beard, glasses, weight) drifts like this, week after week.
 * - `cercania`: the recent median is under threshold + 0.10 (0.50), the band of the genuine p05: half of that
 *   person's punches are one bad light away from 'Rostro no reconocido'.
 * - `minimoPorMitad`: a median of fewer punches is one odd photo, so nobody is judged on less.
 */
export const DRIFT = { bajada: 0.1, cercania: 0.1, minimoPorMitad: 3 } as const;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Tenths, exact for scores stored with three decimals (0.7 * 10 is not 7 in floating point). */
const tenth = (x: number) => Math.floor(Math.round(x * 1000) / 100);

/**
 * Bars a tenth wide from `from` to `to` (tenths, e.g. 3..10 for 0.30..1.00). Values under the first bar count in it;
 * with `openEnd` the last bar takes everything from its start up, else values over `to` count in the last bar.
 */
export function tenthBars(values: readonly number[], from: number, to: number, openEnd = false): Barra[] {
  const bars: Barra[] = [];
  for (let t = from; t < to; t++) bars.push({ desde: t / 10, hasta: openEnd && t === to - 1 ? null : (t + 1) / 10, cantidad: 0 });
  for (const value of values) {
    const index = Math.min(Math.max(tenth(value) - from, 0), bars.length - 1);
    bars[index]!.cantidad++;
  }
  return bars;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return round3(sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Each employee's median score in the first and the second half of the window (split at `mitad`), and the drift flag. */
export function employeeDrift(punches: readonly ChecadaIntento[], mitad: string, threshold: number): EmpleadoReconocimiento[] {
  const byEmployee = new Map<number, { nombre: string; first: number[]; second: number[] }>();
  for (const p of punches) {
    const entry = byEmployee.get(p.empleadoId) ?? { nombre: p.nombre, first: [], second: [] };
    (p.createdAt < mitad ? entry.first : entry.second).push(p.score);
    byEmployee.set(p.empleadoId, entry);
  }
  const judged = [...byEmployee].map(([empleadoId, { nombre, first, second }]): EmpleadoReconocimiento => {
    const medianaInicio = first.length >= DRIFT.minimoPorMitad ? median(first) : null;
    const medianaFin = second.length >= DRIFT.minimoPorMitad ? median(second) : null;
    const near = medianaFin !== null && medianaFin < threshold + DRIFT.cercania;
    const dropped = medianaInicio !== null && medianaFin !== null && round3(medianaInicio - medianaFin) >= DRIFT.bajada;
    const motivo = near ? 'cerca_del_umbral' : dropped ? 'bajada' : null;
    return { empleadoId, nombre, checadas: first.length + second.length, medianaInicio, medianaFin, deriva: motivo !== null, motivo };
  });
  return judged.sort((a, b) => Number(b.deriva) - Number(a.deriva) || a.nombre.localeCompare(b.nombre, 'es'));
}
