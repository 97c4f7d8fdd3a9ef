import type { PunchListRow } from '../../db/repositories/punches.js';

const escape = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A text typed by a person (a name, a device name) that starts like a formula would run as one when the
 * file is opened in Excel or LibreOffice ('=HYPERLINK(...)', '@SUM(...)'): a leading apostrophe keeps it text.
 */
const asText = (value: string | null) => (value !== null && /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value);

/** UTF-8 with a BOM and CRLF, so Excel (es-MX) opens it with accents intact. */
export function punchesCsv(rows: PunchListRow[], timeZone: string): string {
  const time = new Intl.DateTimeFormat('es-MX', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const header = ['Fecha', 'Hora', 'Día laboral', 'ID empleado', 'Empleado', 'Sucursal', 'Tipo', 'Dispositivo', 'Similitud'];
  const lines = rows.map((r) => {
    const instant = new Date(r.hora);
    return [date.format(instant), time.format(instant), r.fecha_local, r.empleado_id, asText(r.empleado), asText(r.sucursal), r.tipo === 'entrada' ? 'Entrada' : 'Salida', asText(r.dispositivo), r.match_score === null ? '' : r.match_score.toFixed(3)]
      .map(escape)
      .join(',');
  });
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
