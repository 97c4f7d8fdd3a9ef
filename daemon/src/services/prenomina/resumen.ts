import { addDays, clockMinutes } from '@reloj/contract/dates';
import type { DiaPrenomina, EmpleadoPrenomina } from '@reloj/contract/prenomina';
import {
  RESUMEN_DIAS_SIN_SALIDA,
  RESUMEN_MAX_FILAS,
  RESUMEN_PRIMEROS_DIAS,
  type DiaSinSalida,
  type Faltante,
  type Llegada,
  type Resumen,
} from '@reloj/contract/resumen';
import { segmentSpan, segmentosText } from '@reloj/contract/turnos';
import type { Repositories } from '../../db/repositories/index.js';
import type { ActiveEmployeeRow } from '../../db/repositories/resumen.js';
import { inBranches, type Branches } from '../../lib/branches.js';
import type { Clock } from '../../lib/clock.js';
import { wallClock } from '../../lib/dates.js';
import type { DiskStatus } from '../../system/diskSpace.js';
import type { EmpleadoConSucursal, PrenominaService } from './prenomina.js';

const chainState = (v: ReturnType<Parameters<typeof createResumenService>[0]['registro']>): Resumen['registro'] =>
  v && { ok: v.ok, verificadoEn: v.verificadoEn, filas: v.filas, motivo: v.rotura?.motivo ?? null };

/** Who asks: an administrator sees the kiosks and the checklist; every role sees only its branches. */
export type ResumenAccount = { administrador: boolean; sucursales: Branches };

const first = <T>(rows: readonly T[]): T[] => rows.slice(0, RESUMEN_MAX_FILAS);

/** The clock time (minutes) a day's last scheduled segment ends on the next morning, or undefined when it ends the same day. */
function endsNextDay(dia: DiaPrenomina): number | undefined {
  const last = dia.segmentos[dia.segmentos.length - 1];
  if (!last) return undefined;
  const { end } = segmentSpan(last);
  return end > 24 * 60 ? end - 24 * 60 : undefined;
}

type Figures = { sucursal: string; empleado: EmpleadoPrenomina };

/** A segment of today started more than the tolerance ago and not over yet. */
function isDue(entrada: string, salida: string, minutoActual: number, tolerancia: number): boolean {
  const { start, end } = segmentSpan({ entrada, salida });
  return minutoActual > start + tolerancia && minutoActual < end;
}

/** A scheduled working day that is not a holiday (worked or not); rest days and justified absences are not. */
const isExpected = (dia: DiaPrenomina) =>
  (dia.estado === 'asistencia' || dia.estado === 'retardo' || dia.estado === 'sin_salida' || dia.estado === 'falta') &&
  !dia.descansoTrabajado &&
  dia.festivo === null;

/**
 * GET /api/resumen: what needs attention on the panel's home page. Retardos, missing salidas and who came today are
 * the pre-nómina engine's own reading of the punches (`compute`), so the home page and Pre-nómina never disagree.
 */
export function createResumenService(
  deps: Pick<Repositories, 'resumen' | 'clockSync' | 'reglas' | 'transaction'> & {
    clock: Clock;
    timeZone: string;
    compute: PrenominaService['compute'];
    disk: () => DiskStatus | null;
    /** Issue 40: how many active employees were hired before the record's start, and how many lack an opening vacation balance. */
    saldosIniciales?: () => { requieren: number; faltan: number };
    /** The latest verification of the record's chain. */
    registro: () => { ok: boolean; verificadoEn: string; filas: number; rotura: { motivo: string } | null } | null;
  },
) {
  const { resumen: repo, clockSync, reglas } = deps;

  /** The pre-nómina of a range for the account's branches, each employee with its branch's name. */
  const figures = (desde: string, hasta: string, branches: Branches): Figures[] => {
    const names = repo.sucursalNames();
    return deps
      .compute({ desde, hasta })
      .filter((e: EmpleadoConSucursal) => inBranches(branches, e.sucursalId))
      .map((e) => ({ sucursal: names.get(e.sucursalId) ?? '', empleado: e.empleado }));
  };

  /** Past working days with an odd number of punches; yesterday's night shift still under way is not missing yet. */
  function missingSalidas(hoy: string, minutoActual: number, employees: Map<number, ActiveEmployeeRow>, branches: Branches): Resumen['sinSalida'] {
    const desde = addDays(hoy, -RESUMEN_DIAS_SIN_SALIDA);
    const hasta = addDays(hoy, -1);
    const dias: DiaSinSalida[] = [];
    for (const { sucursal, empleado } of figures(desde, hasta, branches)) {
      const shift = employees.get(empleado.empleadoId);
      for (const dia of empleado.dias) {
        if (dia.estado !== 'sin_salida') continue;
        // Yesterday's shift that ends this morning (a night segment, by the day's turno) is not missing its salida yet.
        const nextMorning =
          dia.segmentos.length > 0 ? endsNextDay(dia) : shift && shift.horaSalida < shift.horaEntrada ? clockMinutes(shift.horaSalida) : undefined;
        if (dia.fecha === hasta && nextMorning !== undefined && minutoActual < nextMorning) continue;
        dias.push({ empleadoId: empleado.empleadoId, nombre: empleado.nombre, sucursal, fecha: dia.fecha, entrada: dia.entrada });
      }
    }
    dias.sort((a, b) => b.fecha.localeCompare(a.fecha) || a.nombre.localeCompare(b.nombre, 'es'));
    return { desde, hasta, total: dias.length, dias: first(dias) };
  }

  /** Today's working day: who has punched (late or not), and who is expected, past their entry time, and missing. */
  function todayAttendance(hoy: string, minutoActual: number, employees: Map<number, ActiveEmployeeRow>, branches: Branches): Resumen['hoyAsistencia'] {
    const { toleranciaMinutos } = reglas.get();
    const llegadas: Llegada[] = [];
    const faltantes: Faltante[] = [];
    const descansan: Resumen['hoyAsistencia']['descansan'] = [];
    let esperados = 0;
    for (const { sucursal, empleado } of figures(hoy, hoy, branches)) {
      const dia = empleado.dias.find((d) => d.fecha === hoy);
      if (!dia) continue; // hired later, or a baja
      const ref = { empleadoId: empleado.empleadoId, nombre: empleado.nombre, sucursal };
      const turno = dia.segmentos.length > 0 ? segmentosText(dia.segmentos) : null;
      const dentro = dia.enTurno || dia.estado === 'sin_salida';
      if (isExpected(dia)) esperados += 1;
      if (dia.estado === 'descanso') descansan.push(ref);
      if (dia.trabajado && dia.entrada) {
        llegadas.push({ ...ref, entrada: dia.entrada, minutosRetardo: dia.minutosRetardo, enTurno: dentro, salida: dentro ? null : dia.salida, turno });
        // Issue 41: a split shift's next segment due now, its entrada not punched yet, while the person is out.
        const due = dentro
          ? undefined
          : dia.segmentos.find((s, i) => i > 0 && s.checadaEntrada === null && isDue(s.entrada, s.salida, minutoActual, toleranciaMinutos));
        if (due) faltantes.push({ ...ref, horaEntrada: due.entrada, turno, regreso: true });
      } else if (dia.estado === 'falta') {
        const shift = employees.get(empleado.empleadoId);
        const horaEntrada = dia.segmentos[0]?.entrada ?? shift?.horaEntrada;
        if (horaEntrada && minutoActual > clockMinutes(horaEntrada) + toleranciaMinutos) faltantes.push({ ...ref, horaEntrada, turno, regreso: false });
      }
    }
    descansan.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
    llegadas.sort(
      (a, b) => Number(b.minutosRetardo > 0) - Number(a.minutosRetardo > 0) || a.entrada.localeCompare(b.entrada) || a.nombre.localeCompare(b.nombre, 'es'),
    );
    faltantes.sort((a, b) => a.horaEntrada.localeCompare(b.horaEntrada) || a.nombre.localeCompare(b.nombre, 'es'));
    return {
      esperados,
      llegaron: llegadas.length,
      retardos: llegadas.filter((l) => l.minutosRetardo > 0).length,
      llegadas: first(llegadas),
      faltan: faltantes.length,
      faltantes: first(faltantes),
      descansan: first(descansan),
    };
  }

  /** Issue 40 item 4: the box's first day in service, and whether today is within its first RESUMEN_PRIMEROS_DIAS days. */
  const primerosDias = (hoy: string): Resumen['inicioRegistro'] => {
    const fecha = repo.inicioRegistro();
    return fecha === null ? null : { fecha, primerosDias: hoy >= fecha && hoy < addDays(fecha, RESUMEN_PRIMEROS_DIAS) };
  };

  return {
    get(account: ResumenAccount): Resumen {
      const { date: hoy, hour, minute } = wallClock(deps.clock.now(), deps.timeZone);
      const minutoActual = Number(hour) * 60 + Number(minute);
      return deps.transaction((): Resumen => {
        const active = repo.activeEmployees(account.sucursales);
        const byId = new Map(active.map((e) => [e.id, e]));
        const sinRostro = active.filter((e) => e.rostros === 0).map((e) => ({ empleadoId: e.id, nombre: e.nombre, sucursal: e.sucursal }));
        const pending = account.administrador ? repo.pendingKiosks() : null;
        const setup = account.administrador ? repo.setup() : null;
        const saldos = (setup && deps.saldosIniciales?.()) || { requieren: 0, faltan: 0 };
        return {
          hoy,
          hora: `${hour}:${minute}`,
          kioscosPendientes: pending && { total: pending.length, kioscos: first(pending) },
          empleadosActivos: active.length,
          sinRostro: { total: sinRostro.length, empleados: first(sinRostro) },
          sinSalida: missingSalidas(hoy, minutoActual, byId, account.sucursales),
          hoyAsistencia: todayAttendance(hoy, minutoActual, byId, account.sucursales),
          configuracion: setup && {
            avisoPrivacidad: setup.avisoPrivacidad === 1,
            sucursal: setup.sucursal === 1,
            puesto: setup.puesto === 1,
            reglas: setup.reglas === 1,
            empleadoConRostro: setup.empleadoConRostro === 1,
            kioscoAprobado: setup.kioscoAprobado === 1,
            saldoInicialVacaciones: saldos.faltan === 0,
            requierenSaldoInicial: saldos.requieren,
            sinSaldoInicial: saldos.faltan,
          },
          relojSincronizado: clockSync.current().sincronizado,
          disco: deps.disk(),
          registro: chainState(deps.registro()),
          inicioRegistro: primerosDias(hoy),
        };
      });
    },
  };
}

export type ResumenService = ReturnType<typeof createResumenService>;
