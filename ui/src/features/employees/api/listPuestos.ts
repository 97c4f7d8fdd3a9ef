import { api } from '../../../lib/api';
import type { Puesto } from '../types';

/** GET /api/puestos */
export const listPuestos = () => api.get<Puesto[]>('/api/puestos');
