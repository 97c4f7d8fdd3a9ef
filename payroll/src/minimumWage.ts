/**
 * Minimum wage (issue 12, item 8): is an employee's daily salary below the minimum of their branch's zone?
 * Pure: the wages come from `salarios_minimos` (db/repositories/minimumWages.ts), the date from the caller.
 *
 * The rule, as applied here:
 *
 * - The minimum in force on a date for a zone is the row of that zone with the latest `desde` on or before the
 *   date. Before the first row there is no known minimum and no warning.
 * - Paid minutes of the shift = horaEntrada to horaSalida (a salida earlier than the entrada ends the next day)
 *   minus `minutosComida` (the meal is unpaid and not punched).
 * - The legal jornada (LFT arts. 60-61) is the one jornada.ts classifies: 8 h diurna, 7 h nocturna, 7 h 30 min mixta.
 * - A shift whose paid minutes reach the jornada must earn at least the full daily minimum (hours beyond the
 *   jornada are overtime, paid apart). A shorter shift must earn at least the proportional part:
 *   minimum x paid minutes / jornada minutes (art. 83 and 85: the minimum is per jornada, paid in proportion).
 * - The comparison is exact (integer cross-multiplication); the proportional amount shown is rounded up to the
 *   centavo, so the message never reads "$157.52 es menor que $157.52".
 */
import { ZONA_LABELS, type Zona } from '@reloj/contract/catalogues';
import type { JornadaTipo } from '@reloj/contract/prenomina';
import { classifyJornada } from './jornada.js';
import { shiftMinutes, spanMinutes } from './schedule.js';
import { formatCentavos } from '@reloj/contract/money';
import { formatMinutes } from './notes.js';
import type { Advertencia } from '@reloj/contract/prenomina';

export type SalarioMinimo = { desde: string; zona: Zona; centavos: number };

export type Turno = { horaEntrada: string; horaSalida: string; minutosComida: number };

/** The minimum in force on `fecha` ('YYYY-MM-DD') for `zona`, or undefined before the first known one. */
export function salarioMinimoVigente(salarios: readonly SalarioMinimo[], zona: Zona, fecha: string): SalarioMinimo | undefined {
  let vigente: SalarioMinimo | undefined;
  for (const s of salarios) if (s.zona === zona && s.desde <= fecha && (!vigente || s.desde > vigente.desde)) vigente = s;
  return vigente;
}

/** Minutes from entrada to salida; a salida earlier than the entrada ends the next day. */
export const duracionTurno = spanMinutes;

/** Paid minutes: the shift minus the unpaid meal. 0 or less is an unusable schedule. */
export const minutosPagados: (turno: Turno) => number = shiftMinutes;

/** The legal jornada the shift is measured against (LFT arts. 60-61). */
export function jornadaLegal(turno: Turno): { tipo: JornadaTipo; minutos: number } {
  const { tipo, maximoMinutos } = classifyJornada(turno);
  return { tipo, minutos: maximoMinutos };
}

export type RevisionSalarioMinimo = {
  /** The minimum in force for the zone (a full jornada). */
  minimo: SalarioMinimo;
  jornada: { tipo: JornadaTipo; minutos: number };
  minutosPagados: number;
  /** The least the shift must earn, rounded up to the centavo: the full minimum or its proportional part. */
  requeridoCentavos: number;
  proporcional: boolean;
  bajoMinimo: boolean;
};

/**
 * Compares a daily salary with the minimum for the shift; undefined when there is nothing to compare (no
 * minimum known for that date and zone, or a schedule without paid minutes).
 */
export function revisarSalarioMinimo(args: {
  salarioDiarioCentavos: number;
  turno: Turno;
  zona: Zona;
  fecha: string;
  salarios: readonly SalarioMinimo[];
}): RevisionSalarioMinimo | undefined {
  const minimo = salarioMinimoVigente(args.salarios, args.zona, args.fecha);
  const pagados = minutosPagados(args.turno);
  if (!minimo || pagados <= 0) return undefined;
  const jornada = jornadaLegal(args.turno);
  const proporcional = pagados < jornada.minutos;
  const minutos = Math.min(pagados, jornada.minutos);
  return {
    minimo,
    jornada,
    minutosPagados: pagados,
    requeridoCentavos: Math.ceil((minimo.centavos * minutos) / jornada.minutos),
    proporcional,
    // salario < minimo x minutos / jornada, without rounding.
    bajoMinimo: args.salarioDiarioCentavos * jornada.minutos < minimo.centavos * minutos,
  };
}

const zonaText = (zona: Zona) => (zona === 'general' ? 'de la zona general' : `de la ${ZONA_LABELS[zona]}`);

/**
 * The warning `{code: 'salario_minimo', mensaje}` for a salary below the minimum, or undefined. E.g.
 * 'El salario diario ($300.00) es menor que el salario mínimo de la zona general ($315.04).'
 */
export function advertenciaSalarioMinimo(args: Parameters<typeof revisarSalarioMinimo>[0]): Advertencia | undefined {
  const revision = revisarSalarioMinimo(args);
  if (!revision?.bajoMinimo) return undefined;
  const salario = formatCentavos(args.salarioDiarioCentavos);
  const zona = zonaText(args.zona);
  const mensaje = revision.proporcional
    ? `El salario diario (${salario}) es menor que la parte proporcional del salario mínimo ${zona} para un turno pagado de ` +
      `${formatMinutes(revision.minutosPagados)} (${formatCentavos(revision.requeridoCentavos)}: ${formatCentavos(revision.minimo.centavos)} ` +
      `por una jornada ${revision.jornada.tipo} de ${formatMinutes(revision.jornada.minutos)}).`
    : `El salario diario (${salario}) es menor que el salario mínimo ${zona} (${formatCentavos(revision.minimo.centavos)}).`;
  return { code: 'salario_minimo', mensaje };
}
