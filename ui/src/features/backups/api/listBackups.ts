import { api } from '../../../lib/api';
import type { Backup } from '../types';

/** GET /api/respaldos: newest first. */
export const listBackups = () => api.get<Backup[]>('/api/respaldos');
