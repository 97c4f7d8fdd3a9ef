import { api } from '../../../lib/api';
import type { Bono } from '../types';

/** GET /api/bonos */
export const listBonos = () => api.get<Bono[]>('/api/bonos');
