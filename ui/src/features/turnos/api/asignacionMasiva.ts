import type { AsignacionMasivaPayload } from '@reloj/contract/turnos';
import { employeesKey } from '../../../api/employees';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { asignacionesKey, rolTurnosKey, turnosKey } from './keys';

/** POST /api/asignaciones {empleadoIds, turnoId | rolId, vigenteDesde}: several employees in one action. */
export const useAsignacionMasiva = (callbacks: MutationCallbacks<unknown, AsignacionMasivaPayload>) =>
  useInvalidatingMutation(
    [asignacionesKey],
    { mutationFn: (payload: AsignacionMasivaPayload) => api.post<unknown>('/api/asignaciones', payload), ...callbacks },
    [turnosKey, rolTurnosKey, employeesKey, prenominaKey],
  );
