import { api } from '../../../lib/api';
import type { Backup } from '../types';

/** POST /api/respaldos → 201 with the new backup (made on the spot; a few seconds on a large database). */
export const createBackup = () => api.post<Backup>('/api/respaldos', {});
