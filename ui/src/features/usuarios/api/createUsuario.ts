import type { NewUsuario, Usuario } from '@reloj/contract/usuarios';
import { authStateKey } from '../../../api/authState';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { usuariosKey } from './listUsuarios';

/** POST /api/usuarios {usuario, password, rol, sucursalIds} → 201 with the new account. */
export const useCreateUsuario = (callbacks: MutationCallbacks<Usuario, NewUsuario>) =>
  useInvalidatingMutation([usuariosKey], { mutationFn: (input: NewUsuario) => api.post<Usuario>('/api/usuarios', input), ...callbacks }, [authStateKey]);
