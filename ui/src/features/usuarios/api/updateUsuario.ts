import type { UpdateUsuario, Usuario } from '@reloj/contract/usuarios';
import { api } from '../../../lib/api';

/** PUT /api/usuarios/{id} {rol, sucursalIds, activo, password?} → the account as it is now. */
export const updateUsuario = (id: number, input: UpdateUsuario) => api.put<Usuario>(`/api/usuarios/${id}`, input);
