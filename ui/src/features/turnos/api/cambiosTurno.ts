import type { CambioTurno, CambioTurnoPayload } from '@reloj/contract/turnos';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { rolTurnosKey } from './keys';

/** POST /api/cambios-turno: one day of one employee (another turno, a rest day, or a swap with a colleague). */
export const useCambiarDia = (callbacks: MutationCallbacks<CambioTurno | CambioTurno[], CambioTurnoPayload>) =>
  useInvalidatingMutation(
    [rolTurnosKey],
    { mutationFn: (payload: CambioTurnoPayload) => api.post<CambioTurno | CambioTurno[]>('/api/cambios-turno', payload), ...callbacks },
    [prenominaKey],
  );

/** DELETE /api/cambios-turno/{id}: the day goes back to the employee's turno (a swap is undone for both). */
export const useDeshacerCambio = (callbacks: MutationCallbacks<void, number>) =>
  useInvalidatingMutation([rolTurnosKey], { mutationFn: (id: number) => api.delete(`/api/cambios-turno/${id}`), ...callbacks }, [prenominaKey]);
