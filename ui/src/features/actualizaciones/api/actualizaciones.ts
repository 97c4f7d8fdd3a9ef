import { FINAL_UPDATE_STATES, type Actualizaciones, type EstadoActualizacionInfo } from '@reloj/contract/actualizaciones';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const actualizacionesKey = ['actualizaciones'] as const;

/** How often the page asks for the updater's progress while an update waits or runs. */
export const UPDATE_POLL_MS = 2000;

/** GET /api/actualizaciones: the installed version and the last update's progress or outcome. */
export const getActualizaciones = () => api.get<Actualizaciones>('/api/actualizaciones');

/** Whether an update waits for the system's installer or runs now. */
export const isRunning = (estado: EstadoActualizacionInfo | null | undefined): boolean =>
  estado !== null && estado !== undefined && !FINAL_UPDATE_STATES.includes(estado.estado);

/**
 * The screen's figures, read again every 2 s while an update runs. The daemon restarts in the middle of it: a failed
 * read then keeps the last answer (and the polling) instead of ending it.
 */
export const useActualizaciones = () =>
  useQuery({
    queryKey: actualizacionesKey,
    queryFn: getActualizaciones,
    refetchInterval: (query) => (isRunning(query.state.data?.estado) ? UPDATE_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
