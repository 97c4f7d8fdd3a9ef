import type { NewUsuario, Usuario } from '@reloj/contract/usuarios';
import { api } from '../../../lib/api';

/** POST /api/usuarios {usuario, password, rol, sucursalIds} → 201 with the new account. */
export const createUsuario = (input: NewUsuario) => api.post<Usuario>('/api/usuarios', input);
