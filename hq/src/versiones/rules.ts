import type { EstadoCaja, EstadoDespliegue, Fase, FilaCaja } from '../db/repositories/despliegues.js';

/** Where each box of a rollout is: the values of despliegue_cajas (db/repositories/despliegues.ts). */
export type { EstadoCaja, EstadoDespliegue, Fase, FilaCaja };

/** A box that reported how its update ended. */
export const FINALES: readonly EstadoCaja[] = ['instalada', 'revertida', 'rechazada'];

export type Decision = {
  estado: EstadoDespliegue;
  /** Why it stopped, in Spanish (only when detenido). */
  motivo?: string;
  /** Boxes to announce now (pendiente → anunciada). */
  anunciar: string[];
};

const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;

/**
 * The rollout's next step from where its boxes are. The canary is announced first; the rest only once the canary
 * installed it. The rollout stops by itself (nothing more is announced) when the canary did not install it, or when
 * more than `umbral` of the boxes that reported rolled back. It is complete when every box reported.
 */
export function decide(umbral: number, filas: readonly FilaCaja[]): Decision {
  const canario = filas.find((f) => f.fase === 'canario');
  if (canario && (canario.estado === 'revertida' || canario.estado === 'rechazada'))
    return {
      estado: 'detenido',
      motivo: `La caja canario ${canario.caja} ${canario.estado === 'revertida' ? 'revirtió' : 'rechazó'} la versión: no se anuncia a las demás.`,
      anunciar: [],
    };
  const reportadas = filas.filter((f) => FINALES.includes(f.estado));
  const revertidas = reportadas.filter((f) => f.estado === 'revertida');
  if (reportadas.length > 0 && revertidas.length / reportadas.length > umbral)
    return {
      estado: 'detenido',
      motivo: `${revertidas.length} de ${reportadas.length} cajas que reportaron revirtieron la versión (más del ${pct(umbral)} permitido).`,
      anunciar: [],
    };
  if (filas.length > 0 && reportadas.length === filas.length) return { estado: 'completo', anunciar: [] };
  const pendientes = (fase: Fase) => filas.filter((f) => f.fase === fase && f.estado === 'pendiente').map((f) => f.caja);
  if (canario && canario.estado !== 'instalada') return { estado: 'en_curso', anunciar: pendientes('canario') };
  return { estado: 'en_curso', anunciar: pendientes('resto') };
}

/**
 * The boxes of a new rollout, the canary first: `cajas` as given, or `porcentaje` of the known ones (at least one,
 * rounded up, in alphabetical order after the canary). The canary defaults to the first of them.
 */
export function chooseCajas(known: readonly string[], opts: { cajas?: string[]; porcentaje?: number; canario?: string }): { caja: string; fase: Fase }[] {
  let chosen: string[];
  if (opts.cajas) {
    const unknown = opts.cajas.filter((c) => !known.includes(c));
    if (unknown.length) throw new RangeError(`El corporativo no conoce ${unknown.length === 1 ? 'la caja' : 'las cajas'} ${unknown.join(', ')}.`);
    chosen = [...new Set(opts.cajas)];
  } else {
    const sorted = [...new Set(known)].sort();
    const canario = opts.canario && sorted.includes(opts.canario) ? [opts.canario] : [];
    const rest = sorted.filter((c) => !canario.includes(c));
    const count = opts.porcentaje === undefined ? sorted.length : Math.max(1, Math.ceil((sorted.length * opts.porcentaje) / 100));
    chosen = [...canario, ...rest].slice(0, count);
  }
  if (chosen.length === 0) throw new RangeError('No hay cajas a las cuales publicar: ninguna ha enviado eventos al corporativo todavía.');
  const canario = opts.canario ?? chosen[0]!;
  if (!chosen.includes(canario)) throw new RangeError(`La caja canario ${canario} no está entre las cajas elegidas (${chosen.join(', ')}).`);
  return [{ caja: canario, fase: 'canario' }, ...chosen.filter((c) => c !== canario).map((caja) => ({ caja, fase: 'resto' as const }))];
}
