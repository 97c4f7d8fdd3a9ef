import type { Backup } from '@reloj/contract/backups';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const backupsKey = ['backups'] as const;

/** GET /api/respaldos: newest first. */
export const listBackups = () => api.get<Backup[]>('/api/respaldos');

/** The backups on the box, read when the screen opens and again after 'Crear respaldo ahora'. */
export const useBackups = () => useQuery({ queryKey: backupsKey, queryFn: listBackups });
