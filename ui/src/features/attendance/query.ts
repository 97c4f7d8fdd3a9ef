import { attendanceRangeProblem, attendanceText, type AttendanceQuery } from '@reloj/contract/attendance';
import type { AttendanceFilters } from './types';

/** The query string of GET /api/attendance for the filters (the contract's parameters); empty ones are left out. */
export function attendanceQuery(filters: AttendanceFilters, formato?: 'csv'): string {
  const query: AttendanceQuery = {
    desde: filters.desde || undefined,
    hasta: filters.hasta || undefined,
    sucursal: filters.sucursal || undefined,
    empleado: filters.empleado || undefined,
    formato,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

/** The download link of 'Exportar CSV': the same filters, formato=csv. */
export const attendanceCsvUrl = (filters: AttendanceFilters) => `/api/attendance?${attendanceQuery(filters, 'csv')}`;

/** Why the period cannot be asked for, in the server's words (the contract's rule); null when it can. */
export function periodError({ desde, hasta }: AttendanceFilters): string | null {
  if (!desde || !hasta) return attendanceText.datesMissing;
  return attendanceRangeProblem(desde, hasta)?.message ?? null;
}
