import type { CheckInResult } from '@reloj/contract/attendance';
import { clockMinutes, dayMonthYear, weekday } from '@reloj/contract/dates';
import { clockOf, segmentSpan, segmentosText } from '@reloj/contract/turnos';
import { periodContaining } from '@reloj/contract/periodos';
import type { PeriodoTipo } from '@reloj/contract/reglas';
import type { Repositories } from '../../db/repositories/index.js';
import { wallClock } from '../../lib/dates.js';
import { formatMinutes, plural, type DayResult, type PayrollBono, type PrenominaResult } from '@reloj/payroll';
import type { EmployeeFigures, PrenominaService } from '../prenomina/index.js';

export type KioskEstado = NonNullable<CheckInResult['estado']>;

/** The punch the kiosk just answered with (new or repeated). */
export type StatusPunch = { id: number; empleadoId: number; tipo: 'entrada' | 'salida'; hora: string; diaLaboral: string };

const EN_EL_PERIODO: Record<PeriodoTipo, string> = { semanal: 'esta semana', catorcenal: 'esta catorcena', quincenal: 'esta quincena' };

const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

/** Minutes between each entrada and its salida (1st-2nd, 3rd-4th...) of the day, up to and including `upTo`. */
function minutesWorked(times: readonly { id: number; hora: string }[], upTo: number): number {
  const end = times.findIndex((t) => t.id === upTo);
  let total = 0;
  for (let i = 1; i <= end; i += 2) total += minuteOf(times[i]!.hora) - minuteOf(times[i - 1]!.hora);
  return total;
}

/** Signed minutes from clock time `b` to `a` on the nearest side of midnight ('00:05' is 10 after '23:55'). */
function clockDiff(a: string, b: string): number {
  const d = clockMinutes(a) - clockMinutes(b);
  return ((d + 720 + 1440) % 1440) - 720;
}

/**
 * 'a tiempo' / 'retardo de 8 min' for an entrada that opens one of the day's scheduled segments (issue 41: a split
 * shift's return at 17:12 to a 17:00 segment is a retardo too); null otherwise (rest day, a later entrada of a segment).
 */
function puntualidad(day: DayResult | undefined, hora: string, tolerancia: number): string | null {
  if (!day?.laborable) return null;
  const segmento = day.segmentos.find((s) => s.checadaEntrada === hora);
  if (!segmento) return null;
  const late = clockDiff(hora, segmento.entrada) - tolerancia;
  return late > 0 ? `retardo de ${formatMinutes(late)}` : 'a tiempo';
}

/** Issue 41: ' · salida anticipada: tu turno termina a las 18:00' when this salida closes a segment early. */
function salidaAnticipada(day: DayResult | undefined, hora: string, tolerancia: number): string {
  const segmento = day?.segmentos.find((s) => s.checadaSalida === hora);
  if (!segmento) return '';
  const fin = clockOf(segmentSpan(segmento).end);
  return clockDiff(fin, hora) > tolerancia ? ` · salida anticipada: tu turno termina a las ${fin}` : '';
}

/** Issue 41: 'Tu turno de hoy: 15:00 a 22:30.' on the first punch of a working day. */
function turnoDeHoy(day: DayResult | undefined): string | null {
  return day && day.segmentos.length > 0 ? `Tu turno de hoy: ${segmentosText(day.segmentos)}.` : null;
}

/** A puntualidad or asistencia bono with some retardos / faltas counted: how close it is to being lost, or that it was. */
export function avisoDeBono(bono: PayrollBono | null, result: Pick<PrenominaResult, 'retardos' | 'faltas'>, periodo: PeriodoTipo): string | null {
  if (!bono || bono.tipo === 'fijo') return null;
  const [count, unit] = bono.tipo === 'puntualidad' ? [result.retardos, 'retardo'] : [result.faltas, 'falta'];
  if (count === 0) return null;
  const cuando = EN_EL_PERIODO[periodo];
  const nombre = `bono de ${bono.tipo}`;
  if (count < bono.pierdeCon) return `Llevas ${plural(count, unit)} ${cuando}; con ${bono.pierdeCon} se pierde el ${nombre}.`;
  return `Con ${plural(count, unit)} ${cuando} se perdió el ${nombre}.`;
}

/**
 * Issue 40: the period so far has working days before the employee's inicioRegistro ('sin_registro': the box was not
 * recording yet). Said on every punch of that period, so that a first week with fewer days is not read as faltas.
 */
export function avisoDeInicioRegistro(result: Pick<PrenominaResult, 'dias'>, inicioRegistro: string | null | undefined): string | null {
  if (!inicioRegistro || !result.dias.some((d) => d.estado === 'sin_registro' && d.laborable)) return null;
  return `El registro empezó el ${dayMonthYear(inicioRegistro)}: los días anteriores no cuentan como faltas.`;
}

/**
 * Issue 31: the vacation days left, once a week (the first punch of a Monday working day), only when there is one or
 * more. Null pendientes (issue 40: hired before the record's start, no opening balance yet): no number is told.
 */
export function avisoDeVacaciones(pendientes: number | null): string | null {
  if (pendientes === null || pendientes < 1) return null;
  return pendientes === 1 ? 'Te queda 1 día de vacaciones.' : `Te quedan ${pendientes} días de vacaciones.`;
}

/**
 * The employee's own status under the kiosk's success message (issue 13), from the pre-nómina engine over the pay
 * period up to the punch's working day: 'Entrada 09:18 · retardo de 8 min', 'Salida 18:05 · 8 h 35 min trabajados hoy',
 * the day's turno on its first punch ('Tu turno de hoy: 15:00 a 22:30.', issue 41), a salida before the turno's end,
 * a note when the period began before the employee's record did (issue 40), and a bono at risk. Null when the rules turn it off (a shared screen).
 */
export function createKioskStatus(
  deps: Pick<Repositories, 'reglas' | 'attendance'> & {
    timeZone: string;
    computeEmployee: PrenominaService['computeEmployee'];
    /** Issue 31: the employee's pending vacation days (services/prestaciones/prestaciones.ts); absent: never shown. */
    vacacionesPendientes?: (empleadoId: number) => number | null;
  },
) {
  const { reglas, attendance: punches } = deps;

  return (punch: StatusPunch): KioskEstado | null => {
    const rules = reglas.get();
    if (!rules.estadoEnKiosco) return null;
    const { hour, minute } = wallClock(new Date(punch.hora), deps.timeZone);
    const hora = `${hour}:${minute}`;
    const periodo = periodContaining(punch.diaLaboral, rules);
    const figures: EmployeeFigures | null = deps.computeEmployee({ desde: periodo.desde, hasta: punch.diaLaboral }, punch.empleadoId);
    const times = punches.dayTimes(punch.empleadoId, punch.diaLaboral);

    const day = figures?.result.dias.find((d) => d.fecha === punch.diaLaboral);
    const firstOfDay = times[0]?.id === punch.id;
    let resumen: string;
    if (punch.tipo === 'salida') {
      resumen = `Salida ${hora} · ${formatMinutes(minutesWorked(times, punch.id))} trabajados hoy${salidaAnticipada(day, hora, rules.toleranciaMinutos)}`;
    } else {
      const estado = puntualidad(day, hora, rules.toleranciaMinutos);
      resumen = estado ? `Entrada ${hora} · ${estado}` : `Entrada ${hora}`;
    }
    const turno = punch.tipo === 'entrada' && firstOfDay ? turnoDeHoy(day) : null;
    const inicio = figures ? avisoDeInicioRegistro(figures.result, figures.employee.inicioRegistro) : null;
    const bono = figures ? avisoDeBono(figures.employee.bono, figures.result, rules.periodo) : null;
    // Monday's first punch (of the working day) adds the vacation days left; never every time.
    const lunes = weekday(punch.diaLaboral) === 1 && firstOfDay;
    const vacaciones = lunes && deps.vacacionesPendientes ? avisoDeVacaciones(deps.vacacionesPendientes(punch.empleadoId)) : null;
    const aviso = [inicio, bono, vacaciones].filter((line): line is string => line !== null).join(' ');
    return { resumen, aviso: aviso === '' ? null : aviso, turno };
  };
}

export type KioskStatus = ReturnType<typeof createKioskStatus>;
