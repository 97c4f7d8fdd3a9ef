/**
 * The addresses of the pre-nómina's files. They are plain links (`<a href download>`), so that the browser downloads
 * them itself with the session cookie and names them from the server's Content-Disposition.
 */
import { prenominaQueryString, type PrenominaFilters } from '../../../api/prenomina';

/** The period and branch ('' for all) of the files. */
export type PeriodoDescarga = PrenominaFilters;

function query(periodo: PeriodoDescarga, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(prenominaQueryString(periodo));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** GET /api/prenomina?…&formato=xlsx → the pre-nómina as an Excel workbook. */
export const excelUrl = (periodo: PeriodoDescarga) => `/api/prenomina?${query(periodo, { formato: 'xlsx' })}`;

/** GET /api/prenomina/incidencias?…&perfil= → the incidencias file for the payroll program ('contpaqi', 'noi' or a saved profile's id). */
export const incidenciasUrl = (periodo: PeriodoDescarga, perfil: string) => `/api/prenomina/incidencias?${query(periodo, { perfil })}`;

/** The printable time cards of the period (a page of the panel). */
export const tarjetasUrl = (periodo: PeriodoDescarga) => `/admin/prenomina/tarjetas?${query(periodo)}`;
