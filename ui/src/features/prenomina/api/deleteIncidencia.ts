import { api } from '../../../lib/api';

/** DELETE /api/incidencias/{id} → 204 (409 inside a closed period). */
export const deleteIncidencia = (id: number) => api.delete(`/api/incidencias/${id}`);
