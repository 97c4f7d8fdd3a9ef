import { api } from '../../../lib/api';

/** DELETE /api/employees/{id} → 204: 'baja' (punches and faces stay; the employee can no longer check in). */
export const deactivateEmployee = (id: number) => api.delete(`/api/employees/${id}`);
