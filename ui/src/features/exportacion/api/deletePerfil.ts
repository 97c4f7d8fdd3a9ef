import { api } from '../../../lib/api';

/** DELETE /api/exportacion/perfiles/{id} → 204; the presets cannot be removed. */
export const deletePerfil = (id: number) => api.delete(`/api/exportacion/perfiles/${id}`);
