import type { Rol, RolPayload } from '@reloj/contract/turnos';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { rolesKey, rolTurnosKey, turnosKey } from './keys';

export type SaveRol = { id: number | null; payload: RolPayload };

/** POST /api/roles or PUT /api/roles/{id}; the roles, the catalogue's counts and the roster are read again. */
export const useSaveRol = (callbacks: MutationCallbacks<Rol, SaveRol>) =>
  useInvalidatingMutation(
    [rolesKey],
    {
      mutationFn: ({ id, payload }: SaveRol) => (id === null ? api.post<Rol>('/api/roles', payload) : api.put<Rol>(`/api/roles/${id}`, payload)),
      ...callbacks,
    },
    [turnosKey, rolTurnosKey, prenominaKey],
  );
