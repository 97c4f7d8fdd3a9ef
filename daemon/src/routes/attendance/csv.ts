import type { PunchListRow } from '../../db/repositories/attendance.js';
import { asText } from '@reloj/payroll/export';

const escape = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** 'YYYY-MM-DD' -> 'dd/mm/aaaa', as people in Mexico write dates. */
const dayMonthYear = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** An instant's local wall clock in the box's zone: its date 'YYYY-MM-DD', its time 'HH:MM:SS' and its ISO 8601 form with the offset. */
function localParts(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return (instant: Date) => {
    const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
    const date = `${part.year}-${part.month}-${part.day}`;
    const time = `${part.hour}:${part.minute}:${part.second}`;
    const offset = (part.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
    return { date, time, iso: `${date}T${time}${offset}` };
  };
}

/**
 * UTF-8 with a BOM and CRLF, so Excel (es-MX) opens it with accents intact. Dates read dd/mm/aaaa for people; the
 * last two columns repeat the instant (ISO 8601 with the box's offset) and the working day (YYYY-MM-DD) for tools.
 */
export function punchesCsv(rows: PunchListRow[], timeZone: string): string {
  const local = localParts(timeZone);
  const header = [
    'Fecha',
    'Hora',
    'Día laboral',
    'ID empleado',
    'Empleado',
    'Sucursal',
    'Tipo',
    'Dispositivo',
    'Similitud',
    'Fecha y hora ISO',
    'Día laboral ISO',
  ];
  const lines = rows.map((r) => {
    const { date, time, iso } = local(new Date(r.hora));
    const similitud = r.match_score === null ? '' : r.match_score.toFixed(3);
    return [
      dayMonthYear(date),
      time,
      dayMonthYear(r.fecha_local),
      r.empleado_id,
      asText(r.empleado),
      asText(r.sucursal),
      r.tipo === 'entrada' ? 'Entrada' : 'Salida',
      asText(r.dispositivo),
      similitud,
      iso,
      r.fecha_local,
    ]
      .map(escape)
      .join(',');
  });
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
