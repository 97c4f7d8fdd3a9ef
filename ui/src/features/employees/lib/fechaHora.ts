import { formatFecha, formatHora } from '../../privacidad/fecha';

/** '14/05/2026 09:05': a consent's moment, dd/mm/aaaa and a 24-hour clock, in the browser's time zone (the box's). */
export const fechaHora = (iso: string) => `${formatFecha(iso)} ${formatHora(iso)}`;
