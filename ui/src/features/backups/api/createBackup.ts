import type { Backup } from '@reloj/contract/backups';
import { api } from '../../../lib/api';

/** POST /api/respaldos → 201 with the new backup (made on the spot; a few seconds on a large database). */
export const createBackup = () => api.post<Backup>('/api/respaldos', {});
