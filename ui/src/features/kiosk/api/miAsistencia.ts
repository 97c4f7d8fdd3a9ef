import type { CheckInResult } from '@reloj/contract/attendance';
import { DEVICE_FINGERPRINT_HEADER } from '@reloj/contract/devices';
import { MI_ASISTENCIA_HEADER, type Solicitud, type SolicitudInput } from '@reloj/contract/solicitudes';
import { request } from '../../../lib/api';

/** What a punch's answer opened: the person's token on this kiosk (header X-Mi-Asistencia) and who they are. */
export type MiAsistenciaPase = { token: string; expira: string; nombre: string };

/** The pase of a punch that carries one (face or NIP punch of a daemon with issue 43); null otherwise. */
export const paseDe = (punch: CheckInResult): MiAsistenciaPase | null =>
  punch.miAsistencia ? { token: punch.miAsistencia.token, expira: punch.miAsistencia.expira, nombre: punch.nombre } : null;

/** One day of the current pay period, as the pre-nómina engine reads it (GET /api/kiosk/mi-asistencia `dias`). */
export type MiDia = {
  fecha: string;
  diaSemana: string;
  /** DiaEstado: asistencia, retardo, falta, descanso, festivo, incidencia, sin_salida, sin_registro. */
  estado: string;
  estadoTexto: string;
  turno: string | null;
  entradas: string[];
  salidas: string[];
  retardos: number;
  minutosRetardo: number;
  falta: boolean;
  sinSalida: boolean;
  salidasAnticipadas: number;
  minutosSalidaAnticipada: number;
  minutosTrabajados: number;
  /** Overtime hours of the day. */
  horasExtra: number;
  incidencia: string | null;
  festivo: boolean;
  justificable: boolean;
};

/** GET /api/kiosk/mi-asistencia: the person's current period, balance, turno and requests (pesos only by rule). */
export type MiAsistencia = {
  empleado: { id: number; nombre: string };
  hoy: string;
  periodo: { desde: string; hasta: string; texto: string };
  dias: MiDia[];
  totales: { diasTrabajados: number; faltas: number; retardos: number; minutosTrabajados: number; horasExtraDobles: number; horasExtraTriples: number } | null;
  importes: { total: number } | null;
  vacaciones: { pendientes: number; proximoAniversario: string; diasProximoAniversario: number };
  turno: { semana: { fecha: string; diaSemana: string; turno: string }[]; proximoDescanso: string | null };
  solicitudes: Solicitud[];
};

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
