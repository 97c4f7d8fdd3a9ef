import { useCallback } from 'react';
import type { IncidenciaInput, ManualPunchInput, Periodo, Rango, Incidencia } from '@reloj/contract/payroll';
import { useListAction, type Notify } from '../../../components/useListAction';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { addManualPunch } from '../api/addManualPunch';
import { closePeriodo } from '../api/closePeriodo';
import { createIncidencia } from '../api/createIncidencia';
import { createPeriodo } from '../api/createPeriodo';
import { deleteIncidencia } from '../api/deleteIncidencia';
import { prenominaKey } from '../api/getPrenomina';
import { incidenciasKey } from '../api/incidencias';
import { listPeriodos } from '../api/listPeriodos';
import { prenominaMessages as m } from '../messages';

/** The failure's sentence with the server's reason. */
const failed = (message: (reason: string) => string) => (error: unknown) => message(errorMessage(error, 'Error desconocido.'));

const attendanceKey = ['attendance'] as const;

/**
 * What the administrator changes from 'Pre-nómina': manual punches, incidencias and closing the period. Each
 * reports to the banner, reloads the figures whatever the outcome, and resolves to whether it succeeded.
 */
export function usePrenominaActions(notify: Notify) {
  const run = useListAction(notify, prenominaKey, incidenciasKey, attendanceKey);

  const addPunch = useCallback(
    (input: ManualPunchInput) =>
      run(async () => {
        await addManualPunch(input);
        return m.punchAdded(input.hora);
      }, failed(m.punchFailed)),
    [run],
  );

  const addIncidencia = useCallback(
    (input: IncidenciaInput) =>
      run(async () => {
        const created = await createIncidencia(input);
        return m.incidenciaAdded(created.tipo, created.fecha);
      }, failed(m.incidenciaFailed)),
    [run],
  );

  const removeIncidencia = useCallback(
    (incidencia: Incidencia) =>
      run(async () => {
        await deleteIncidencia(incidencia.id);
        return m.incidenciaRemoved(incidencia.tipo, incidencia.fecha);
      }, failed(m.incidenciaRemoveFailed)),
    [run],
  );

  /** Saves the period first when it is not saved yet (POST /api/periodos), then closes it. */
  const closePeriod = useCallback(
    (rango: Rango, saved: Periodo | null) =>
      run(async () => {
        let periodo = saved;
        if (!periodo) {
          try {
            periodo = await createPeriodo(rango);
          } catch (error) {
            // Saved meanwhile (another tab): close that one.
            if (!(error instanceof ApiError && error.status === 409)) throw error;
            periodo = (await listPeriodos()).find((p) => p.desde === rango.desde && p.hasta === rango.hasta) ?? null;
            if (!periodo) throw error;
          }
        }
        await closePeriodo(periodo.id);
        return m.closed(rango.desde, rango.hasta);
      }, failed(m.closeFailed)),
    [run],
  );

  return { addPunch, addIncidencia, removeIncidencia, closePeriod };
}
