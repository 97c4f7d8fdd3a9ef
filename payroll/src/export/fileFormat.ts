import type { FormatoFecha, PerfilExportacion } from '@reloj/contract/exportacion';

/** 'YYYY-MM-DD' in the profile's date format. */
export function formatFecha(fecha: string, formato: FormatoFecha): string {
  const [y, m, d] = fecha.split('-') as [string, string, string];
  switch (formato) {
    case 'dd/mm/aaaa':
      return `${d}/${m}/${y}`;
    case 'dd-mm-aaaa':
      return `${d}-${m}-${y}`;
    case 'aaaammdd':
      return `${y}${m}${d}`;
    case 'aaaa-mm-dd':
      return fecha;
  }
}

/** Hours as decimal (1.5, at most two decimals) or as hours.minutes (1.30), by whole minutes. */
export function formatHoras(horas: number, formato: PerfilExportacion['formatoHoras']): string {
  const minutes = Math.round(horas * 60);
  if (formato === 'hmm') return `${Math.floor(minutes / 60)}.${String(minutes % 60).padStart(2, '0')}`;
  return String(Math.round((minutes / 60) * 100) / 100);
}

/** Centavos as pesos with two decimals and a point, no thousands separator ('1250.50'). */
export const formatImporte = (centavos: number): string => (centavos / 100).toFixed(2);

/**
 * A text typed by a person (a name, a número de empleado, a code) that starts like a formula would run as one when
 * the file is opened in Excel or LibreOffice ('=HYPERLINK(...)', '@SUM(...)', '-A1'): a leading apostrophe keeps it
 * text. Every delimited file the box writes (attendance CSV, incidencias files) passes its typed text through here;
 * the figures it writes itself (hours, amounts, dates) are left as they are, so a number stays a number.
 */
export function asText(value: string): string;
export function asText(value: string | null): string | null;
export function asText(value: string | null): string | null {
  return value !== null && /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/** A field quoted as RFC 4180 asks when it holds the separator, a quote or a line break. */
export function quoteField(value: string, separador: string): string {
  if (!value.includes(separador) && !/["\r\n]/.test(value)) return value;
  return `"${value.replaceAll('"', '""')}"`;
}
