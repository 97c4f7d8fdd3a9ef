/** Dates and times as a person in Mexico reads them, in the browser's time zone (the box's, on the LAN). */
const dayFormat = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const longFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' });

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'dom, 22 de nov de 2026' */
export const formatDay = (iso: string) => {
  const date = parse(iso);
  return date ? dayFormat.format(date) : iso;
};

/** '07:58' (24 h) */
export const formatTime = (iso: string) => {
  const date = parse(iso);
  return date ? timeFormat.format(date) : iso;
};

/** 'domingo, 22 de noviembre de 2026, 07:58' */
export const formatLong = (iso: string) => {
  const date = parse(iso);
  return date ? longFormat.format(date) : iso;
};

/** A calendar date YYYY-MM-DD (a working day) as 'dom, 22 de nov de 2026'. */
export const formatCalendarDay = (day: string) => formatDay(`${day}T12:00:00`);

/** The local date of an instant as YYYY-MM-DD. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date of the instant, as the filter's date inputs hold it. */
export const localDayOf = (iso: string) => {
  const date = parse(iso);
  return date ? localDate(date) : iso;
};

export const punchTypeLabels = { entrada: 'Entrada', salida: 'Salida' } as const;
