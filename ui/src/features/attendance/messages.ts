import type { PunchType } from '@reloj/contract/attendance';

/** How a punch type reads on the screen. */
export const punchTypeLabels: Record<PunchType, string> = { entrada: 'Entrada', salida: 'Salida' };

/** Where a punch an administrator added by hand (no kiosk) was taken. */
export const MANUAL_PUNCH = 'Checada manual';
