import { dayMonthYear } from '@reloj/contract/dates';
import { localMinutes, weekday } from './calendar.js';
import type { DiaProgramado } from './horario.js';
import type { JornadaLegal } from './jornada.js';
import { INCIDENCIA_LABEL, formatMinutes } from './notes.js';
import { matchSegments, tramosDelDia, type Tramo } from './segments.js';
import type { DayResult, PayrollIncidencia, PayrollPunch, PayrollRules } from './types.js';

export type DayInput = {
  fecha: string;
  /** Issue 41: what the employee was scheduled to work that day (no segments: a rest day). */
  dia: DiaProgramado;
  rules: PayrollRules;
  festivo: string | null;
  punches: readonly PayrollPunch[];
  incidencias: readonly PayrollIncidencia[];
  jornada: JornadaLegal;
  /** Minutes of a full shift beyond the legal maximum (jornada.ts scheduledExcessMinutes); 0 when within it. */
  excesoProgramado: number;
  /** Now, on the time line of calendar.localMinutes (PrenominaInput.ahora); undefined: the day is over. */
  ahora?: number;
  /**
   * Issue 40: the employee's inicioRegistro when this day is before it; undefined otherwise. Nobody could punch then:
   * with nothing recorded the day is 'sin_registro' (not paid by the box, not docked, whatever the schedule or a
   * holiday says); what was recorded (a manual punch from the paper record, an incidencia) counts, but never as a
   * retardo or a missing salida.
   */
  antesDelRegistro?: string;
};

/**
 * A day's facts and the two halves of its note: the overtime notes go between them once the week's blocks are known
 * (prenomina.ts).
 */
export type ClassifiedDay = { day: DayResult; notaAntes: string[]; notaDespues: string[] };

const REST_DAY_SHIFT = 12 * 60;

const PAID_ABSENCES = new Set(['permiso_con_goce', 'vacaciones']);

const clock = (p: PayrollPunch | undefined) => (p ? p.hora.slice(11, 16) : null);

/** The absence an incidencia justifies; a paid one wins when a day has several. */
function dayAbsence(incidencias: readonly PayrollIncidencia[]): PayrollIncidencia | undefined {
  const absences = incidencias.filter((i) => i.tipo !== 'horas_extra');
  return absences.find((i) => PAID_ABSENCES.has(i.tipo)) ?? absences[0];
}

/**
 * Minutes of the scheduled segments worked this day: from the scheduled entrada (or the late arrival, past the
 * tolerance) to the salida (or the scheduled one, when later), over each segment, less the meal.
 */
function workedInsideSchedule(input: DayInput, tramos: readonly Tramo[], entrada: PayrollPunch, salida: PayrollPunch, minutosRetardo: number): number {
  const first = tramos[0]!.start;
  const from = minutosRetardo > 0 ? Math.max(first, localMinutes(entrada.hora)) : first;
  const to = localMinutes(salida.hora);
  const inside = tramos.reduce((t, s) => t + Math.max(0, Math.min(s.end, to) - Math.max(s.start, from)), 0);
  return Math.max(0, inside - input.dia.minutosComida);
}

/** One day of the period: what happened, what it pays, and a Spanish note tracing it to punches and incidencias. */
export function classifyDay(input: DayInput): ClassifiedDay {
  const { fecha, dia, rules, festivo } = input;
  const tolerancia = rules.toleranciaMinutos;
  const punches = [...input.punches].sort((a, b) => a.hora.localeCompare(b.hora) || a.id - b.id);
  const entradas = punches.filter((p) => p.tipo === 'entrada');
  const salidas = punches.filter((p) => p.tipo === 'salida');
  const firstEntrada = entradas[0];
  const lastSalida = salidas[salidas.length - 1];

  const tramos = tramosDelDia(fecha, dia);
  const laborable = tramos.length > 0;
  const scheduledSalida = laborable ? tramos[tramos.length - 1]!.end : 0;
  const trabajado = punches.length > 0;
  // An odd count means a punch is missing; the issue forbids guessing it, so the day counts as worked
  // (lead's decision) but earns no overtime until the administrator adds the missing punch.
  const incompleto = trabajado && (punches.length % 2 === 1 || !lastSalida);
  // A shift still under way is not a missing salida until its scheduled salida plus the tolerance has passed: at 11:00
  // the person who came at 09:00 is at work, not 'sin salida'.
  const enTurno =
    incompleto &&
    punches[punches.length - 1]?.tipo === 'entrada' &&
    input.ahora !== undefined &&
    // A rest day has no scheduled salida: a shift begun on it is under way for 12 hours (practice).
    input.ahora < (laborable ? scheduledSalida + tolerancia : localMinutes(punches[punches.length - 1]!.hora) + REST_DAY_SHIFT);
  const antesDelRegistro = input.antesDelRegistro !== undefined;
  const faltaSalida = incompleto && !enTurno && !antesDelRegistro;

  // Issue 41: each punch belongs to the nearest expected segment; each segment's first entrada is checked against the
  // tolerance (a return at 17:12 to a 17:00 segment is a retardo) and its last salida against its end (a salida
  // anticipada). A retardo is only possible against a scheduled entrada, so not on a rest day. minutosRetardo counts
  // past the tolerance: 09:18 with 09:00 and 10 min of tolerance is 'retardo de 8 min' (issue 13's example).
  const matched = matchSegments(tramos, punches);
  let minutosRetardo = 0;
  let retardos = 0;
  let salidasAnticipadas = 0;
  let minutosSalidaAnticipada = 0;
  let mediasJornadas = 0;
  let minutosMediaJornada = 0;
  if (laborable && trabajado && !antesDelRegistro) {
    for (const m of matched) {
      if (m.entrada) {
        const late = localMinutes(m.entrada.hora) - m.tramo.start;
        if (late > tolerancia) {
          retardos += 1;
          minutosRetardo += late - tolerancia;
        }
      }
      // A day with a punch missing pairs its punches wrongly until it is added: no salida anticipada is read from it.
      if (m.salida && !incompleto) {
        const early = m.tramo.end - localMinutes(m.salida.hora);
        if (early > tolerancia) {
          salidasAnticipadas += 1;
          minutosSalidaAnticipada += early;
        }
      }
      // A segment of a split day nobody punched in, once it is over: half a jornada missed.
      const over = input.ahora === undefined || input.ahora >= m.tramo.end;
      if (tramos.length > 1 && !m.entrada && !m.salida && over) {
        mediasJornadas += 1;
        minutosMediaJornada += m.tramo.end - m.tramo.start;
      }
    }
  }

  const minutosAutorizados = Math.round(input.incidencias.filter((i) => i.tipo === 'horas_extra').reduce((total, i) => total + (i.horas ?? 0) * 60, 0));
  // Overtime facts of a complete day; the week turns them into paid blocks (overtime.ts).
  const completo = trabajado && !incompleto && firstEntrada !== undefined && lastSalida !== undefined;
  const minutosDespues = completo && laborable ? Math.max(0, localMinutes(lastSalida.hora) - scheduledSalida) : 0;
  const minutosElegibles = rules.horasExtraRequierenAutorizacion ? Math.min(minutosDespues, minutosAutorizados) : minutosDespues;
  const minutosExcedente =
    completo && input.excesoProgramado > 0
      ? Math.max(
          0,
          Math.min(workedInsideSchedule(input, tramos, firstEntrada, lastSalida, minutosRetardo), input.jornada.turnoMinutos) - input.jornada.maximoMinutos,
        )
      : 0;

  const absence = dayAbsence(input.incidencias);
  let estado: DayResult['estado'];
  let pagadoSinTrabajar = false;
  if (trabajado) estado = faltaSalida ? 'sin_salida' : minutosRetardo > 0 ? 'retardo' : 'asistencia';
  else if (antesDelRegistro && !absence) estado = 'sin_registro';
  else if (!laborable) estado = 'descanso';
  else if (festivo !== null) {
    // Art. 74: a holiday on a working day is paid even if not worked; it takes precedence over an incidencia.
    estado = 'festivo';
    pagadoSinTrabajar = true;
  } else if (absence) {
    // falta_justificada, permiso_sin_goce and incapacidad are unpaid but never a falta (issue 12).
    estado = 'incidencia';
    pagadoSinTrabajar = PAID_ABSENCES.has(absence.tipo);
  } else estado = 'falta';

  // Art. 73 and art. 75 both pay double on top; a holiday worked on a rest day is paid once, as a holiday.
  const descansoTrabajado = trabajado && !laborable && festivo === null;
  // Art. 71 by the working day: a night shift starting Sunday 22:00 earns the prima, one ending Sunday 06:00 does not.
  const domingoTrabajado = trabajado && weekday(fecha) === 0;

  const notes: string[] = [];
  const after: string[] = [];
  if (faltaSalida) notes.push('Falta checada de salida');
  else if (enTurno) notes.push('En turno');
  if (minutosRetardo > 0)
    notes.push(retardos > 1 ? `${retardos} retardos, ${formatMinutes(minutosRetardo)} en total` : `Retardo de ${formatMinutes(minutosRetardo)}`);
  if (mediasJornadas > 0) notes.push(mediasJornadas > 1 ? `Falta de media jornada (${mediasJornadas} tramos sin checar)` : 'Falta de media jornada');
  if (salidasAnticipadas > 0) {
    notes.push(
      salidasAnticipadas > 1
        ? `${salidasAnticipadas} salidas anticipadas, ${formatMinutes(minutosSalidaAnticipada)} en total`
        : `Salida anticipada de ${formatMinutes(minutosSalidaAnticipada)}`,
    );
  }
  if (dia.cambio) notes.push(laborable ? `Cambio de turno: ${dia.nombre ?? 'otro horario'}` : 'Cambio de turno: descanso');
  if (estado === 'sin_registro') {
    notes.push(`Sin registro: el reloj registra la asistencia desde el ${dayMonthYear(input.antesDelRegistro!)}; este día no se paga ni se descuenta aquí`);
  } else if (festivo !== null) {
    if (trabajado) notes.push(`Festivo trabajado: ${festivo} (pago doble, LFT art. 75)`);
    else notes.push(laborable ? `Día festivo: ${festivo}` : `Día festivo: ${festivo} (en día de descanso)`);
  }
  if (descansoTrabajado) notes.push('Descanso trabajado (pago doble, LFT art. 73)');
  if (domingoTrabajado) notes.push('Prima dominical (LFT art. 71)');
  if (estado === 'falta') notes.push('Falta injustificada');
  const manual = punches.filter((p) => p.manual);
  for (const motivo of new Set(manual.map((p) => p.motivo?.trim() ?? ''))) {
    after.push(motivo ? `Checada manual: ${motivo}` : 'Checada manual');
  }
  const notApplied = (i: PayrollIncidencia): string | null => {
    if (i.tipo === 'horas_extra') return null;
    if (trabajado) return 'hubo checadas';
    if (!laborable) return 'día de descanso';
    if (festivo !== null) return 'día festivo';
    return i === absence ? null : 'otra incidencia del día';
  };
  for (const i of input.incidencias) {
    let text = INCIDENCIA_LABEL[i.tipo];
    if (i.tipo === 'horas_extra') text += `: ${formatMinutes(Math.round((i.horas ?? 0) * 60))}`;
    const reason = notApplied(i);
    if (reason) text += ` (no aplicada: ${reason})`;
    if (i.nota?.trim()) text += ` (${i.nota.trim()})`;
    after.push(text);
  }

  const day: DayResult = {
    fecha,
    estado,
    entrada: clock(firstEntrada),
    salida: clock(lastSalida),
    minutosRetardo,
    retardos,
    salidasAnticipadas,
    minutosSalidaAnticipada,
    mediasJornadas,
    minutosMediaJornada,
    turnoId: dia.turnoId,
    codigoTurno: dia.codigo,
    segmentos: matched.map((m, i) => ({
      entrada: dia.segmentos[i]!.entrada,
      salida: dia.segmentos[i]!.salida,
      checadaEntrada: clock(m.entrada),
      checadaSalida: clock(m.salida),
    })),
    cambioTurno: dia.cambio,
    horasExtra: 0,
    nota: '',
    laborable,
    trabajado,
    pagadoSinTrabajar,
    festivo,
    descansoTrabajado,
    domingoTrabajado,
    minutosExtra: 0,
    minutosExtraDobles: 0,
    minutosExtraTriples: 0,
    minutosExtraSinAutorizar: minutosDespues - minutosElegibles,
    minutosDespuesDeSalida: minutosElegibles,
    minutosExcedente,
    faltaPorRetardos: false,
    enTurno,
    advertencias: [],
    checadasManuales: manual.map((p) => p.id),
    incidencias: input.incidencias.map((i) => i.id),
    origenManual: manual.length > 0 || input.incidencias.length > 0,
    incidencia: estado === 'incidencia' && absence ? absence.tipo : null,
    entradaManual: firstEntrada?.manual ?? false,
    salidaManual: lastSalida?.manual ?? false,
  };
  return { day, notaAntes: notes, notaDespues: after };
}
