import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RolTurnos } from '@reloj/contract/turnos';
import { api } from '../../../lib/api';
import { rolTurnosKey } from './keys';

export type RolTurnosQuery = { sucursalId: string; desde: string; hasta: string };

/** '/api/rol-turnos?sucursalId=&desde=&hasta=' (and '&formato=pdf|xlsx' for the printed and the Excel roster). */
export function rolTurnosPath(q: RolTurnosQuery, formato?: 'pdf' | 'xlsx'): string {
  const params = new URLSearchParams();
  if (q.sucursalId) params.set('sucursalId', q.sucursalId);
  params.set('desde', q.desde);
  params.set('hasta', q.hasta);
  if (formato) params.set('formato', formato);
  return `/api/rol-turnos?${params.toString()}`;
}

/** The roster of a branch between two dates; while another week loads, the shown one stays. */
export const useRolTurnos = (q: RolTurnosQuery) =>
  useQuery({ queryKey: [...rolTurnosKey, q], queryFn: () => api.get<RolTurnos>(rolTurnosPath(q)), placeholderData: keepPreviousData });
