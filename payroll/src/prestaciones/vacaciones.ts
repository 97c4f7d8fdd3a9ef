/**
 * Vacation entitlement (issue 31): LFT arts. 76-81 as reformed by the "vacaciones dignas" decree, in force since
 * 1 January 2023. Pure: the daemon passes the dates; nothing here reads a clock or a database.
 */
import { WEEKDAYS_ES } from '@reloj/contract/common';
import { addDays, addYears, dayMonthYear, daysBetween, weekday } from '@reloj/contract/dates';
import type { Vacaciones, VacacionesAnio } from '@reloj/contract/prestaciones';
import { lftHolidays } from '../holidays.js';
import { ratio, roundHalfUp } from '../money.js';
import type { Holiday } from '../types.js';

/**
 * LFT art. 76 (reformed, in force since 1 January 2023): 12 days for the first year of service, 2 more each year up to
 * 20 in the fifth; from the sixth, 2 more for every five years of service (22 for years 6-10, 24 for 11-15, 26 for
 * 16-20, 28 for 21-25, 30 for 26-30, 32 for 31-35…).
 */
export function diasVacacionesLey(anioServicio: number): number {
  if (!Number.isInteger(anioServicio) || anioServicio < 1) throw new RangeError(`anioServicio must be a whole number from 1: ${anioServicio}`);
  if (anioServicio <= 5) return 10 + 2 * anioServicio;
  return 22 + 2 * Math.floor((anioServicio - 6) / 5);
}

/** The "vacaciones dignas" decree (DOF 27 Dec 2022) took effect on this day. */
export const REFORMA_VACACIONES = '2023-01-01';

/**
 * LFT art. 76 before that reform: 6 days the first year, 2 more each year up to 12 in the fourth; from the fifth, 2
 * more for every five years of service (14 for years 5-9, 16 for 10-14, 18 for 15-19…).
 */
export function diasVacacionesAntesDeLaReforma(anioServicio: number): number {
  if (!Number.isInteger(anioServicio) || anioServicio < 1) throw new RangeError(`anioServicio must be a whole number from 1: ${anioServicio}`);
  if (anioServicio <= 4) return 4 + 2 * anioServicio;
  return 14 + 2 * Math.floor((anioServicio - 5) / 5);
}

/**
 * The law's days for the year of service that opened on `abre`: the reform applies to the years that open (whose
 * anniversary falls) from 1 January 2023; a year that opened before keeps the table then in force (the decree's
 * transitory article: it does not reach back).
 */
export const diasVacacionesDelAnio = (anioServicio: number, abre: string): number =>
  abre < REFORMA_VACACIONES ? diasVacacionesAntesDeLaReforma(anioServicio) : diasVacacionesLey(anioServicio);

/**
 * The `anio`-th anniversary of fechaIngreso. A hire on 29 February has its anniversary on 28 February in common years:
 * the law is silent and this is the usual practice (the day that closes the same number of months).
 */
export const aniversario = (fechaIngreso: string, anio: number): string => addYears(fechaIngreso, anio);

/** `date` plus `months` months, the day clamped to the end of a shorter month ('2025-08-31' + 6 = '2026-02-28'). */
function addMonths(date: string, months: number): string {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Pending days are flagged 18 months after their anniversary: art. 81 asks for the vacation within the six months after
 * the anniversary, and art. 516 gives the worker one year after that to claim it. Flagged, never taken away.
 */
export const MESES_PARA_VENCER = 18;

/** What tells a working day from another for vacations: the person's rest days and the company's own holidays. */
export type CalendarioVacaciones = {
  /** Weekday numbers of the rest days, 0 = domingo (the employee's current schedule). */
  diasDescanso: readonly number[];
  /** The company's holidays (`festivos`); the LFT art. 74 days are computed here. */
  festivosEmpresa: readonly Holiday[];
};

/** A vacation day that is not a working day, and why. */
export type DiaNoLaborable = { fecha: string; motivo: 'festivo_ley' | 'festivo_empresa' | 'descanso'; nombre: string };

/**
 * Art. 76 grants vacation in working days (días laborables): a day that is an art. 74 holiday, a company holiday or
 * the person's rest day is paid as what it is (the pre-nómina pays the holiday or the rest, classifyDay), so a
 * 'vacaciones' incidencia on it takes nothing from the balance. Null: a working day, which does.
 */
export function diaNoLaborable(fecha: string, calendario: CalendarioVacaciones): DiaNoLaborable | null {
  const ley = lftHolidays(Number(fecha.slice(0, 4))).find((h) => h.fecha === fecha);
  if (ley) return { fecha, motivo: 'festivo_ley', nombre: ley.nombre };
  const empresa = calendario.festivosEmpresa.find((h) => h.fecha === fecha);
  if (empresa) return { fecha, motivo: 'festivo_empresa', nombre: empresa.nombre };
  const dia = weekday(fecha);
  if (calendario.diasDescanso.includes(dia)) return { fecha, motivo: 'descanso', nombre: WEEKDAYS_ES[dia]! };
  return null;
}

/** The sentence the panel shows when such a day is entered: 'El 16/09/2026 es día festivo (…, art. 74): …'. */
export function avisoNoLaborable(dia: DiaNoLaborable): string {
  const cual =
    dia.motivo === 'festivo_ley'
      ? `día festivo (${dia.nombre}, art.\u00a074 de la LFT)`
      : dia.motivo === 'festivo_empresa'
        ? `día festivo de la empresa (${dia.nombre})`
        : `su día de descanso (${dia.nombre})`;
  return `El ${dayMonthYear(dia.fecha)} es ${cual}: no se descuenta de sus vacaciones (art.\u00a076: se cuentan días laborables).`;
}

/** The vacation dates that consume the balance: those on working days (diaNoLaborable). */
export const vacacionesQueCuentan = (tomadas: readonly string[], calendario: CalendarioVacaciones): string[] =>
  tomadas.filter((fecha) => diaNoLaborable(fecha, calendario) === null);

export type SaldoVacacionesInput = {
  fechaIngreso: string;
  /** The date the balance is taken at: today, or the fechaBaja. */
  fechaCorte: string;
  /**
   * The balance at the end of fechaCorte, that day served: true for a baja (the fechaBaja is a day worked, as the
   * finiquito counts the years of service). A year completed on fechaCorte is then opened whole, and the proportional
   * part counts fechaCorte. False (today): the balance as the day starts.
   */
  alCierre?: boolean;
  /** The company's days above the law, every year (rule diasVacacionesExtra). */
  diasExtra: number;
  /**
   * One date per vacation day taken on a working day, whatever its date (days before their year opened were advanced
   * by the company); vacacionesQueCuentan leaves out holidays and rest days.
   */
  tomadas: readonly string[];
  /**
   * Issue 40: what was owed when the record started. Years opened on or before its `fecha` count only the days it says
   * were pending; vacation dates before its `fecha` are in it and are not counted again.
   */
  saldoInicial?: SaldoInicialVacaciones | null;
  /** The employee was hired before the record's start: without `saldoInicial` no balance can be told (pendientes null). */
  requiereSaldoInicial?: boolean;
};

/** Issue 40: an opening balance as the engine reads it (the daemon stores it per employee, the latest in force). */
export type SaldoInicialVacaciones = {
  /** The day it was taken at, normally the employee's inicioRegistro. */
  fecha: string;
  /** Pending days at `fecha` per year of service opened on or before it (by its anniversary); a year not listed has none. */
  anios: readonly { aniversario: string; pendientes: number }[];
  /** Days taken before `fecha` from the year of service under way then (advanced against it): taken from it when it opens. */
  tomadosAnioEnCurso: number;
};

/** A year of service with its anniversary and its days (art. 76 plus diasExtra). */
export type AnioDeServicio = { anioServicio: number; aniversario: string; dias: number };

/** The years of service opened on or before `fecha` (an anniversary on `fecha` opens that day), oldest first. */
export function aniosAbiertos(fechaIngreso: string, fecha: string, diasExtra: number): AnioDeServicio[] {
  const anios: AnioDeServicio[] = [];
  for (let anio = 1; aniversario(fechaIngreso, anio) <= fecha; anio++) {
    const abre = aniversario(fechaIngreso, anio);
    anios.push({ anioServicio: anio, aniversario: abre, dias: diasVacacionesDelAnio(anio, abre) + diasExtra });
  }
  return anios;
}

/** The year of service under way at `fecha`: the one its next anniversary (after `fecha`) will open. */
export function anioEnCursoAl(fechaIngreso: string, fecha: string, diasExtra: number): AnioDeServicio {
  const siguiente = aniosAbiertos(fechaIngreso, fecha, diasExtra).length + 1;
  const abre = aniversario(fechaIngreso, siguiente);
  return { anioServicio: siguiente, aniversario: abre, dias: diasVacacionesDelAnio(siguiente, abre) + diasExtra };
}

/** The last day before a year's pending days are flagged (vencidos): its anniversary plus MESES_PARA_VENCER (arts. 81, 516). */
export const vencenEl = (aniversario: string): string => addMonths(aniversario, MESES_PARA_VENCER);

const vencidoAl = (abre: string, fecha: string) => fecha > vencenEl(abre);

/**
 * Issue 40: a single total of pending days at `fecha`, assigned to the oldest open years: first the years still open
 * (not past the 18 months of MESES_PARA_VENCER at `fecha`), oldest first, each up to its days; whatever is left goes
 * to the older years, newest first. Practice, not law: the owner knows a total, and the law keeps each year's days
 * apart only for the time to take and to claim them (arts. 81, 516). Null: more days than the opened years hold.
 */
export function repartirSaldoInicial(
  fechaIngreso: string,
  fecha: string,
  total: number,
  diasExtra: number,
): { aniversario: string; pendientes: number }[] | null {
  const anios = aniosAbiertos(fechaIngreso, fecha, diasExtra);
  const abiertos = anios.filter((a) => !vencidoAl(a.aniversario, fecha));
  const vencidos = anios.filter((a) => vencidoAl(a.aniversario, fecha)).reverse();
  const asignados = new Map<string, number>();
  let restantes = total;
  for (const a of [...abiertos, ...vencidos]) {
    const dias = Math.min(a.dias, restantes);
    if (dias > 0) asignados.set(a.aniversario, dias);
    restantes -= dias;
  }
  if (restantes > 0) return null;
  return anios.filter((a) => asignados.has(a.aniversario)).map((a) => ({ aniversario: a.aniversario, pendientes: asignados.get(a.aniversario)! }));
}

/**
 * The balance at fechaCorte. Each anniversary of fechaIngreso on or before fechaCorte opens a year (art. 76 days plus
 * diasExtra); the days taken are consumed oldest year first. A year never shows more taken than its days: days taken
 * beyond every opened year (advanced, 'adelantadas') show only in the totals, where `pendientes` goes negative.
 * The same date listed twice counts once (one day of vacation is one day).
 *
 * With an opening balance (issue 40), the years opened on or before its fecha bring only the days it says were
 * pending then (a year with none is left out), the vacation dates before its fecha are in it, and its
 * tomadosAnioEnCurso are taken from the first year opened after it. Without one, while `requiereSaldoInicial`,
 * no balance can be told: `pendientes` is null and `saldoInicialPendiente` true.
 */
export function saldoVacaciones(input: SaldoVacacionesInput): Omit<Vacaciones, 'empleadoId' | 'inicioRegistro' | 'saldoInicial'> {
  const { fechaIngreso, fechaCorte, diasExtra } = input;
  if (fechaCorte < fechaIngreso) throw new RangeError(`fechaCorte ${fechaCorte} is before fechaIngreso ${fechaIngreso}`);
  const inicial = input.saldoInicial ?? null;
  const pendiente = inicial === null && input.requiereSaldoInicial === true;
  // Vacation dates before the opening balance's day are in it.
  const fechas = new Set(inicial ? input.tomadas.filter((f) => f >= inicial.fecha) : input.tomadas);
  const tomados = fechas.size + (inicial?.tomadosAnioEnCurso ?? 0);
  // The first day not served: a year whose anniversary is on or before it is complete (art. 76).
  const hasta = input.alCierre === true ? addDays(fechaCorte, 1) : fechaCorte;
  const delSaldo = new Map((inicial?.anios ?? []).map((a) => [a.aniversario, a.pendientes]));

  const anios: VacacionesAnio[] = [];
  let restantes = fechas.size;
  let anticipados = inicial?.tomadosAnioEnCurso ?? 0;
  let totalDias = 0;
  let opened = 0;
  for (let anio = 1; aniversario(fechaIngreso, anio) <= hasta; anio++) {
    opened = anio;
    const abre = aniversario(fechaIngreso, anio);
    const antes = inicial !== null && abre <= inicial.fecha;
    const dias = antes ? (delSaldo.get(abre) ?? 0) : diasVacacionesDelAnio(anio, abre) + diasExtra;
    totalDias += dias;
    if (antes && dias === 0) continue;
    // The days taken before the opening balance from the year then under way come off that year first.
    const previos = antes ? 0 : Math.min(dias, anticipados);
    anticipados -= previos;
    const tomadosDelAnio = Math.min(dias - previos, restantes);
    restantes -= tomadosDelAnio;
    const pendientes = dias - previos - tomadosDelAnio;
    anios.push({
      anioServicio: anio,
      aniversario: abre,
      dias,
      tomados: previos + tomadosDelAnio,
      pendientes,
      // Art. 81 (six months to grant them) + art. 516 (one year to claim them): more than 18 months after the anniversary.
      vencidos: pendientes > 0 && vencidoAl(abre, fechaCorte),
      ...(antes ? { saldoInicial: true } : {}),
    });
  }

  const siguiente = opened + 1;
  const desde = opened > 0 ? aniversario(fechaIngreso, opened) : fechaIngreso;
  const diasAnioEnCurso = diasVacacionesDelAnio(siguiente, aniversario(fechaIngreso, siguiente)) + diasExtra;
  // Art. 79: the proportional part of the year under way, by the days served since the last anniversary (or the hire),
  // of 365; two decimals, half up.
  const proporcionales = roundHalfUp(ratio(diasAnioEnCurso * daysBetween(desde, hasta) * 100, 365)) / 100;

  return {
    fechaIngreso,
    fechaCorte,
    anios: pendiente ? [] : anios,
    tomados,
    pendientes: pendiente ? null : totalDias - tomados,
    anioEnCurso: { anioServicio: siguiente, aniversario: aniversario(fechaIngreso, siguiente), dias: diasAnioEnCurso, proporcionales },
    saldoInicialPendiente: pendiente,
  };
}
