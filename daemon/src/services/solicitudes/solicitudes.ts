import { addDays, daysBetween, formatDateEs, instantOf } from '@reloj/contract/dates';
import {
  MAX_DIAS_VACACIONES_SOLICITUD,
  MAX_SOLICITUDES_ABIERTAS,
  type Solicitud,
  type SolicitudAprobada,
  type SolicitudEstado,
  type SolicitudInput,
} from '@reloj/contract/solicitudes';
import { programaDe } from '@reloj/payroll';
import type { Repositories } from '../../db/repositories/index.js';
import type { SolicitudRow } from '../../db/repositories/solicitudes.js';
import { employeeUnknown, periodoCerrado, solicitudesAbiertas, solicitudNotFound, solicitudRespondida, validationFailed } from '../../errors.js';
import { inBranches, type Branches } from '../../lib/branches.js';
import type { Clock } from '../../lib/clock.js';
import { localDate } from '../../lib/dates.js';
import type { ManualAttendanceService } from '../attendance/index.js';
import { closedPeriodGuard, formatRangeEs, holidaysBetween, type IncidenciasService, type PrenominaService } from '../prenomina/index.js';
import type { VacacionesService } from '../prestaciones/index.js';
import type { Sesion } from './sesiones.js';
import { avisoDeRespuesta, toSolicitud } from './solicitud.js';

/** Days a justificación may be asked for: the engine's falta, retardo and missing salida. */
const JUSTIFICABLE = new Set(['falta', 'retardo', 'sin_salida']);

/** What approving created, for the audit log (the same rows an administrator's hand would have written). */
export type Aplicado = SolicitudAprobada['aplicado'];

export type SolicitudesDeps = Pick<Repositories, 'solicitudes' | 'prenomina' | 'periodos' | 'festivos' | 'transaction'> & {
  clock: Clock;
  timeZone: string;
  computeEmployee: PrenominaService['computeEmployee'];
  vacaciones: Pick<VacacionesService, 'get'>;
  incidencias: Pick<IncidenciasService, 'create'>;
  manualAttendance: Pick<ManualAttendanceService, 'add'>;
  /** A request was stored, inside its transaction (issue 44: the 'solicitud_nueva' alert to the branch). */
  onCreated?: (solicitud: Solicitud & { sucursalId: number }) => void;
};

/**
 * Issue 43: the requests an employee sends from 'Mi asistencia' and their answers. Approving one writes, in the same
 * transaction, what an administrator would write by hand through the same services: the incidencia (falta justificada,
 * incapacidad, vacaciones) or the manual punch, so the pre-nómina, the chain and the audit log show it as any correction.
 */
export function createSolicitudesService(deps: SolicitudesDeps) {
  const { solicitudes: repo, prenomina: inputs, transaction, clock, timeZone } = deps;
  const periods = closedPeriodGuard(deps.periodos);
  const today = () => localDate(clock.now(), timeZone);

  const notFuture = (fecha: string, field: string) => {
    if (fecha > today()) throw validationFailed(`El ${formatDateEs(fecha)} todavía no llega.`, field);
  };

  /** The day must hold a falta, a retardo or a missing salida (the engine's own reading of it). */
  const assertJustificable = (empleadoId: number, fecha: string) => {
    const figures = deps.computeEmployee({ desde: fecha, hasta: fecha }, empleadoId);
    const day = figures?.result.dias.find((d) => d.fecha === fecha);
    if (!day || !(JUSTIFICABLE.has(day.estado) || day.retardos > 0))
      throw validationFailed(`El ${formatDateEs(fecha)} no tiene falta, retardo ni salida sin checar.`, 'fecha');
  };

  /** The working days of a vacation request (rest days and holidays take nothing from the balance, LFT art. 76). */
  const diasDeVacaciones = (empleadoId: number, desde: string, hasta: string): string[] => {
    const figures = deps.computeEmployee({ desde, hasta: desde }, empleadoId);
    if (!figures) throw validationFailed('Esas fechas no cuentan para ti.', 'desde');
    const programa = programaDe(figures.employee);
    const festivos = new Set(holidaysBetween(deps.festivos, desde, hasta).map((h) => h.fecha));
    const out: string[] = [];
    for (let fecha = desde; fecha <= hasta; fecha = addDays(fecha, 1)) if (programa(fecha).segmentos.length > 0 && !festivos.has(fecha)) out.push(fecha);
    return out;
  };

  const mustBeVisible = (id: number, branches: Branches): SolicitudRow => {
    const row = id > 0 ? repo.get(id) : undefined;
    if (!row || !inBranches(branches, row.sucursal_id)) throw solicitudNotFound();
    return row;
  };

  /** 409 when the day (or a vacation day) is now in a closed period: the answer waits for the period to be reopened. */
  const assertOpenToApprove = (row: SolicitudRow) => {
    const dias = row.tipo === 'vacaciones' ? (JSON.parse(row.dias_vacaciones) as string[]) : [row.fecha];
    for (const fecha of dias) {
      const closed = deps.periodos.closedContaining(fecha);
      if (closed)
        throw periodoCerrado(
          `El periodo del ${formatRangeEs(closed.desde, closed.hasta)} ya está cerrado: reabre el periodo en Pre-nómina para aprobar esta solicitud del ${formatDateEs(fecha)}.`,
          { periodoId: closed.id, desde: closed.desde, hasta: closed.hasta },
        );
    }
  };

  const answered = (row: SolicitudRow) => {
    if (row.estado !== 'pendiente') throw solicitudRespondida(row.estado);
  };

  return {
    /** POST /api/kiosk/solicitudes: stored with the recognition that opened the screen. */
    create: (sesion: Sesion, input: SolicitudInput): Solicitud =>
      transaction(() => {
        const employee = inputs.employee(sesion.empleado_id);
        if (!employee) throw employeeUnknown('empleadoId');
        if (repo.countOpen(employee.id) >= MAX_SOLICITUDES_ABIERTAS) throw solicitudesAbiertas(MAX_SOLICITUDES_ABIERTAS);
        let fecha: string;
        let dias: string[] = [];
        let saldoRestante: number | null = null;
        let sobreSaldo = false;
        if (input.tipo === 'vacaciones') {
          const desde = input.desde!;
          const hasta = input.hasta!;
          if (daysBetween(desde, hasta) + 1 > MAX_DIAS_VACACIONES_SOLICITUD)
            throw validationFailed(`Pide como máximo ${MAX_DIAS_VACACIONES_SOLICITUD} días seguidos en una solicitud.`, 'hasta');
          if (desde < employee.fechaIngreso) throw validationFailed(`La fecha es anterior a tu ingreso (${formatDateEs(employee.fechaIngreso)}).`, 'desde');
          for (let d = desde; d <= hasta; d = addDays(d, 1)) periods.assertOpen(d, 'pedir vacaciones');
          dias = diasDeVacaciones(employee.id, desde, hasta);
          if (dias.length === 0) throw validationFailed('En esas fechas no tienes días de trabajo: no usarían vacaciones.', 'desde');
          const { pendientes } = deps.vacaciones.get(employee.id);
          saldoRestante = pendientes === null ? null : pendientes - dias.length;
          sobreSaldo = saldoRestante === null || saldoRestante < 0;
          fecha = desde;
        } else {
          fecha = input.fecha!;
          notFuture(fecha, 'fecha');
          if (fecha < employee.fechaIngreso) throw validationFailed(`La fecha es anterior a tu ingreso (${formatDateEs(employee.fechaIngreso)}).`, 'fecha');
          periods.assertOpen(fecha, 'enviar solicitudes');
          if (input.tipo === 'olvido' && instantOf(`${fecha}T${input.hora}`, timeZone).getTime() > clock.now().getTime())
            throw validationFailed('Esa hora todavía no llega.', 'hora');
          if (input.tipo === 'justificacion') assertJustificable(employee.id, fecha);
        }
        const id = repo.insert({
          empleadoId: employee.id,
          tipo: input.tipo,
          fecha,
          hora: input.tipo === 'olvido' ? input.hora! : null,
          desde: input.tipo === 'vacaciones' ? input.desde! : null,
          hasta: input.tipo === 'vacaciones' ? input.hasta! : null,
          motivo: input.motivo?.trim() || null,
          nota: input.nota?.trim() || null,
          folio: input.tipo === 'justificacion' && input.motivo === 'Incapacidad IMSS' ? input.folio!.trim() : null,
          diasVacaciones: JSON.stringify(dias),
          saldoRestante,
          sobreSaldo: sobreSaldo ? 1 : 0,
          dispositivoId: sesion.dispositivo_id,
          checadaId: sesion.checada_id,
          metodo: sesion.metodo,
          similitud: sesion.similitud,
          vida: sesion.vida,
          reconocidoEn: sesion.reconocido_en,
          creadaEn: clock.now().toISOString(),
        });
        const row = repo.get(id)!;
        const solicitud = toSolicitud(row);
        deps.onCreated?.({ ...solicitud, sucursalId: row.sucursal_id });
        return solicitud;
      }),

    /** The person's open requests and those answered in the last 35 days, for 'Mi asistencia'. */
    ofEmployee: (empleadoId: number): Solicitud[] =>
      repo.ofEmployee(empleadoId, new Date(clock.now().getTime() - 35 * 86_400_000).toISOString()).map(toSolicitud),

    /** GET /api/solicitudes: of the account's branches, each with the punches of the day asked about. */
    list: (estado: SolicitudEstado | undefined, branches: Branches): Solicitud[] =>
      repo.list(estado, branches).map((row) => ({
        ...toSolicitud(row),
        checadas:
          row.tipo === 'vacaciones'
            ? []
            : repo.dayPunches(row.empleado_id, row.fecha).map((p, i) => ({
                id: p.id,
                hora: p.hora,
                tipo: i % 2 === 0 ? ('entrada' as const) : ('salida' as const),
                metodo: p.manual === 1 ? ('manual' as const) : p.nip === 1 ? ('nip' as const) : ('rostro' as const),
              })),
      })),

    /** The branch of a request (for the route's branch check). */
    branchOf: (id: number): number | undefined => repo.branchOf(id),

    /** Approve: what it asks is written, then the answer, in one transaction; a second approval finds it answered (409). */
    approve: (id: number, usuario: string, branches: Branches): { antes: Solicitud; despues: Solicitud; aplicado: Aplicado } =>
      transaction(() => {
        const row = mustBeVisible(id, branches);
        answered(row);
        assertOpenToApprove(row);
        const aplicado: Aplicado = { incidencias: [], checadas: [] };
        const folio = `Solicitud n.º ${row.id}`;
        if (row.tipo === 'olvido') {
          aplicado.checadas.push(
            deps.manualAttendance.add({ empleadoId: row.empleado_id, hora: `${row.fecha}T${row.hora}`, motivo: `${folio} de ${row.empleado}` }, usuario),
          );
        } else if (row.tipo === 'justificacion') {
          const incapacidad = row.motivo === 'Incapacidad IMSS';
          const detalle = incapacidad ? `folio IMSS ${row.folio}` : `${row.motivo}${row.nota ? `: ${row.nota}` : ''}`;
          const nota = `${folio}: ${detalle}`.slice(0, 200);
          aplicado.incidencias.push(
            deps.incidencias.create({ empleadoId: row.empleado_id, fecha: row.fecha, tipo: incapacidad ? 'incapacidad' : 'falta_justificada', nota }, usuario),
          );
        } else {
          // The company approves the days even beyond the balance: the request said so (sobreSaldo) when it was sent.
          for (const fecha of JSON.parse(row.dias_vacaciones) as string[])
            aplicado.incidencias.push(
              deps.incidencias.create({ empleadoId: row.empleado_id, fecha, tipo: 'vacaciones', nota: folio, adelantadas: true }, usuario),
            );
        }
        if (!repo.answer(row.id, { estado: 'aprobada', por: usuario, en: clock.now().toISOString(), motivoRechazo: null })) answered(repo.get(row.id)!);
        return { antes: toSolicitud(row), despues: toSolicitud(repo.get(row.id)!), aplicado };
      }),

    /** Reject, with the reason the person will read at their next punch. */
    reject: (id: number, motivo: string, usuario: string, branches: Branches): { antes: Solicitud; despues: Solicitud } =>
      transaction(() => {
        const row = mustBeVisible(id, branches);
        answered(row);
        if (!repo.answer(row.id, { estado: 'rechazada', por: usuario, en: clock.now().toISOString(), motivoRechazo: motivo.trim() }))
          answered(repo.get(row.id)!);
        return { antes: toSolicitud(row), despues: toSolicitud(repo.get(row.id)!) };
      }),

    /**
     * The answers a punch tells the person, once: those not told yet are marked with this punch; a repeated answer of the
     * same punch (a resent request) tells the same ones again.
     */
    avisosDeChecada: (empleadoId: number, checadaId: number): string | null =>
      transaction(() => {
        for (const row of repo.undelivered(empleadoId)) repo.markDelivered(row.id, checadaId);
        const rows = repo.deliveredAt(checadaId);
        return rows.length === 0 ? null : rows.map(avisoDeRespuesta).join(' ');
      }),
  };
}

export type SolicitudesService = ReturnType<typeof createSolicitudesService>;
