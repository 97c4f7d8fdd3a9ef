import type { UpdateUsuario, Usuario } from '@reloj/contract/usuarios';
import { authStateKey } from '../../../api/authState';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { usuariosKey } from './listUsuarios';

export type UsuarioUpdate = { usuario: Usuario; input: UpdateUsuario };

/**
 * PUT /api/usuarios/{id} {rol, sucursalIds, activo, password?, email, avisos} → the account as it is now. Like every change to the
 * accounts, the list is read again, and so is who is signed in (the administrator may have changed their own role).
 */
export const useUpdateUsuario = (callbacks: MutationCallbacks<Usuario, UsuarioUpdate>) =>
  useInvalidatingMutation(
    [usuariosKey],
    { mutationFn: ({ usuario, input }: UsuarioUpdate) => api.put<Usuario>(`/api/usuarios/${usuario.id}`, input), ...callbacks },
    [authStateKey],
  );
