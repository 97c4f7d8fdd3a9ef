import { dayMonthYear } from '@reloj/contract/dates';
import { groupBy } from '@reloj/contract/groupBy';
import { evaluateBono } from './bonos.js';
import { addDays, datesBetween, localMinutes, weekStart } from './calendar.js';
import { classifyDay, type ClassifiedDay } from './days.js';
import { programaDe } from './horario.js';
import {
  classifyJornada,
  excesoProgramadoDelDia,
  hourlyBaseMinutes,
  jornadaDeDia,
  mensajeJornadaExcedida,
  type JornadaLegal,
  type SemanaProgramada,
} from './jornada.js';
import { ratio, roundHalfUp } from './money.js';
import { formatMinutes, plural } from './notes.js';
import { accumulateOvertime, limiteDeSemana, type OvertimeDayResult, type OvertimeWeek } from './overtime.js';
import { countDays, payLines } from './pay.js';
import { septimoDia } from './septimo.js';
import { descuentoJornada } from './descuentoJornada.js';
import type { Advertencia, DayResult, PrenominaInput, PrenominaResult } from './types.js';

const hours = (minutes: number) => minutes / 60;

/** The overtime notes of a day, placed between its facts and its manual punches and incidencias. */
function overtimeNotes(day: DayResult, overtime: OvertimeDayResult, jornada: JornadaLegal, bloque: number): string[] {
  const notes: string[] = [];
  if (day.minutosExcedente > 0) {
    notes.push(
      `Tiempo sobre la jornada ${jornada.tipo} máxima de ${formatMinutes(jornada.maximoMinutos)}: ${formatMinutes(day.minutosExcedente)}, se paga como horas extra (LFT art. 61)`,
    );
  }
  const ownBlocks = overtime.minutosBloques === day.minutosDespuesDeSalida;
  if (day.minutosDespuesDeSalida > 0 && !ownBlocks) {
    notes.push(`Minutos después de la salida: ${formatMinutes(day.minutosDespuesDeSalida)} (se suman en la semana)`);
  }
  if (overtime.minutosBloques > 0) {
    notes.push(
      ownBlocks
        ? `Horas extra: ${formatMinutes(overtime.minutosBloques)}`
        : `Horas extra: ${formatMinutes(overtime.minutosBloques)} (bloques de ${bloque} min con ${formatMinutes(overtime.minutosSumados)} sumados en la semana)`,
    );
  }
  if (day.minutosExtraSinAutorizar > 0) notes.push(`Tiempo extra sin autorizar: ${formatMinutes(day.minutosExtraSinAutorizar)}`);
  return notes;
}

/** LFT art. 66 (with the figures of the limit in force): the day's and the employee's warnings. */
function art66(day: DayResult, overtime: OvertimeDayResult, week: OvertimeWeek): Advertencia[] {
  const out: Advertencia[] = [];
  const { horasExtraMaxDia, diasExtraMaxSemana } = week.limite;
  if (overtime.minutosArt66 > horasExtraMaxDia * 60) {
    out.push({
      code: 'horas_extra_exceden_limite',
      mensaje: `${formatMinutes(overtime.minutosArt66)} de tiempo extra el ${dayMonthYear(day.fecha)}: la ley permite como máximo ${plural(horasExtraMaxDia, 'hora')} al día (LFT art. 66)`,
    });
  }
  if (overtime.diaConExtra > diasExtraMaxSemana) {
    out.push({
      code: 'horas_extra_exceden_limite',
      mensaje: `Tiempo extra en ${plural(overtime.diaConExtra, 'día')} de la semana del ${dayMonthYear(week.inicio)}: la ley permite como máximo ${plural(diasExtraMaxSemana, 'vez', 'veces')} por semana (LFT art. 66)`,
    });
  }
  return out;
}

/**
 * The jornada of the period for its hourly rate and its heading (issue 41): the most frequent among its scheduled
 * working days (ties: the longer), so 'L-V 9-18, S 9-14' pays overtime at the salary over 8 hours; undefined when the
 * period has no working day.
 */
function jornadaDelPeriodo(
  fechas: readonly string[],
  programa: (fecha: string) => { segmentos: readonly unknown[] },
  jornadaDe: (fecha: string) => JornadaLegal,
): JornadaLegal | undefined {
  const counts = new Map<string, { jornada: JornadaLegal; n: number }>();
  for (const fecha of fechas) {
    if (programa(fecha).segmentos.length === 0) continue;
    const j = jornadaDe(fecha);
    const key = `${j.tipo}|${j.turnoMinutos}`;
    const entry = counts.get(key) ?? { jornada: j, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  let best: { jornada: JornadaLegal; n: number } | undefined;
  for (const e of counts.values()) if (!best || e.n > best.n || (e.n === best.n && e.jornada.turnoMinutos > best.jornada.turnoMinutos)) best = e;
  return best?.jornada;
}

/** One employee's pre-nómina for a period: pure, so the same inputs always give the same figures. */
export function computePrenomina(input: PrenominaInput): PrenominaResult {
  const { period, rules, employee } = input;
  // Days before fechaIngreso, after a baja or still to come are left out entirely: not owed, not faltas, not in
  // the séptimo (a week still under way shows its figures so far).
  const employed = (f: string) => f >= employee.fechaIngreso && (!employee.fechaBaja || f <= employee.fechaBaja) && (!input.hoy || f <= input.hoy);
  const fechas = datesBetween(period.desde, period.hasta).filter(employed);
  // The same calendar week before the period: its overtime continues the week's count (art. 68), never paid here.
  const antes = datesBetween(weekStart(period.desde, rules.inicioSemana), addDays(period.desde, -1)).filter(employed);
  const holidays = new Map<string, string>();
  for (const h of input.holidays) if (!holidays.has(h.fecha)) holidays.set(h.fecha, h.nombre);
  const punches = groupBy(input.punches, (p) => p.diaLaboral);
  const incidencias = groupBy(input.incidencias, (i) => i.fecha);
  // Issue 41: each day's schedule comes from the employee's turnos (or their own fields), each day its own jornada.
  const programa = programaDe(employee);
  const jornadas = new Map<string, JornadaLegal>();
  const jornadaDe = (fecha: string) => {
    let j = jornadas.get(fecha);
    if (!j) {
      const dia = programa(fecha);
      j = jornadaDeDia(dia.segmentos, dia.minutosComida);
      jornadas.set(fecha, j);
    }
    return j;
  };
  const semanas = new Map<string, SemanaProgramada>();
  const semanaDe = (inicio: string): SemanaProgramada => {
    let semana = semanas.get(inicio);
    if (!semana) {
      semana = { diasDescanso: 0, minutosTrabajo: 0 };
      for (let i = 0; i < 7; i++) {
        const fecha = addDays(inicio, i);
        if (programa(fecha).segmentos.length === 0) semana.diasDescanso += 1;
        else semana.minutosTrabajo += jornadaDe(fecha).turnoMinutos;
      }
      semanas.set(inicio, semana);
    }
    return semana;
  };
  const jornada = jornadaDelPeriodo(datesBetween(period.desde, period.hasta), programa, jornadaDe) ?? classifyJornada(employee);
  const excesoDe = (fecha: string) => {
    const inicio = weekStart(fecha, rules.inicioSemana);
    return excesoProgramadoDelDia(jornadaDe(fecha), semanaDe(inicio), limiteDeSemana(input.limites, inicio));
  };

  const ahora = input.ahora === undefined ? undefined : localMinutes(input.ahora);
  const classified = new Map<string, ClassifiedDay>();
  for (const fecha of [...antes, ...fechas]) {
    classified.set(
      fecha,
      classifyDay({
        fecha,
        dia: programa(fecha),
        rules,
        festivo: holidays.get(fecha) ?? null,
        punches: punches.get(fecha) ?? [],
        incidencias: incidencias.get(fecha) ?? [],
        jornada: jornadaDe(fecha),
        excesoProgramado: excesoDe(fecha),
        ahora,
        antesDelRegistro: employee.inicioRegistro && fecha < employee.inicioRegistro ? employee.inicioRegistro : undefined,
      }),
    );
  }
  const overtime = accumulateOvertime(
    [...classified.values()].map(({ day }) => ({
      fecha: day.fecha,
      minutosDespues: day.minutosDespuesDeSalida + day.minutosExtraSinAutorizar,
      minutosElegibles: day.minutosDespuesDeSalida,
      minutosExcedente: day.minutosExcedente,
    })),
    { inicioSemana: rules.inicioSemana, bloqueMinutos: rules.bloqueHorasExtraMinutos, limites: input.limites, desde: period.desde },
  );
  const weekOf = new Map(overtime.weeks.map((w) => [w.inicio, w]));

  // retardosPorFalta (company rule): every N retardos of the period make one falta, on the day of the Nth. With
  // salidasAnticipadasEfecto 'bono' (issue 41) a salida anticipada counts as a retardo for it and for the bonos.
  const salidasComoRetardos = rules.salidasAnticipadasEfecto === 'bono';
  let retardosSoFar = 0;
  const dias = fechas.map((fecha) => {
    const { day, notaAntes, notaDespues } = classified.get(fecha)!;
    const week = weekOf.get(weekStart(fecha, rules.inicioSemana))!;
    const o = overtime.byDay.get(fecha)!;
    day.minutosExtra = o.minutos;
    day.horasExtra = hours(o.minutos);
    day.minutosExtraDobles = o.dobles;
    day.minutosExtraTriples = o.triples;
    day.advertencias = art66(day, o, week);
    day.nota = [...notaAntes, ...overtimeNotes(day, o, jornadaDe(fecha), rules.bloqueHorasExtraMinutos), ...notaDespues].join('. ');
    const cuentan = day.retardos + (salidasComoRetardos ? day.salidasAnticipadas : 0);
    for (let k = 0; k < cuentan; k++) {
      retardosSoFar += 1;
      if (rules.retardosPorFalta > 0 && retardosSoFar % rules.retardosPorFalta === 0) day.faltaPorRetardos = true;
    }
    return day;
  });

  const counts = countDays(dias);
  const faltasPorRetardos = dias.filter((d) => d.faltaPorRetardos).length;
  const faltas = counts.faltasInjustificadas + faltasPorRetardos;
  const lines = payLines({
    salarioDiarioCentavos: employee.salarioDiarioCentavos,
    hourlyBaseMinutes: hourlyBaseMinutes(jornada),
    diasTrabajados: counts.diasTrabajados,
    diasPagadosSinTrabajar: counts.diasPagadosSinTrabajar,
    faltasDescontadas: rules.retardosPorFaltaEfecto === 'descuento' ? faltasPorRetardos : 0,
    minutosExtraDobles: counts.minutosExtraDobles,
    minutosExtraTriples: counts.minutosExtraTriples,
    festivosTrabajados: counts.festivosTrabajados,
    descansosTrabajados: counts.descansosTrabajados,
    domingosTrabajados: counts.domingosTrabajados,
  });
  const septimoDiaCentavos = roundHalfUp(septimoDia(dias, employee, rules, semanaDe));
  const bonosDetalle = evaluateBono(employee.bono, {
    retardos: counts.retardos,
    faltas,
    faltasPorRetardos,
    salidasAnticipadas: salidasComoRetardos ? counts.salidasAnticipadas : 0,
  });
  const descuentoJornadaCentavos = 0 - roundHalfUp(descuentoJornada(dias, rules, employee.salarioDiarioCentavos, hourlyBaseMinutes(jornada)));
  const bonosCentavos = bonosDetalle.reduce((t, b) => t + (b.ganado ? b.montoCentavos : 0), 0);
  // LFT art. 80 (issue 31): each vacation day of the period while employed earns the prima vacacional, at least 25% of its
  // salary. A vacation day is one the engine applied the incidencia to (a laborable day not worked, not a holiday): a
  // 'vacaciones' incidencia on a rest day, a holiday or a day with punches is not a day of vacation. Rounded half-up to
  // the centavo once, on the period's sum.
  const diasVacaciones = dias.filter((d) => d.incidencia === 'vacaciones').length;
  const primaVacacionalCentavos = roundHalfUp(ratio(employee.salarioDiarioCentavos * diasVacaciones * rules.primaVacacionalPorcentaje, 100));

  const periodWeeks = overtime.weeks.filter((w) => dias.some((d) => weekStart(d.fecha, rules.inicioSemana) === w.inicio));
  const minutosSinAutorizar = periodWeeks.reduce((t, w) => t + w.minutosSinAutorizar, 0);
  const advertencias: Advertencia[] = [];
  if (jornada.turnoMinutos <= 0) {
    advertencias.push({
      code: 'horario_invalido',
      mensaje: 'El horario no deja minutos pagados después de la comida: no se pueden calcular horas extra',
    });
  }
  const excedido = datesBetween(period.desde, period.hasta).find((f) => excesoDe(f) > 0);
  if (excedido) advertencias.push(mensajeJornadaExcedida(jornadaDe(excedido), excesoDe(excedido)));
  if (counts.sinSalida > 0) {
    advertencias.push({
      code: 'sin_salida',
      mensaje: `${plural(counts.sinSalida, 'día')} con falta de checada de salida: agrega la checada manual que falta`,
    });
  }
  if (minutosSinAutorizar > 0) {
    advertencias.push({
      code: 'horas_extra_sin_autorizar',
      mensaje: `${formatMinutes(minutosSinAutorizar)} de tiempo extra sin autorizar no se pagan`,
    });
  }
  const excedidos = dias.flatMap((d) => d.advertencias);
  if (excedidos.length > 0) {
    advertencias.push({
      code: 'horas_extra_exceden_limite',
      mensaje: `El tiempo extra pasa los límites de la ley (LFT art. 66); se paga como indica el art. 68. ${excedidos.map((a) => a.mensaje).join('. ')}`,
    });
  }

  const money = {
    sueldoCentavos: lines.sueldo,
    septimoDiaCentavos,
    horasExtraCentavos: lines.horasExtra,
    festivosCentavos: lines.festivos,
    descansoTrabajadoCentavos: lines.descansoTrabajado,
    primaDominicalCentavos: lines.primaDominical,
    bonosCentavos,
    primaVacacionalCentavos,
    descuentoJornadaCentavos,
  };
  return {
    empleadoId: employee.id,
    nombre: employee.nombre,
    numeroEmpleado: employee.numeroEmpleado,
    salarioDiarioCentavos: employee.salarioDiarioCentavos,
    diasTrabajados: counts.diasTrabajados,
    diasPagadosSinTrabajar: counts.diasPagadosSinTrabajar,
    diasDescansoTrabajados: counts.descansosTrabajados,
    faltas,
    faltasPorRetardos,
    retardos: counts.retardos,
    salidasAnticipadas: counts.salidasAnticipadas,
    minutosSalidaAnticipada: counts.minutosSalidaAnticipada,
    mediasJornadas: counts.mediasJornadas,
    horasExtraDobles: hours(counts.minutosExtraDobles),
    horasExtraTriples: hours(counts.minutosExtraTriples),
    ...money,
    totalCentavos: Object.values(money).reduce((t, v) => t + v, 0),
    bonosDetalle,
    advertencias,
    dias,
    jornada: { tipo: jornada.tipo, maximoMinutos: jornada.maximoMinutos, turnoMinutos: jornada.turnoMinutos },
    semanas: periodWeeks.map((w) => {
      const inside = dias.filter((d) => weekStart(d.fecha, rules.inicioSemana) === w.inicio);
      return {
        desde: inside[0]!.fecha,
        hasta: inside[inside.length - 1]!.fecha,
        minutosExtraSumados: w.minutosExtraSumados,
        minutosExtraPagados: w.minutosExtraPagados,
        bloqueMinutos: rules.bloqueHorasExtraMinutos,
      };
    }),
  };
}
