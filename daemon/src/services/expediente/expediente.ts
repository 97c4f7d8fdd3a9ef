import { expedienteFirstDay, expedienteRangeProblem, type ExpedienteQuery } from '@reloj/contract/expediente';
import { addDays, instantOf } from '@reloj/contract/dates';
import { INCIDENCIA_LABELS } from '@reloj/contract/incidencias';
import { periodContaining, type Rango } from '@reloj/contract/periodos';
import type { EmpleadoPrenomina } from '@reloj/contract/prenomina';
import type { Reglas } from '@reloj/contract/reglas';
import { codigoVerificacion, type CabezaRegistro, type VerificacionRegistro } from '@reloj/contract/registro';
import type { LimiteLegal } from '@reloj/contract/limitesLegales';
import { toPesos, type Horario } from '@reloj/payroll';
import { zipSync, strToU8, type Zippable } from 'fflate';
import type { Repositories } from '../../db/repositories/index.js';
import { punchMethod, type PunchListRow } from '../../db/repositories/attendance.js';
import type { ExpedienteEmpleadoRow } from '../../db/repositories/expediente.js';
import type { AsignacionRow, CambioRow } from '../../db/repositories/asignaciones.js';
import type { IncidenciaRow } from '../../db/repositories/incidencias.js';
import type { RolRow, TurnoRow } from '../../db/repositories/turnos.js';
import type { CierreRow, PeriodoRow } from '../../db/repositories/periodos.js';
import type { MinimumWageRow } from '../../db/repositories/salariosMinimos.js';
import { employeeNotFound, validationFailed } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { localDate, wallClock } from '../../lib/dates.js';
import { expedienteQueue } from '../../expediente/cola.js';
import { csvFile } from '../../expediente/csv.js';
import { leeme } from '../../expediente/leeme.js';
import { tarjetaPdf } from '../../expediente/tarjetaPdf.js';
import { turnosCsv } from '../../expediente/turnos.js';
import { type PrenominaService, snapshotSchema } from '../prenomina/index.js';
import type { RegistroService } from '../registro/index.js';

/** A pay period of the expediente: a saved one (open or closed), or one the rules define where none was saved. */
type PeriodoExpediente = Rango & { saved: PeriodoRow | null };

/** Everything read for one expediente, in one transaction (the figures, the lists and the chain agree). */
type Lectura = {
  empleado: ExpedienteEmpleadoRow;
  rango: Rango;
  reglas: Reglas;
  periodos: {
    periodo: PeriodoExpediente;
    row: EmpleadoPrenomina | null;
    cierres: CierreRow[];
    cabeza: CabezaRegistro | null;
    reglasVigentes: { reglas: Partial<Reglas>; al: string; fuente: 'auditoria' | 'actuales' };
  }[];
  checadas: PunchListRow[];
  incidencias: IncidenciaRow[];
  /** Issue 41: the employee's assignments (all of them: the one in force on the range's first day may start before it), the range's one-day changes. */
  turnos: {
    asignaciones: AsignacionRow[];
    cambios: CambioRow[];
    horario: Horario | undefined;
    catalogo: Map<number, TurnoRow>;
    roles: Map<number, RolRow>;
    colegas: Map<number, string>;
  };
  limites: LimiteLegal[];
  salarios: MinimumWageRow[];
  verificacion: VerificacionRegistro;
};

export type ExpedienteFile = { fileName: string; bytes: Buffer; contentType: string; desde: string; hasta: string; periodos: number };

/** What the audit trail holds of a change of the rules: when, and the whole rules before it. */
type ReglasChange = { fecha: string; antes: Partial<Reglas> };

/** The saved periods touching the range, and the rules' periods for the days no saved period holds (never overlapping a saved one). */
export function periodsOf(rango: Rango, saved: readonly PeriodoRow[], reglas: Pick<Reglas, 'periodo' | 'inicioSemana'>): PeriodoExpediente[] {
  const sorted = [...saved].sort((a, b) => (a.desde < b.desde ? -1 : a.desde > b.desde ? 1 : a.id - b.id));
  const out: PeriodoExpediente[] = [];
  let cursor = rango.desde;
  while (cursor <= rango.hasta) {
    const holding = sorted.find((p) => p.desde <= cursor && p.hasta >= cursor);
    if (holding) {
      out.push({ desde: holding.desde, hasta: holding.hasta, saved: holding });
      cursor = addDays(holding.hasta, 1);
      continue;
    }
    let { desde, hasta } = periodContaining(cursor, reglas);
    for (const p of sorted) {
      if (p.hasta < cursor && p.hasta >= desde) desde = addDays(p.hasta, 1);
      if (p.desde > cursor && p.desde <= hasta) hasta = addDays(p.desde, -1);
    }
    out.push({ desde, hasta, saved: null });
    cursor = addDays(hasta, 1);
  }
  return out;
}

/** The rules as they stood at `instant` (UTC ISO): the `antes` of the first later change in the audit trail, else today's. */
function reglasAt(instant: string, current: Reglas, changes: readonly ReglasChange[]): { reglas: Partial<Reglas>; fuente: 'auditoria' | 'actuales' } {
  const later = changes.find((c) => c.fecha > instant);
  return later ? { reglas: later.antes, fuente: 'auditoria' } : { reglas: current, fuente: 'actuales' };
}

/** The legal limits that applied on some day of the range: the one in force on its first day and any that started inside it. */
function limitesDuring(rango: Rango, limites: readonly LimiteLegal[]): LimiteLegal[] {
  const before = limites.filter((l) => l.vigenteDesde <= rango.desde).at(-1);
  return [...(before ? [before] : []), ...limites.filter((l) => l.vigenteDesde > rango.desde && l.vigenteDesde <= rango.hasta)];
}

/** Lets the requests waiting meanwhile (a kiosk's check-in) run: pdfkit's stream ends without giving the event loop a turn. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const safeName = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * The expediente (issue 29 item 5): for one employee and a date range, one ZIP an owner hands to an STPS inspector or
 * brings to a labour claim: the tarjetas as PDF (one per pay period), every punch (voided ones too), the incidencias,
 * the periods' closes and reopenings, the rules and legal limits of each period, and the chain's verification with
 * the heads that pin each period. Photos never go in.
 */
export function createExpedienteService(
  deps: Pick<
    Repositories,
    | 'expediente'
    | 'attendance'
    | 'incidencias'
    | 'periodos'
    | 'reglas'
    | 'limitesLegales'
    | 'salariosMinimos'
    | 'auditoria'
    | 'transaction'
    | 'asignaciones'
    | 'turnos'
    | 'employees'
  > & {
    clock: Clock;
    timeZone: string;
    /** The box's id (8 hex digits), named in LEEME.txt. */
    machineId: string;
    /** The box's readable name (services/equipo), named in LEEME.txt before its id. */
    equipo: () => string;
    computeEmployee: PrenominaService['computeEmployee'];
    registro: Pick<RegistroService, 'verificacionVigente' | 'cabeza' | 'cabezaDeCierre'>;
  },
) {
  const { expediente, attendance, incidencias, periodos, reglas, limitesLegales, salariosMinimos, auditoria, transaction, clock, timeZone } = deps;

  /** An instant (UTC ISO) as the box's local 'dd/mm/aaaa HH:MM' (seconds with `seconds`). */
  const local = (iso: string, seconds = false) => {
    const { date, hour, minute, second } = wallClock(new Date(iso), timeZone);
    return { fecha: `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`, hora: `${hour}:${minute}${seconds ? `:${second}` : ''}` };
  };
  const localText = (iso: string) => {
    const { fecha, hora } = local(iso);
    return `${fecha} ${hora}`;
  };

  /**
   * The range asked for, with the defaults filled in: from the employee's inicioRegistro (issue 40: the box recorded
   * nothing before it; at most five years back) to today or the baja.
   */
  const rangeOf = (empleado: ExpedienteEmpleadoRow, query: ExpedienteQuery): Rango => {
    const today = localDate(clock.now(), timeZone);
    const end = empleado.fechaBaja && empleado.fechaBaja < today ? empleado.fechaBaja : today;
    const hasta = query.hasta ?? end;
    const earliest = expedienteFirstDay(hasta);
    const desde = query.desde ?? (empleado.inicioRegistro > earliest ? empleado.inicioRegistro : earliest);
    const problem = expedienteRangeProblem(desde, hasta);
    if (problem) throw validationFailed(problem, 'hasta');
    return { desde, hasta };
  };

  const figuresOf = (periodo: PeriodoExpediente, empleadoId: number): EmpleadoPrenomina | null => {
    if (periodo.saved?.estado === 'cerrado') {
      const snapshot = snapshotSchema.parse(JSON.parse(periodos.snapshot(periodo.saved.id) ?? 'null'));
      return snapshot.empleados.find((e) => e.empleado.empleadoId === empleadoId)?.empleado ?? null;
    }
    const figures = deps.computeEmployee(periodo, empleadoId);
    return figures ? toPesos(figures.result) : null;
  };

  const read = (empleadoId: number, query: ExpedienteQuery): Omit<Lectura, 'verificacion'> =>
    transaction(() => {
      const empleado = expediente.empleado(empleadoId);
      if (!empleado) throw employeeNotFound();
      const rango = rangeOf(empleado, query);
      const current = reglas.get();
      const changes: ReglasChange[] = auditoria
        .list(100_000, 0, { accion: 'reglas.actualizar' })
        .filter((e) => e.antes !== null && typeof e.antes === 'object')
        .map((e) => ({ fecha: e.fecha, antes: e.antes as Partial<Reglas> }))
        .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
      const now = isoNow(clock);
      const cabezaAhora = deps.registro.cabeza();
      // Issue 40: never a tarjeta of a period wholly before the employee's inicioRegistro (every day would read 'Sin
      // registro'; printed as evidence it would look like a record). A period that straddles it is printed.
      const lista = periodsOf(rango, periodos.list(), current)
        .filter((periodo) => periodo.hasta >= empleado.inicioRegistro)
        .map((periodo) => {
          const closed = periodo.saved?.estado === 'cerrado' ? periodo.saved : null;
          const endOfPeriod = instantOf(`${addDays(periodo.hasta, 1)}T00:00`, timeZone).toISOString();
          const al = closed?.cerradoEn ?? (endOfPeriod < now ? endOfPeriod : now);
          return {
            periodo,
            row: figuresOf(periodo, empleado.id),
            cierres: periodo.saved ? periodos.cierres(periodo.saved.id) : [],
            cabeza: closed ? deps.registro.cabezaDeCierre(closed.id) : cabezaAhora,
            reglasVigentes: { ...reglasAt(al, current, changes), al },
          };
        });
      const checadas = attendance.list({ ...rango, empleadoId: empleado.id }).reverse();
      const cambios = deps.asignaciones.cambiosBetween([empleado.id], rango.desde, rango.hasta);
      return {
        empleado,
        rango,
        reglas: current,
        periodos: lista,
        checadas,
        incidencias: incidencias.list({ ...rango, empleadoId: empleado.id }),
        turnos: {
          asignaciones: deps.asignaciones.ofEmployee(empleado.id),
          cambios,
          horario: deps.asignaciones.horarios([empleado.id]).get(empleado.id),
          catalogo: new Map(deps.turnos.list(true).map((t) => [t.id, t])),
          roles: new Map(deps.turnos.roles().map((r) => [r.id, r])),
          colegas: new Map(cambios.filter((c) => c.conEmpleadoId !== null).map((c) => [c.conEmpleadoId!, deps.employees.get(c.conEmpleadoId!)?.nombre ?? ''])),
        },
        limites: limitesLegales.list(),
        salarios: salariosMinimos.list(),
      };
    });

  const checadasCsv = (rows: readonly PunchListRow[]) =>
    csvFile(
      [
        'ID',
        'Fecha',
        'Hora',
        'Día laboral',
        'Tipo',
        'Método',
        'Kiosco',
        'Sucursal',
        'Similitud',
        'Manual',
        'Registrada por',
        'Motivo',
        'Anulada',
        'Anulada por',
        'Fecha de anulación',
        'Motivo de anulación',
      ],
      rows.map((r) => {
        const { fecha, hora } = local(r.hora, true);
        const metodo = punchMethod(r);
        return [
          String(r.id),
          fecha,
          hora,
          `${r.fecha_local.slice(8, 10)}/${r.fecha_local.slice(5, 7)}/${r.fecha_local.slice(0, 4)}`,
          r.tipo === 'entrada' ? 'Entrada' : 'Salida',
          metodo === 'nip' ? 'NIP' : metodo,
          { text: r.dispositivo_id === null ? '' : (r.dispositivo ?? '') },
          { text: r.sucursal ?? '' },
          r.match_score === null ? '' : r.match_score.toFixed(3),
          r.manual === 1 ? 'sí' : 'no',
          { text: r.registrado_por ?? '' },
          { text: r.motivo ?? '' },
          r.anulada_en ? 'sí' : 'no',
          { text: r.anulada_por ?? '' },
          r.anulada_en ? localText(r.anulada_en) : '',
          { text: r.anulacion_motivo ?? '' },
        ];
      }),
    );

  const incidenciasCsv = (rows: readonly IncidenciaRow[]) =>
    csvFile(
      ['Fecha', 'Tipo', 'Minutos', 'Nota', 'Creada por', 'Creada en'],
      rows.map((i) => [
        `${i.fecha.slice(8, 10)}/${i.fecha.slice(5, 7)}/${i.fecha.slice(0, 4)}`,
        INCIDENCIA_LABELS[i.tipo],
        i.minutos === null ? '' : String(i.minutos),
        { text: i.nota ?? '' },
        { text: i.creadoPor },
        localText(i.creadoEn),
      ]),
    );

  const periodosCsv = (lista: Lectura['periodos']) =>
    csvFile(
      ['Desde', 'Hasta', 'Estado', 'Versión', 'Cerrado en', 'Cerrado por', 'Reabierto en', 'Reabierto por', 'Motivo de reapertura'],
      lista.flatMap(({ periodo, cierres }) => {
        const estado = periodo.saved ? periodo.saved.estado : 'sin guardar';
        const dates = [periodo.desde, periodo.hasta].map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`);
        if (cierres.length === 0) return [[...dates, estado, '', '', '', '', '', '']];
        return cierres.map((c) => [
          ...dates,
          estado,
          String(c.version),
          localText(c.cerradoEn),
          { text: c.cerradoPor },
          c.reabiertoEn ? localText(c.reabiertoEn) : '',
          { text: c.reabiertoPor ?? '' },
          { text: c.motivoReapertura ?? '' },
        ]);
      }),
    );

  const reglasJson = (lectura: Lectura) => ({
    nota:
      'Reglas de asistencia y límites legales de cada periodo. Las reglas de un periodo son las vigentes al cerrarlo (o al terminar el periodo, si sigue abierto), ' +
      'reconstruidas con los cambios guardados en la bitácora de auditoría; "fuente": "actuales" indica que no hubo cambios después de ese momento. ' +
      'Los importes están en centavos.',
    reglasActuales: lectura.reglas,
    periodos: lectura.periodos.map(({ periodo, reglasVigentes }) => {
      const zona = lectura.empleado.zona;
      const salario = lectura.salarios.filter((s) => s.zona === zona && s.desde <= periodo.hasta).at(-1) ?? null;
      return {
        desde: periodo.desde,
        hasta: periodo.hasta,
        reglasAl: reglasVigentes.al,
        fuente: reglasVigentes.fuente,
        reglas: reglasVigentes.reglas,
        limitesLegales: limitesDuring(periodo, lectura.limites),
        salarioMinimo: salario ? { zona, vigenteDesde: salario.desde, diarioCentavos: salario.centavos } : null,
      };
    }),
  });

  const unqueued = {
    /** Builds the ZIP. Unknown employee: 404; a range out of order or over five years: 422 on `hasta`. */
    async build(empleadoId: number, query: ExpedienteQuery, autor: string): Promise<ExpedienteFile> {
      const leido = read(empleadoId, query);
      // Then the chain is checked, a chunk at a time (the kiosk keeps answering), up to a head at or past every head
      // read; the last verification stands while nothing was added since.
      const lectura: Lectura = { ...leido, verificacion: await deps.registro.verificacionVigente('api') };
      const { empleado, rango } = lectura;
      const creadoEn = clock.now();
      const generado = localText(creadoEn.toISOString());
      const files: Zippable = {};
      const text = (value: string) => strToU8(value);

      // One card at a time: only the finished bytes are kept (a card is a few KB).
      for (const { periodo, row, cierres, cabeza } of lectura.periodos) {
        const closed = periodo.saved?.estado === 'cerrado' ? periodo.saved : null;
        const version = cierres.at(-1)?.version;
        const origen = closed
          ? `Cifras del cierre${version ? ` n.º ${version}` : ''} del ${closed.cerradoEn ? localText(closed.cerradoEn) : ''} por ${closed.cerradoPor ?? ''}.`
          : periodo.saved
            ? `Periodo abierto: cifras calculadas al generar este expediente (${generado}); pueden cambiar hasta que se cierre.`
            : `Periodo no guardado en el reloj: cifras calculadas al generar este expediente (${generado}) con las reglas actuales.`;
        const registro = cabeza
          ? `Código de verificación (${closed ? 'al cierre' : 'al generar'}): ${codigoVerificacion(cabeza.hash)}`
          : 'Código de verificación: aún no hay registros que verificar (al generar)';
        const bytes = await tarjetaPdf({
          empresa: lectura.reglas.nombreEmpresa,
          desde: periodo.desde,
          hasta: periodo.hasta,
          empleado: { nombre: empleado.nombre, numeroEmpleado: empleado.numeroEmpleado, puesto: empleado.puesto, sucursal: empleado.sucursal },
          row,
          origen,
          registro,
          huella: cabeza?.hash ?? null,
          inicioRegistro: empleado.inicioRegistro,
          pie: `Expediente de ${empleado.nombre} · generado el ${generado} por ${autor}`,
          creadoEn,
        });
        // PDF streams are compressed already: stored, not deflated again.
        files[`tarjetas/tarjeta-${periodo.desde}-${periodo.hasta}.pdf`] = [bytes, { level: 0 }];
        await yieldToEventLoop(); // a kiosk's check-in waits one card at most
      }

      const cabezas = lectura.periodos.map(({ periodo, cabeza }) => ({
        desde: periodo.desde,
        hasta: periodo.hasta,
        secuencia: cabeza?.secuencia ?? null,
        hash: cabeza?.hash ?? null,
        al: periodo.saved?.estado === 'cerrado' ? 'cierre' : 'generar',
      }));
      files['LEEME.txt'] = text(
        leeme({
          empleado: empleado.nombre,
          numeroEmpleado: empleado.numeroEmpleado,
          empresa: lectura.reglas.nombreEmpresa,
          equipo: deps.equipo(),
          caja: deps.machineId,
          rango,
          inicioRegistro: empleado.inicioRegistro,
          generado,
          autor,
          periodos: lectura.periodos.length,
          verificacion: lectura.verificacion,
        }),
      );
      files['checadas.csv'] = text(checadasCsv(lectura.checadas));
      files['incidencias.csv'] = text(incidenciasCsv(lectura.incidencias));
      const { catalogo, roles, colegas, ...turnos } = lectura.turnos;
      files['turnos.csv'] = text(
        turnosCsv({
          rango,
          ...turnos,
          turno: (id) => catalogo.get(id),
          rol: (id) => roles.get(id),
          nombre: (id) => colegas.get(id) || `empleado ${id}`,
          localText,
        }),
      );
      files['periodos.csv'] = text(periodosCsv(lectura.periodos));
      files['reglas.json'] = text(`${JSON.stringify(reglasJson(lectura), null, 2)}\n`);
      files['verificacion.json'] = text(`${JSON.stringify({ verificacion: lectura.verificacion, cabezas }, null, 2)}\n`);

      const bytes = Buffer.from(zipSync(files, { level: 6, mtime: creadoEn }));
      const clave = safeName(empleado.numeroEmpleado ?? '') || String(empleado.id);
      return {
        fileName: `expediente-${clave}-${rango.desde}-${rango.hasta}.zip`,
        bytes,
        contentType: 'application/zip',
        desde: rango.desde,
        hasta: rango.hasta,
        periodos: lectura.periodos.length,
      };
    },
  };

  const queue = expedienteQueue();
  return {
    /** One at a time, one per account (`autor`): a second request of the same account while its first runs is 429. */
    build: (empleadoId: number, query: ExpedienteQuery, autor: string): Promise<ExpedienteFile> =>
      queue.run(autor, () => unqueued.build(empleadoId, query, autor)),
  };
}

export type ExpedienteService = ReturnType<typeof createExpedienteService>;
