import { addDays } from '@reloj/contract/dates';
import type { Repositories } from '../../db/repositories/index.js';
import type { Logger } from '../../logger.js';
import type { PrenominaService } from '../prenomina/index.js';

/** Issue 44: what the kiosk tells the person whose previous working day has an entrada and no salida. */
export const SALIDA_OLVIDADA = 'Ayer no registraste tu salida. Avisa a tu encargado.';

/** The kiosk's answer as far as this cares: which punch, whose, entrada or salida. */
type PunchAnswer = { id: number; employeeId: number; tipo: 'entrada' | 'salida' };

/**
 * At today's entrada, if yesterday's shift has no salida: the sentence, once. 'Once' is the first punch of the working
 * day (a resent press of that same punch answers it again; the day's next punches never do). 'No salida' is the
 * pre-nómina engine's own reading of yesterday ('sin_salida': an odd number of punches, manual ones included, the shift
 * over), so a salida the encargado already added in 'Pre-nómina' silences it. The punch is stored before this runs: a
 * failure here only leaves the sentence out.
 */
export function createSalidaOlvidada(deps: Pick<Repositories, 'attendance'> & { computeEmployee: PrenominaService['computeEmployee']; logger?: Logger }) {
  const sentence = (punch: PunchAnswer): string | null => {
    if (punch.tipo !== 'entrada') return null;
    const row = deps.attendance.findById(punch.id);
    if (!row) return null;
    const dia = row.fecha_local;
    if (deps.attendance.dayTimes(punch.employeeId, dia)[0]?.id !== punch.id) return null;
    const ayer = addDays(dia, -1);
    const figures = deps.computeEmployee({ desde: ayer, hasta: ayer }, punch.employeeId);
    const estado = figures?.result.dias.find((d) => d.fecha === ayer)?.estado;
    return estado === 'sin_salida' ? SALIDA_OLVIDADA : null;
  };
  return (punch: PunchAnswer): string | null => {
    try {
      return sentence(punch);
    } catch (error) {
      deps.logger?.error({ err: error, checada: punch.id }, 'No se pudo revisar la salida de ayer tras la checada');
      return null;
    }
  };
}

export type SalidaOlvidada = ReturnType<typeof createSalidaOlvidada>;
