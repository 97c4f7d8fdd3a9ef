import { evaluateBono } from './bonos.js';
import { datesBetween } from './calendar.js';
import { classifyDay } from './days.js';
import { roundHalfUp } from './money.js';
import { formatMinutes, plural } from './notes.js';
import { splitByWeek } from './overtime.js';
import { countDays, payLines } from './pay.js';
import { shiftMinutes } from './schedule.js';
import { septimoDia } from './septimo.js';
import type { Advertencia, PrenominaInput, PrenominaResult } from './types.js';
import { groupBy } from '../lib/groupBy.js';

const hours = (minutes: number) => minutes / 60;

/** One employee's pre-nómina for a period: pure, so the same inputs always give the same figures. */
export function computePrenomina(input: PrenominaInput): PrenominaResult {
  const { period, rules, employee } = input;
  // Days before fechaIngreso, after a baja or still to come are left out entirely: not owed, not faltas, not in
  // the séptimo (a week still under way shows its figures so far).
  const fechas = datesBetween(period.desde, period.hasta).filter(
    (f) => f >= employee.fechaIngreso && (!employee.fechaBaja || f <= employee.fechaBaja) && (!input.hoy || f <= input.hoy),
  );
  const holidays = new Map<string, string>();
  for (const h of input.holidays) if (!holidays.has(h.fecha)) holidays.set(h.fecha, h.nombre);
  const punches = groupBy(input.punches, (p) => p.diaLaboral);
  const incidencias = groupBy(input.incidencias, (i) => i.fecha);

  const dias = fechas.map((fecha) =>
    classifyDay({
      fecha,
      employee,
      rules,
      festivo: holidays.get(fecha) ?? null,
      punches: punches.get(fecha) ?? [],
      incidencias: incidencias.get(fecha) ?? [],
    }),
  );
  const split = splitByWeek(
    dias.map((d) => ({ fecha: d.fecha, minutos: d.minutosExtra })),
    rules.inicioSemana,
  );
  for (const d of dias) {
    const s = split.get(d.fecha);
    d.minutosExtraDobles = s?.dobles ?? 0;
    d.minutosExtraTriples = s?.triples ?? 0;
  }

  const counts = countDays(dias);
  // retardosPorFalta (company rule): every N retardos add one falta, for the asistencia bono and the pay.
  const faltasPorRetardos = rules.retardosPorFalta > 0 ? Math.floor(counts.retardos / rules.retardosPorFalta) : 0;
  const faltas = counts.faltasInjustificadas + faltasPorRetardos;
  const minutosTurno = shiftMinutes(employee);
  const lines = payLines({
    salarioDiarioCentavos: employee.salarioDiarioCentavos,
    shiftMinutes: minutosTurno,
    diasTrabajados: counts.diasTrabajados,
    diasPagadosSinTrabajar: counts.diasPagadosSinTrabajar,
    faltasPorRetardos,
    minutosExtraDobles: counts.minutosExtraDobles,
    minutosExtraTriples: counts.minutosExtraTriples,
    festivosTrabajados: counts.festivosTrabajados,
    descansosTrabajados: counts.descansosTrabajados,
    domingosTrabajados: counts.domingosTrabajados,
  });
  const septimoDiaCentavos = roundHalfUp(septimoDia(dias, employee, rules));
  const bonosDetalle = evaluateBono(employee.bono, { retardos: counts.retardos, faltas, faltasPorRetardos });
  const bonosCentavos = bonosDetalle.reduce((t, b) => t + (b.ganado ? b.montoCentavos : 0), 0);

  const advertencias: Advertencia[] = [];
  if (minutosTurno <= 0) {
    advertencias.push({
      code: 'horario_invalido',
      mensaje: 'El horario no deja minutos pagados después de la comida: no se pueden calcular horas extra',
    });
  }
  if (counts.sinSalida > 0) {
    advertencias.push({
      code: 'sin_salida',
      mensaje: `${plural(counts.sinSalida, 'día')} con falta de checada de salida: agregue la checada manual que falta`,
    });
  }
  if (counts.minutosExtraSinAutorizar > 0) {
    advertencias.push({
      code: 'horas_extra_sin_autorizar',
      mensaje: `${formatMinutes(counts.minutosExtraSinAutorizar)} de tiempo extra sin autorizar no se pagan`,
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
    horasExtraDobles: hours(counts.minutosExtraDobles),
    horasExtraTriples: hours(counts.minutosExtraTriples),
    ...money,
    totalCentavos: Object.values(money).reduce((t, v) => t + v, 0),
    bonosDetalle,
    advertencias,
    dias,
  };
}
