import { api } from '../../../lib/api';
import type { Sucursal } from '../types';

/** GET /api/sucursales */
export const listSucursales = () => api.get<Sucursal[]>('/api/sucursales');
