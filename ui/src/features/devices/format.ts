const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '22 nov 2026' in the browser's time zone; the raw text if it is not a date. */
export const formatDate = (iso: string) => {
  const date = parse(iso);
  return date ? dateFormat.format(date) : iso;
};

/** '07:58' (24 h); empty if it is not a date. */
export const formatTime = (iso: string) => {
  const date = parse(iso);
  return date ? timeFormat.format(date) : '';
};
