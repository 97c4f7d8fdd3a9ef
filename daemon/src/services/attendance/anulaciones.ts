import type { AnularChecadaRequest, Punch } from '@reloj/contract/attendance';
import type { Repositories } from '../../db/repositories/index.js';
import { checadaYaAnulada, punchNotFound } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { toPunch } from './attendance.js';
import { closedPeriodGuard } from '../prenomina/index.js';

/**
 * POST /api/attendance/{id}/anular (issue 29 item 1): an administrador, or the gerente of the punch's branch, voids a
 * punch with the reason. The punch is never changed or deleted: a row of `anulaciones` names it, who and when, and
 * every reader that counts punches skips it from then on (the pre-nómina, the entrada/salida alternation, the
 * kiosk's status, the home page). A punch inside a closed period is refused like a manual punch; a punch is voided once.
 */
export function createAnulacionesService(deps: Pick<Repositories, 'anulaciones' | 'attendance' | 'periodos' | 'transaction'> & { clock: Clock }) {
  const { anulaciones, attendance: punches, transaction, clock } = deps;
  const periods = closedPeriodGuard(deps.periodos);

  /** The punch as 'Asistencias' lists it (its `tipo` by place among the day's punches that count). */
  const listed = (id: number, empleadoId: number, day: string): Punch | undefined => {
    const row = punches.list({ desde: day, hasta: day, empleadoId }).find((r) => r.id === id);
    return row && toPunch(row);
  };

  return {
    /** Voids the punch; answers it before and after, as listed. */
    anular: (id: number, input: AnularChecadaRequest, usuario: string): { antes: Punch; despues: Punch } =>
      transaction(() => {
        const punch = id > 0 ? punches.findById(id) : undefined;
        if (!punch) throw punchNotFound();
        if (anulaciones.ofPunch(id)) throw checadaYaAnulada();
        periods.assertOpen(punch.fecha_local, 'anular checadas');
        const antes = listed(id, punch.empleado_id, punch.fecha_local)!;
        anulaciones.insert({ checadaId: id, motivo: input.motivo, anuladaPor: usuario, anuladaEn: isoNow(clock) });
        return { antes, despues: listed(id, punch.empleado_id, punch.fecha_local)! };
      }),
  };
}

export type AnulacionesService = ReturnType<typeof createAnulacionesService>;
