import type { CheckInResult } from '@reloj/contract/attendance';
import { DEVICE_FINGERPRINT_HEADER } from '@reloj/contract/devices';
import { MI_ASISTENCIA_HEADER, type MiAsistencia, type MiDia, type Solicitud, type SolicitudInput } from '@reloj/contract/solicitudes';
import { request } from '../../../lib/api';

/** What a punch's answer opened: the person's token on this kiosk (header X-Mi-Asistencia) and who they are. */
export type MiAsistenciaPase = { token: string; expira: string; nombre: string };

/** The pase of a punch that carries one (face or NIP punch of a daemon with issue 43); null otherwise. */
export const paseDe = (punch: CheckInResult): MiAsistenciaPase | null =>
  punch.miAsistencia ? { token: punch.miAsistencia.token, expira: punch.miAsistencia.expira, nombre: punch.nombre } : null;

/** GET /api/kiosk/mi-asistencia's answer and its days, as the contract describes them. */
export type { MiAsistencia, MiDia };

type Sending = { fingerprint: string; token: string; timeoutMs: number };
const headers = ({ fingerprint, token }: Sending) => ({ [DEVICE_FINGERPRINT_HEADER]: fingerprint, [MI_ASISTENCIA_HEADER]: token });

/** GET /api/kiosk/mi-asistencia with the kiosk's identity and the person's token; 401 once the token is no longer good. */
export const getMiAsistencia = (opts: Sending) =>
  request<MiAsistencia>('GET', '/api/kiosk/mi-asistencia', undefined, { headers: headers(opts), timeoutMs: opts.timeoutMs });

/** POST /api/kiosk/solicitudes → 201 with the stored request (422 with the daemon's sentence when it is refused). */
export const postSolicitud = (input: SolicitudInput, opts: Sending) =>
  request<Solicitud>('POST', '/api/kiosk/solicitudes', input, { headers: headers(opts), timeoutMs: opts.timeoutMs });

/** POST /api/kiosk/mi-asistencia/cerrar: the token stops working at once ('Cerrar', or the screen closing by itself). */
export const cerrarMiAsistencia = (opts: Sending) =>
  request<void>('POST', '/api/kiosk/mi-asistencia/cerrar', {}, { headers: headers(opts), timeoutMs: opts.timeoutMs });
