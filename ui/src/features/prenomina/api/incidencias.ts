import { useQuery } from '@tanstack/react-query';
import type { Incidencia } from '@reloj/contract/incidencias';
import { incidenciasKey } from '../../../api/payrollChanges';
import { api } from '../../../lib/api';

/** GET /api/incidencias?desde=&hasta=&empleado= */
export const listIncidencias = (desde: string, hasta: string, empleadoId: number) =>
  api.get<Incidencia[]>(`/api/incidencias?${new URLSearchParams({ desde, hasta, empleado: String(empleadoId) })}`);

/** One employee's incidencias in a period, to name the ones a day's figures came from. */
export const useIncidencias = (desde: string, hasta: string, empleadoId: number) =>
  useQuery({
    queryKey: [...incidenciasKey, desde, hasta, empleadoId],
    queryFn: () => listIncidencias(desde, hasta, empleadoId),
  });
