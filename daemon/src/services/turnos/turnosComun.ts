import { periodoCerrado } from '../../errors.js';
import { formatDateEs } from '../../lib/dates.js';
import { formatRangeEs } from '../prenomina/index.js';

/** 'ANA LÓPEZ, LUIS MORA y JUAN PÉREZ'; past `max`, 'ANA LÓPEZ, LUIS MORA y 3 más'. */
export function listaNombres(nombres: readonly string[], max = 5): string {
  if (nombres.length <= 1) return nombres[0] ?? '';
  if (nombres.length > max) return `${nombres.slice(0, max - 1).join(', ')} y ${nombres.length - max + 1} más`;
  return `${nombres.slice(0, -1).join(', ')} y ${nombres.at(-1)}`;
}

/**
 * 409 `periodo_cerrado` when a change in force from `fecha` would reach a closed period (the last one closed ends on or
 * after it): closed figures never change under them, as with incidencias (services/prenomina/periodos.ts closedPeriodGuard).
 */
export function assertAfterClosed(lastClosed: { id: number; desde: string; hasta: string } | undefined, fecha: string, what: string): void {
  if (!lastClosed || lastClosed.hasta < fecha) return;
  throw periodoCerrado(`El periodo del ${formatRangeEs(lastClosed.desde, lastClosed.hasta)} está cerrado: ${what} (desde el ${formatDateEs(fecha)}).`, {
    periodoId: lastClosed.id,
    desde: lastClosed.desde,
    hasta: lastClosed.hasta,
  });
}
