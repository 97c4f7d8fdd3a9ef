import { addDays, dayMonthYear, wallClock, weekday, weekStart } from '@reloj/contract/dates';
import { DIA_ESTADO_LABELS } from '@reloj/contract/prenomina';
import { INCIDENCIA_LABELS } from '@reloj/contract/incidencias';
import { periodContaining } from '@reloj/contract/periodos';
import { segmentosText } from '@reloj/contract/turnos';
import { WEEKDAYS_ES } from '@reloj/contract/common';
import { programaDe, toPesos } from '@reloj/payroll';
import type { Repositories } from '../../db/repositories/index.js';
import type { Clock } from '../../lib/clock.js';
import { localDate } from '../../lib/dates.js';
import type { PrenominaService } from '../prenomina/index.js';
import type { VacacionesService } from '../prestaciones/index.js';
import type { Sesion } from './sesiones.js';
import type { SolicitudesService } from './solicitudes.js';

const JUSTIFICABLE = new Set(['falta', 'retardo', 'sin_salida']);
/** How far ahead the next rest day is looked for. */
const DIAS_BUSCAR_DESCANSO = 60;

const turnoTexto = (segmentos: readonly { entrada: string; salida: string }[]) => (segmentos.length === 0 ? 'Descanso' : segmentosText(segmentos));

/**
 * GET /api/kiosk/mi-asistencia (issue 43): the person's current pay period as the pre-nómina engine reads it (each day's
 * entradas and salidas, retardos, faltas, missing salidas, salidas anticipadas, hours worked and overtime), the vacation
 * balance, this week's turno and the next rest day, and their requests. Pesos only with the rule `importesEnKiosco`.
 */
export function createMiAsistencia(
  deps: Pick<Repositories, 'solicitudes' | 'reglas' | 'prenomina'> & {
    clock: Clock;
    timeZone: string;
    computeEmployee: PrenominaService['computeEmployee'];
    vacaciones: Pick<VacacionesService, 'get'>;
    ofEmployee: SolicitudesService['ofEmployee'];
  },
) {
  const { clock, timeZone } = deps;
  const hhmm = (iso: string) => {
    const { hour, minute } = wallClock(new Date(iso), timeZone);
    return `${hour}:${minute}`;
  };

  return (sesion: Sesion) => {
    const rules = deps.reglas.get();
    const hoy = localDate(clock.now(), timeZone);
    const periodo = periodContaining(hoy, rules);
    const empleadoId = sesion.empleado_id;
    const figures = deps.computeEmployee(periodo, empleadoId);
    // The counted punches by working day; entrada and salida by position, as the pre-nómina reads them.
    const byDay = new Map<string, { iso: string; manual: boolean }[]>();
    for (const p of deps.solicitudes.periodPunches(empleadoId, periodo.desde, periodo.hasta)) {
      const list = byDay.get(p.fecha_local) ?? [];
      list.push({ iso: p.hora, manual: p.manual === 1 });
      byDay.set(p.fecha_local, list);
    }
    const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
    const minutesWorked = (rows: readonly { iso: string }[]) => {
      let total = 0;
      for (let i = 1; i < rows.length; i += 2) total += minuteOf(rows[i]!.iso) - minuteOf(rows[i - 1]!.iso);
      return total;
    };

    const dias = (figures?.result.dias ?? []).map((d) => {
      const raw = byDay.get(d.fecha) ?? [];
      const checadas = raw.map((c, i) => ({ hora: hhmm(c.iso), tipo: i % 2 === 0 ? ('entrada' as const) : ('salida' as const), manual: c.manual }));
      return {
        fecha: d.fecha,
        diaSemana: WEEKDAYS_ES[weekday(d.fecha)]!,
        estado: d.estado,
        estadoTexto: DIA_ESTADO_LABELS[d.estado],
        turno: d.segmentos.length > 0 ? segmentosText(d.segmentos) : null,
        checadas,
        entradas: checadas.filter((c) => c.tipo === 'entrada').map((c) => c.hora),
        salidas: checadas.filter((c) => c.tipo === 'salida').map((c) => c.hora),
        retardos: d.retardos,
        minutosRetardo: d.minutosRetardo,
        falta: d.estado === 'falta',
        sinSalida: d.estado === 'sin_salida',
        salidasAnticipadas: d.salidasAnticipadas,
        minutosSalidaAnticipada: d.minutosSalidaAnticipada,
        mediasJornadas: d.mediasJornadas,
        minutosTrabajados: minutesWorked(raw),
        horasExtra: d.horasExtra,
        incidencia: d.incidencia === null ? null : INCIDENCIA_LABELS[d.incidencia],
        festivo: d.festivo,
        enTurno: d.enTurno,
        /** 'Justificar' may be offered on this day. */
        justificable: JUSTIFICABLE.has(d.estado) || d.retardos > 0,
      };
    });

    const r = figures?.result;
    const totales = r
      ? {
          diasTrabajados: r.diasTrabajados,
          faltas: r.faltas,
          retardos: r.retardos,
          salidasAnticipadas: r.salidasAnticipadas,
          minutosTrabajados: dias.reduce((t, d) => t + d.minutosTrabajados, 0),
          horasExtraDobles: r.horasExtraDobles,
          horasExtraTriples: r.horasExtraTriples,
        }
      : null;

    const pesos = r && rules.importesEnKiosco ? toPesos(r) : null;
    const importes = pesos
      ? {
          sueldo: pesos.sueldo,
          septimoDia: pesos.septimoDia,
          horasExtra: pesos.horasExtra,
          festivos: pesos.festivos,
          descansoTrabajado: pesos.descansoTrabajado,
          primaDominical: pesos.primaDominical,
          primaVacacional: pesos.primaVacacional,
          bonos: pesos.bonos,
          descuentoJornada: pesos.descuentoJornada,
          total: pesos.total,
        }
      : null;

    const vac = deps.vacaciones.get(empleadoId);
    const vacaciones = {
      pendientes: vac.pendientes,
      proximoAniversario: vac.anioEnCurso.aniversario,
      diasProximoAniversario: vac.anioEnCurso.dias,
    };

    // The turno of this week (from the period's first weekday) and the next rest day, by the employee's Horario.
    let semana: { fecha: string; diaSemana: string; turno: string; codigo: string | null }[] = [];
    let proximoDescanso: string | null = null;
    if (figures) {
      const programa = programaDe(figures.employee);
      const inicio = weekStart(hoy, rules.inicioSemana);
      semana = Array.from({ length: 7 }, (_, i) => {
        const fecha = addDays(inicio, i);
        const dia = programa(fecha);
        return { fecha, diaSemana: WEEKDAYS_ES[weekday(fecha)]!, turno: turnoTexto(dia.segmentos), codigo: dia.codigo };
      });
      for (let i = 0; i <= DIAS_BUSCAR_DESCANSO && proximoDescanso === null; i += 1) {
        const fecha = addDays(hoy, i);
        if (programa(fecha).segmentos.length === 0) proximoDescanso = fecha;
      }
    }

    const empleado = deps.prenomina.employee(empleadoId);
    return {
      empleado: { id: empleadoId, nombre: empleado?.nombre ?? figures?.employee.nombre ?? '' },
      hoy,
      periodo: {
        desde: periodo.desde,
        hasta: periodo.hasta,
        tipo: rules.periodo,
        texto: `Del ${dayMonthYear(periodo.desde)} al ${dayMonthYear(periodo.hasta)}`,
      },
      dias,
      totales,
      importes,
      vacaciones,
      turno: { semana, proximoDescanso },
      solicitudes: deps.ofEmployee(empleadoId),
      sesion: { expira: sesion.expira_en },
    };
  };
}

export type MiAsistencia = ReturnType<ReturnType<typeof createMiAsistencia>>;
