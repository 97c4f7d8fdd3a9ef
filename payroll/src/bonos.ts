import { plural } from './notes.js';
import type { BonoDetalle, PayrollBono } from './types.js';

/** `salidasAnticipadas`: those that count as retardos (issue 41, salidasAnticipadasEfecto 'bono'); 0 otherwise. */
export type BonoCounts = { retardos: number; faltas: number; faltasPorRetardos: number; salidasAnticipadas?: number };

/** Whether the employee's bono is earned this period, with the reason in Spanish. */
export function evaluateBono(bono: PayrollBono | null, counts: BonoCounts): BonoDetalle[] {
  if (!bono) return [];
  const base = { nombre: bono.nombre, tipo: bono.tipo, montoCentavos: bono.montoCentavos };
  if (bono.tipo === 'fijo') return [{ ...base, ganado: true, motivo: 'Bono fijo: se paga siempre' }];

  const limit = `se pierde con ${plural(bono.pierdeCon, bono.tipo === 'puntualidad' ? 'retardo' : 'falta')}`;
  if (bono.tipo === 'puntualidad') {
    const salidas = counts.salidasAnticipadas ?? 0;
    const ganado = counts.retardos + salidas < bono.pierdeCon;
    let what = plural(counts.retardos, 'retardo');
    if (salidas > 0) what += ` y ${plural(salidas, 'salida anticipada', 'salidas anticipadas')}`;
    return [{ ...base, ganado, motivo: `${ganado ? 'Ganado' : 'Perdido'}: ${what} en el periodo (${limit})` }];
  }
  // retardosPorFalta faltas count here too: that is what the rule is for.
  const ganado = counts.faltas < bono.pierdeCon;
  let what = plural(counts.faltas, 'falta');
  if (counts.faltasPorRetardos > 0) what += `, ${counts.faltasPorRetardos} por acumular retardos`;
  return [{ ...base, ganado, motivo: `${ganado ? 'Ganado' : 'Perdido'}: ${what} en el periodo (${limit})` }];
}
