import type { AttendanceFilters } from './types';

/** The query string of GET /api/attendance for the filters; empty ones are left out. */
export function attendanceQuery(filters: AttendanceFilters, formato?: 'csv'): string {
  const params = new URLSearchParams();
  for (const key of ['desde', 'hasta', 'sucursal', 'empleado'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (formato) params.set('formato', formato);
  return params.toString();
}

/** The download link of 'Exportar CSV': the same filters, formato=csv. */
export const attendanceCsvUrl = (filters: AttendanceFilters) => `/api/attendance?${attendanceQuery(filters, 'csv')}`;

/** Why the period cannot be asked for, in the server's words; null when it can. */
export function periodError({ desde, hasta }: AttendanceFilters): string | null {
  if (!desde || !hasta) return 'Elige las fechas "desde" y "hasta".';
  if (desde > hasta) return 'La fecha "desde" no puede ser posterior a "hasta".';
  return null;
}
