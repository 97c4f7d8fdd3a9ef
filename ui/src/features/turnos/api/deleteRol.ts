import type { Rol } from '@reloj/contract/turnos';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { rolesKey } from './keys';

/** DELETE /api/roles/{id} → 204; a rol in use answers 409 naming who uses it. */
export const useDeleteRol = (callbacks: MutationCallbacks<void, Rol>) =>
  useInvalidatingMutation([rolesKey], { mutationFn: (rol: Rol) => api.delete(`/api/roles/${rol.id}`), ...callbacks });
