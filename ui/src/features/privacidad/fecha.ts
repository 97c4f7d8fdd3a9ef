/** When a notice was published, as a person in Mexico reads it (es-MX, 24-hour clock), in the browser's time zone (the box's, on the LAN). */
const fechaFormat = new Intl.DateTimeFormat('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric' });
const horaFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '14/05/2026' */
export const formatFecha = (iso: string) => fechaFormat.format(new Date(iso));

/** '09:05' */
export const formatHora = (iso: string) => horaFormat.format(new Date(iso));

/** A local calendar day 'aaaa-mm-dd' as '14/05/2026' (no time zone involved). */
export const formatFechaLocal = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
