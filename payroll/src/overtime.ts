/**
 * Overtime of a calendar week (weeks start on inicioSemana), issue 28 items 1-3 and 6-7.
 *
 * - Minutes past the scheduled salida add up over the week and are then cut into whole blocks (Segunda Sala de la
 *   Suprema Corte, jurisprudencia 2a./J. 76/2018: the minutes worked past the jornada accumulate). Where the company
 *   requires authorisation, only the authorised minutes of each day count, summed the same way. Each block is paid
 *   on the day that completes it, so a period's blocks never depend on where the period cuts the week.
 * - Time scheduled beyond the jornada's legal maximum (jornada.ts) is overtime on every worked day, authorised or not,
 *   to the minute: the employer scheduled it.
 * - LFT art. 68 (or the limit row in force on the week's first day): the first `horasExtraDoblesSemana` hours of the
 *   week are paid double and the rest triple, in the order they were worked. The week is the calendar week, not the
 *   pay period: days of the week before the period (`antes`) are counted first, and only the period's days are paid.
 * - LFT art. 66 (or the row in force): more than `horasExtraMaxDia` hours in a day, or overtime on more than
 *   `diasExtraMaxSemana` days of a week, is flagged; pay is still as art. 68 says.
 */
import { LIMITE_LEGAL_LFT, limiteVigente, type LimitesSemana } from '@reloj/contract/limitesLegales';
import { weekStart } from './calendar.js';

export type OvertimeDay = {
  fecha: string;
  /** Minutes past the scheduled salida (complete days only). */
  minutosDespues: number;
  /** Of them, those that may be paid: all, or the authorised ones where authorisation is required. */
  minutosElegibles: number;
  /** Scheduled time beyond the legal maximum worked this day. */
  minutosExcedente: number;
};

export type OvertimeDayResult = {
  /** Overtime paid on this day: the blocks it completes plus its scheduled excess. */
  minutos: number;
  /** Whole blocks this day completes. */
  minutosBloques: number;
  /** The week's minutes past the salida that may be paid, summed up to and including this day. */
  minutosSumados: number;
  dobles: number;
  triples: number;
  /** This day's overtime for art. 66 (its own minutes, before blocks). */
  minutosArt66: number;
  /** The 1-based number of this day among the week's days with overtime, 0 when it has none. */
  diaConExtra: number;
};

export type OvertimeWeek = {
  /** The calendar week's first day. */
  inicio: string;
  limite: LimitesSemana;
  /** Minutes past the salida that may be paid, summed over the whole week (days before the period included). */
  minutosExtraSumados: number;
  /** The whole blocks of them paid on the period's days. */
  minutosExtraPagados: number;
  /** Whole blocks worked past the salida but not authorised, on the period's days. */
  minutosSinAutorizar: number;
};

export type OvertimeOptions = {
  inicioSemana: number;
  bloqueMinutos: number;
  limites?: readonly LimitesSemana[];
  /** The period's first day: earlier days only continue the week's counts. */
  desde: string;
};

/** The limit row in force for the week starting on `inicio` (the LFT's before any). */
export function limiteDeSemana(limites: readonly LimitesSemana[] | undefined, inicio: string): LimitesSemana {
  return limiteVigente(limites ?? [], inicio) ?? LIMITE_LEGAL_LFT;
}

/**
 * Every day's overtime (days before the period included, in `days`; the caller keeps the ones it pays) and each
 * week's sums. A day counts as a day with overtime for art. 66 when its own overtime reaches one block or it worked
 * scheduled excess: a few minutes past the salida are not the jornada "prolongada" the article limits (practice).
 */
export function accumulateOvertime(days: readonly OvertimeDay[], opts: OvertimeOptions) {
  const block = Math.max(1, Math.floor(opts.bloqueMinutos));
  const toBlocks = (minutes: number) => Math.floor(Math.max(0, minutes) / block) * block;
  const byDay = new Map<string, OvertimeDayResult>();
  type WeekState = { inicio: string; limite: LimitesSemana; elegibles: number; despues: number; usados: number; diasConExtra: number };
  const weeks = new Map<string, WeekState & { antes: { pagados: number; sinAutorizar: number } }>();
  const paidOf = (w: WeekState) => toBlocks(w.elegibles);
  const unauthorisedOf = (w: WeekState) => toBlocks(w.despues) - toBlocks(w.elegibles);

  for (const day of [...days].sort((a, b) => a.fecha.localeCompare(b.fecha))) {
    const inicio = weekStart(day.fecha, opts.inicioSemana);
    let week = weeks.get(inicio);
    if (!week) {
      week = {
        inicio,
        limite: limiteDeSemana(opts.limites, inicio),
        elegibles: 0,
        despues: 0,
        usados: 0,
        diasConExtra: 0,
        antes: { pagados: 0, sinAutorizar: 0 },
      };
      weeks.set(inicio, week);
    }
    const bloquesAntes = toBlocks(week.elegibles);
    week.elegibles += day.minutosElegibles;
    week.despues += day.minutosDespues;
    const minutosBloques = toBlocks(week.elegibles) - bloquesAntes;
    const minutos = minutosBloques + day.minutosExcedente;
    const doblesLibres = Math.max(0, week.limite.horasExtraDoblesSemana * 60 - week.usados);
    const dobles = Math.min(minutos, doblesLibres);
    week.usados += minutos;
    const minutosArt66 = day.minutosElegibles + day.minutosExcedente;
    const conExtra = day.minutosExcedente > 0 || day.minutosElegibles >= block;
    if (conExtra) week.diasConExtra += 1;
    byDay.set(day.fecha, {
      minutos,
      minutosBloques,
      minutosSumados: week.elegibles,
      dobles,
      triples: minutos - dobles,
      minutosArt66,
      diaConExtra: conExtra ? week.diasConExtra : 0,
    });
    if (day.fecha < opts.desde) week.antes = { pagados: paidOf(week), sinAutorizar: unauthorisedOf(week) };
  }
  const weekList: OvertimeWeek[] = [...weeks.values()].map((w) => ({
    inicio: w.inicio,
    limite: w.limite,
    minutosExtraSumados: w.elegibles,
    minutosExtraPagados: paidOf(w) - w.antes.pagados,
    minutosSinAutorizar: Math.max(0, unauthorisedOf(w) - w.antes.sinAutorizar),
  }));
  return { byDay, weeks: weekList };
}
