/** HTML text and attribute escaping. */
export const esc = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const integer = new Intl.NumberFormat('es-MX');

/** Formatters for one time zone: everything a person reads, in es-MX and 24 hours. */
export function formatters(timeZone: string) {
  const dateTime = new Intl.DateTimeFormat('es-MX', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const weekday = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', weekday: 'short' });
  return {
    /** '02 mar 2026, 09:05' */
    dateTime: (d: Date | null) => (d ? dateTime.format(d) : '—'),
    /** '2026-03-02' → '02/03/2026' */
    date: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
    /** '2026-03-02' → 'lun 02/03' */
    dayHeading: (iso: string) => `${weekday.format(new Date(`${iso}T12:00:00Z`)).replace('.', '')} ${iso.slice(8, 10)}/${iso.slice(5, 7)}`,
    /** Centavos as '$1,234.56' */
    money: (centavos: number) => money.format(centavos / 100),
    integer: (n: number) => integer.format(n),
  };
}
export type Formatters = ReturnType<typeof formatters>;

/** '5 min', '3 h 10 min', '2 d 4 h' */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
