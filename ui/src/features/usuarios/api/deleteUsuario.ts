import { api } from '../../../lib/api';

/** DELETE /api/usuarios/{id} → 204; the last active administrador stays (409 last_admin). */
export const deleteUsuario = (id: number) => api.delete(`/api/usuarios/${id}`);
