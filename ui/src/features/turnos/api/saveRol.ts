import type { Rol, RolPayload } from '@reloj/contract/turnos';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { rolesKey, rolTurnosKey, turnosKey } from './keys';
import { saveAt, type Save } from './saveAt';

export type SaveRol = Save<RolPayload>;

/** POST /api/roles or PUT /api/roles/{id}; the roles, the catalogue's counts and the roster are read again. */
export const useSaveRol = (callbacks: MutationCallbacks<Rol, SaveRol>) =>
  useInvalidatingMutation([rolesKey], { mutationFn: saveAt<Rol, RolPayload>('/api/roles'), ...callbacks }, [turnosKey, rolTurnosKey, prenominaKey]);
