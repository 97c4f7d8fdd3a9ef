import { useQuery } from '@tanstack/react-query';
import type { Asignacion, AsignacionPayload } from '@reloj/contract/turnos';
import { employeesKey } from '../../../api/employees';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { asignacionesKey, rolTurnosKey, turnosKey } from './keys';

/** GET /api/employees/{id}/asignaciones → the employee's turnos and roles, newest first. */
export const useAsignaciones = (empleadoId: number) =>
  useQuery({
    queryKey: [...asignacionesKey, empleadoId],
    queryFn: () => api.get<Asignacion[]>(`/api/employees/${empleadoId}/asignaciones`),
  });

/** POST /api/employees/{id}/asignaciones {turnoId | rolId, vigenteDesde}. */
export const useAsignar = (empleadoId: number, callbacks: MutationCallbacks<Asignacion, AsignacionPayload>) =>
  useInvalidatingMutation(
    [asignacionesKey],
    { mutationFn: (payload: AsignacionPayload) => api.post<Asignacion>(`/api/employees/${empleadoId}/asignaciones`, payload), ...callbacks },
    [turnosKey, rolTurnosKey, employeesKey, prenominaKey],
  );
