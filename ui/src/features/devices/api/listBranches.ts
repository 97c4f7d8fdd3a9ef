import { api } from '../../../lib/api';
import type { Branch } from '../types';

/** GET /api/sucursales: the choices of the edit modal's branch select. */
export const listBranches = () => api.get<Branch[]>('/api/sucursales');
