import { addDays, weekday, weekStart } from '@reloj/contract/dates';
import { clockOf, segmentosText, type RolTurnos, type RolTurnosDia, type Segmento } from '@reloj/contract/turnos';
import { formatLongDay, WEEKDAY_SHORT } from '../../../lib/dateTime';
import { rolText as r } from '../messages';

/** A roster day; `cambioId` (the one-day change to undo) when the daemon tells it. */
export type RosterDay = RolTurnosDia & { cambioId?: number | null; cambioMotivo?: string | null };
export type RosterEmployee = Omit<RolTurnos['empleados'][number], 'dias'> & { dias: RosterDay[] };

export const VISTAS = [1, 2, 4] as const;
export type Vista = (typeof VISTAS)[number];

/** The Monday of the week holding `fecha` (the roster's weeks run lunes to domingo, as the roles do). */
export const lunesDe = (fecha: string) => weekStart(fecha, 1);

/** The roster's days: `semanas` weeks from `desde`. */
export const hastaDe = (desde: string, semanas: Vista) => addDays(desde, semanas * 7 - 1);

const short = (hhmm: string) => (hhmm.endsWith(':00') ? String(Number(hhmm.slice(0, 2))) : hhmm.replace(/^0/, ''));
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A cell's hours, short: '9–18', '10–15 · 17–20', '22:30–5:30', '8–8' (a 24-hour segment). */
export const horasCortas = (segmentos: readonly Segmento[]) => segmentos.map((s) => `${short(s.entrada)}–${short(clockOf(minutesOf(s.salida)))}`).join(' · ');

/** What the day is, in words: 'Descanso', 'MAT Matutino, 07:00 a 15:00', 'Sin turno'. */
export function queEs(dia: RosterDay): string {
  if (dia.descanso) return r.descanso;
  if (!dia.codigo) return r.sinAsignar;
  return `${dia.codigo} ${dia.nombre ?? ''}, ${segmentosText(dia.segmentos)}`.replace(' ,', ',');
}

/** A cell's accessible name: 'ANA LÓPEZ, martes, 10 de marzo de 2026: MAT Matutino, 07:00 a 15:00 (cambio de un día)'. */
export function cellName(nombre: string, dia: RosterDay): string {
  const extras = [
    dia.cambio ? r.cambio.toLocaleLowerCase('es-MX') : null,
    dia.festivo ? `${r.festivo.toLocaleLowerCase('es-MX')}: ${dia.festivo}` : null,
  ].filter(Boolean);
  return r.cellLabel(nombre, formatLongDay(dia.fecha), queEs(dia)) + (extras.length ? ` (${extras.join('; ')})` : '');
}

/** A column's head: 'lun' and '9'. */
export const encabezado = (fecha: string) => ({ dia: WEEKDAY_SHORT[weekday(fecha)] ?? '', numero: String(Number(fecha.slice(8, 10))) });

/** The roster's dates in order, and each date's holiday name (any employee's day tells it). */
export function fechasDe(roster: RolTurnos, desde: string, hasta: string): { fecha: string; festivo: string | null }[] {
  const out: { fecha: string; festivo: string | null }[] = [];
  for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) {
    const festivo = roster.empleados.map((e) => e.dias.find((d) => d.fecha === fecha)?.festivo).find(Boolean) ?? null;
    out.push({ fecha, festivo });
  }
  return out;
}
