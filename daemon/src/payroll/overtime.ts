import { weekStart } from './calendar.js';

/** LFT art. 68: the first nine overtime hours of a week are paid double, the rest triple. */
const DOUBLE_MINUTES_PER_WEEK = 9 * 60;

export type OvertimeCount = { counted: number; sinAutorizar: number };

/**
 * Overtime of one day in whole blocks. The authorised hours are a cap, itself cut down to whole blocks
 * (1.25 h authorised with 30-minute blocks pays 1 h), so the paid figure is always whole blocks.
 */
export function countOvertime(opts: {
  minutesPastSalida: number;
  bloqueMinutos: number;
  requiereAutorizacion: boolean;
  minutosAutorizados: number;
}): OvertimeCount {
  const block = Math.max(1, Math.floor(opts.bloqueMinutos));
  const toBlocks = (minutes: number) => Math.floor(Math.max(0, minutes) / block) * block;
  const worked = toBlocks(opts.minutesPastSalida);
  const counted = opts.requiereAutorizacion ? toBlocks(Math.min(worked, opts.minutosAutorizados)) : worked;
  return { counted, sinAutorizar: worked - counted };
}

export type OvertimeSplit = { dobles: number; triples: number };

/**
 * Splits each day's counted minutes into double and triple, in chronological order within each week
 * (weeks start on inicioSemana). Only days inside the period are known, so a week cut by the period's
 * start counts its nine double hours from the period's first day.
 */
export function splitByWeek(
  days: readonly { fecha: string; minutos: number }[],
  inicioSemana: number,
): Map<string, OvertimeSplit> {
  const usedPerWeek = new Map<string, number>();
  const out = new Map<string, OvertimeSplit>();
  for (const day of [...days].sort((a, b) => a.fecha.localeCompare(b.fecha))) {
    const week = weekStart(day.fecha, inicioSemana);
    const used = usedPerWeek.get(week) ?? 0;
    const dobles = Math.min(day.minutos, Math.max(0, DOUBLE_MINUTES_PER_WEEK - used));
    out.set(day.fecha, { dobles, triples: day.minutos - dobles });
    usedPerWeek.set(week, used + day.minutos);
  }
  return out;
}
