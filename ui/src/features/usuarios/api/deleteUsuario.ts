import type { Usuario } from '@reloj/contract/usuarios';
import { authStateKey } from '../../../api/authState';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { usuariosKey } from './listUsuarios';

/** DELETE /api/usuarios/{id} → 204; the last active administrador stays (409 last_admin). */
export const useDeleteUsuario = (callbacks: MutationCallbacks<void, Usuario>) =>
  useInvalidatingMutation([usuariosKey], { mutationFn: (usuario: Usuario) => api.delete(`/api/usuarios/${usuario.id}`), ...callbacks }, [authStateKey]);
