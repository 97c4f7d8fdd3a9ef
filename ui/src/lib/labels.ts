/** How the API's kinds (stored in English or as codes) read on screen and on paper, wherever they are shown. */
import type { PunchMethod, PunchType } from '@reloj/contract/attendance';
import type { DeviceStatus } from '@reloj/contract/devices';

export const punchTypeLabels: Record<PunchType, string> = { entrada: 'Entrada', salida: 'Salida' };

/** How a punch was made: with the face, the número de empleado and NIP, or added by an administrator. */
export const punchMethodLabels: Record<PunchMethod, string> = { rostro: 'Rostro', nip: 'NIP', manual: 'Manual' };

export const deviceStatusLabels: Record<DeviceStatus, string> = { pending: 'Pendiente', approved: 'Aprobado', rejected: 'Rechazado' };
