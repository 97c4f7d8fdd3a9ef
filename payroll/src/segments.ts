/**
 * Issue 41: a day's expected segments on the engine's time line (calendar.localMinutes) and the punches that belong to
 * each. A punch belongs to the nearest expected segment: an entrada to the segment whose start is nearest, a salida to
 * the one whose end is nearest (ties go to the earlier segment), so 10:00, 15:00, 17:12 and 20:00 on a 10-15 / 17-20
 * day fill both segments and a salida at 16:30 on 09:00-18:00 is that segment's, early.
 */
import { daySpans } from '@reloj/contract/turnos';
import { atMinutes, localMinutes } from './calendar.js';
import type { DiaProgramado } from './horario.js';
import type { PayrollPunch } from './types.js';

export type Tramo = { start: number; end: number };

export const tramosDelDia = (fecha: string, dia: DiaProgramado): Tramo[] =>
  daySpans(dia.segmentos).map((s) => ({ start: atMinutes(fecha, s.start), end: atMinutes(fecha, s.end) }));

/** Each segment with its first entrada and last salida among the punches nearest to it (undefined: none). */
export type SegmentMatch = { tramo: Tramo; entrada?: PayrollPunch; salida?: PayrollPunch };

function nearest(tramos: readonly Tramo[], at: number, edge: 'start' | 'end'): number {
  let best = 0;
  for (let i = 1; i < tramos.length; i++) if (Math.abs(tramos[i]![edge] - at) < Math.abs(tramos[best]![edge] - at)) best = i;
  return best;
}

/** `punches` in time order. */
export function matchSegments(tramos: readonly Tramo[], punches: readonly PayrollPunch[]): SegmentMatch[] {
  const out: SegmentMatch[] = tramos.map((tramo) => ({ tramo }));
  if (tramos.length === 0) return out;
  for (const p of punches) {
    const at = localMinutes(p.hora);
    if (p.tipo === 'entrada') {
      const m = out[nearest(tramos, at, 'start')]!;
      m.entrada ??= p;
    } else {
      out[nearest(tramos, at, 'end')]!.salida = p;
    }
  }
  return out;
}
