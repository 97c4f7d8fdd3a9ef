import { useQuery } from '@tanstack/react-query';
import type { Solicitud, SolicitudEstado } from '@reloj/contract/solicitudes';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { attendanceKey } from '../../../api/attendance';
import { incidenciasKey } from '../../../api/payrollChanges';
import { prenominaKey } from '../../../api/prenomina';

/** How often the inbox is read again while it is open: a request sent at the kiosk shows up without reloading. */
export const SOLICITUDES_REFRESH_MS = 30_000;

export const solicitudesKey = ['solicitudes'] as const;

/** GET /api/solicitudes?estado=: the requests of the user's branches in that state, each with its day's punches. */
export const useSolicitudes = (estado: SolicitudEstado) =>
  useQuery({
    queryKey: [...solicitudesKey, estado],
    queryFn: () => api.get<Solicitud[]>(`/api/solicitudes?estado=${estado}`),
    refetchInterval: SOLICITUDES_REFRESH_MS,
  });

/**
 * What approving or rejecting changes besides the inbox: the punches, incidencias and pre-nómina screens (the approval
 * creates what the request asks for), read again when next shown.
 */
const alsoChanges = [attendanceKey, incidenciasKey, prenominaKey];

/** POST /api/solicitudes/{id}/aprobar → the request, approved, and what it created; 409 when its period is closed. */
export const useAprobarSolicitud = (callbacks: MutationCallbacks<Solicitud, Solicitud>) =>
  useInvalidatingMutation(
    [solicitudesKey],
    { mutationFn: (s: Solicitud) => api.post<Solicitud>(`/api/solicitudes/${s.id}/aprobar`, {}), ...callbacks },
    alsoChanges,
  );

export type Rechazo = { solicitud: Solicitud; motivo: string };

/** POST /api/solicitudes/{id}/rechazar {motivo} → the request, rejected. */
export const useRechazarSolicitud = (callbacks: MutationCallbacks<Solicitud, Rechazo>) =>
  useInvalidatingMutation([solicitudesKey], {
    mutationFn: ({ solicitud, motivo }: Rechazo) => api.post<Solicitud>(`/api/solicitudes/${solicitud.id}/rechazar`, { motivo }),
    ...callbacks,
  });
