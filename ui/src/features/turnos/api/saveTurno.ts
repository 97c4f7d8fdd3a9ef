import type { Turno, TurnoPayload } from '@reloj/contract/turnos';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { rolesKey, rolTurnosKey, turnosKey } from './keys';

export type SaveTurno = { id: number | null; payload: TurnoPayload };

/** POST /api/turnos (a new one) or PUT /api/turnos/{id}; the catalogue, the roles and the roster are read again. */
export const useSaveTurno = (callbacks: MutationCallbacks<Turno, SaveTurno>) =>
  useInvalidatingMutation(
    [turnosKey],
    {
      mutationFn: ({ id, payload }: SaveTurno) => (id === null ? api.post<Turno>('/api/turnos', payload) : api.put<Turno>(`/api/turnos/${id}`, payload)),
      ...callbacks,
    },
    [rolesKey, rolTurnosKey, prenominaKey],
  );
