import { localMinutes, weekday } from './calendar.js';
import { INCIDENCIA_LABEL, formatMinutes } from './notes.js';
import { countOvertime } from './overtime.js';
import { scheduledEntrada, scheduledSalida } from './schedule.js';
import type { DayResult, PayrollEmployee, PayrollIncidencia, PayrollPunch, PayrollRules } from './types.js';

export type DayInput = {
  fecha: string;
  employee: PayrollEmployee;
  rules: PayrollRules;
  festivo: string | null;
  punches: readonly PayrollPunch[];
  incidencias: readonly PayrollIncidencia[];
};

const PAID_ABSENCES = new Set(['permiso_con_goce', 'vacaciones']);

const clock = (p: PayrollPunch | undefined) => (p ? p.hora.slice(11, 16) : null);

/** The absence an incidencia justifies; a paid one wins when a day has several. */
function dayAbsence(incidencias: readonly PayrollIncidencia[]): PayrollIncidencia | undefined {
  const absences = incidencias.filter((i) => i.tipo !== 'horas_extra');
  return absences.find((i) => PAID_ABSENCES.has(i.tipo)) ?? absences[0];
}

/** One day of the period: what happened, what it pays, and a Spanish note tracing it to punches and incidencias. */
export function classifyDay(input: DayInput): DayResult {
  const { fecha, employee, rules, festivo } = input;
  const punches = [...input.punches].sort((a, b) => a.hora.localeCompare(b.hora) || a.id - b.id);
  const entradas = punches.filter((p) => p.tipo === 'entrada');
  const salidas = punches.filter((p) => p.tipo === 'salida');
  const firstEntrada = entradas[0];
  const lastSalida = salidas[salidas.length - 1];

  const laborable = !employee.diasDescanso.includes(weekday(fecha));
  const trabajado = punches.length > 0;
  // An odd count means a punch is missing; the issue forbids guessing it, so the day counts as worked
  // (lead's decision) but earns no overtime until the administrator adds the missing punch.
  const incompleto = trabajado && (punches.length % 2 === 1 || !lastSalida);

  // A retardo is only possible against a scheduled entrada, so not on a rest day. minutosRetardo counts past
  // the tolerance: 09:18 with 09:00 and 10 min of tolerance is 'retardo de 8 min' (issue 13's example).
  let minutosRetardo = 0;
  if (laborable && firstEntrada) {
    const late = localMinutes(firstEntrada.hora) - scheduledEntrada(fecha, employee);
    if (late > rules.toleranciaMinutos) minutosRetardo = late - rules.toleranciaMinutos;
  }

  const minutosAutorizados = Math.round(
    input.incidencias.filter((i) => i.tipo === 'horas_extra').reduce((total, i) => total + (i.horas ?? 0) * 60, 0),
  );
  const overtime =
    trabajado && !incompleto && lastSalida
      ? countOvertime({
          minutesPastSalida: localMinutes(lastSalida.hora) - scheduledSalida(fecha, employee),
          bloqueMinutos: rules.bloqueHorasExtraMinutos,
          requiereAutorizacion: rules.horasExtraRequierenAutorizacion,
          minutosAutorizados,
        })
      : { counted: 0, sinAutorizar: 0 };

  const absence = dayAbsence(input.incidencias);
  let estado: DayResult['estado'];
  let pagadoSinTrabajar = false;
  if (trabajado) estado = incompleto ? 'sin_salida' : minutosRetardo > 0 ? 'retardo' : 'asistencia';
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
  if (incompleto) notes.push('Falta checada de salida');
  if (minutosRetardo > 0) notes.push(`Retardo de ${minutosRetardo} min`);
  if (festivo !== null) {
    if (trabajado) notes.push(`Festivo trabajado: ${festivo} (pago doble, LFT art. 75)`);
    else notes.push(laborable ? `Día festivo: ${festivo}` : `Día festivo: ${festivo} (en día de descanso)`);
  }
  if (descansoTrabajado) notes.push('Descanso trabajado (pago doble, LFT art. 73)');
  if (domingoTrabajado) notes.push('Prima dominical (LFT art. 71)');
  if (estado === 'falta') notes.push('Falta injustificada');
  if (overtime.counted > 0) notes.push(`Horas extra: ${formatMinutes(overtime.counted)}`);
  if (overtime.sinAutorizar > 0) notes.push(`Tiempo extra sin autorizar: ${formatMinutes(overtime.sinAutorizar)}`);
  const manual = punches.filter((p) => p.manual);
  for (const motivo of new Set(manual.map((p) => p.motivo?.trim() ?? ''))) {
    notes.push(motivo ? `Checada manual: ${motivo}` : 'Checada manual');
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
    notes.push(text);
  }

  return {
    fecha,
    estado,
    entrada: clock(firstEntrada),
    salida: clock(lastSalida),
    minutosRetardo,
    horasExtra: overtime.counted / 60,
    nota: notes.join('. '),
    laborable,
    trabajado,
    pagadoSinTrabajar,
    festivo,
    descansoTrabajado,
    domingoTrabajado,
    minutosExtra: overtime.counted,
    minutosExtraDobles: 0,
    minutosExtraTriples: 0,
    minutosExtraSinAutorizar: overtime.sinAutorizar,
    checadasManuales: manual.map((p) => p.id),
    incidencias: input.incidencias.map((i) => i.id),
    origenManual: manual.length > 0 || input.incidencias.length > 0,
    incidencia: estado === 'incidencia' && absence ? absence.tipo : null,
    entradaManual: firstEntrada?.manual ?? false,
    salidaManual: lastSalida?.manual ?? false,
  };
}
