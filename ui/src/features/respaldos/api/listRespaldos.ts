import type { Backup } from '@reloj/contract/respaldos';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const respaldosKey = ['backups'] as const;

/** GET /api/respaldos: newest first. */
export const listRespaldos = () => api.get<Backup[]>('/api/respaldos');

/** The backups on the box, read when the screen opens and again after 'Crear respaldo ahora'. */
export const useRespaldos = () => useQuery({ queryKey: respaldosKey, queryFn: listRespaldos });
