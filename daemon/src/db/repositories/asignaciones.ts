import type { AsignacionDef, CambioDef, Horario, RolDef, TurnoDef } from '@reloj/payroll';
import type { TurnoDia, TurnoTipo } from '@reloj/contract/turnos';
import type { Db } from '../connection.js';

export type AsignacionRow = {
  id: number;
  empleadoId: number;
  turnoId: number | null;
  rolId: number | null;
  /** The turno's or the rol's name. */
  nombre: string;
  vigenteDesde: string;
  registradoPor: string | null;
  registradoEn: string;
};

export type CambioRow = {
  id: number;
  empleadoId: number;
  fecha: string;
  turnoId: number | null;
  descanso: boolean;
  conEmpleadoId: number | null;
  grupo: string | null;
  motivo: string;
  registradoPor: string;
  registradoEn: string;
};

export type CambioRecord = Omit<CambioRow, 'id' | 'registradoEn'>;

/** An employee's assignment in force on a date, with their branch (for counts limited to some branches). */
export type VigenteRow = { empleadoId: number; nombre: string; sucursalId: number; turnoId: number | null; rolId: number | null };

const ASIGNACION = `SELECT a.id, a.empleado_id AS empleadoId, a.turno_id AS turnoId, a.rol_id AS rolId,
         COALESCE(t.nombre, r.nombre) AS nombre, a.vigente_desde AS vigenteDesde, a.registrado_por AS registradoPor, a.registrado_en AS registradoEn
    FROM asignaciones a LEFT JOIN turnos t ON t.id = a.turno_id LEFT JOIN roles r ON r.id = a.rol_id`;
const CAMBIO = `SELECT id, empleado_id AS empleadoId, fecha, turno_id AS turnoId, descanso, con_empleado_id AS conEmpleadoId, grupo, motivo,
         registrado_por AS registradoPor, registrado_en AS registradoEn FROM cambios_turno`;

type CambioSql = Omit<CambioRow, 'descanso'> & { descanso: number };
const toCambio = (r: CambioSql): CambioRow => ({ ...r, descanso: r.descanso === 1 });

/** `NULL` or a JSON array of ids, for `IN (SELECT value FROM json_each(?))`. */
const idsParam = (ids: readonly number[] | null) => (ids === null ? null : JSON.stringify(ids));

/**
 * `asignaciones` and `cambios_turno` (migration 036): each employee's turno or rol from a date, and one-day changes;
 * `horarios` reads them for the pre-nómina in five queries, whatever the number of employees.
 */
export function asignacionesRepository(db: Db) {
  const ofEmployeeStmt = db.prepare<[number], AsignacionRow>(`${ASIGNACION} WHERE a.empleado_id = ? ORDER BY a.vigente_desde DESC`);
  const getStmt = db.prepare<[number], AsignacionRow>(`${ASIGNACION} WHERE a.id = ?`);
  const onDateStmt = db.prepare<[number, string], { id: number }>('SELECT id FROM asignaciones WHERE empleado_id = ? AND vigente_desde = ?');
  const insertStmt = db.prepare(
    `INSERT INTO asignaciones (empleado_id, turno_id, rol_id, vigente_desde, registrado_por, registrado_en)
     VALUES (@empleadoId, @turnoId, @rolId, @vigenteDesde, @registradoPor, @now)`,
  );
  const replaceStmt = db.prepare(
    'UPDATE asignaciones SET turno_id = @turnoId, rol_id = @rolId, registrado_por = @registradoPor, registrado_en = @now WHERE id = @id',
  );
  const moveStmt = db.prepare<[string, number]>('UPDATE asignaciones SET vigente_desde = ? WHERE id = ?');
  const vigentesStmt = db.prepare<{ fecha: string }, VigenteRow>(
    `SELECT e.id AS empleadoId, e.nombre, e.sucursal_id AS sucursalId, a.turno_id AS turnoId, a.rol_id AS rolId
       FROM empleados e JOIN asignaciones a ON a.empleado_id = e.id
      WHERE e.activo = 1
        AND a.vigente_desde = (SELECT max(b.vigente_desde) FROM asignaciones b WHERE b.empleado_id = e.id AND b.vigente_desde <= @fecha)
      ORDER BY e.nombre, e.id`,
  );
  const turnoUsesStmt = db.prepare<{ id: number; fecha: string }, { empleadoId: number; nombre: string; desde: string }>(
    `SELECT e.id AS empleadoId, e.nombre, min(x.desde) AS desde FROM (
        SELECT empleado_id, vigente_desde AS desde FROM asignaciones a
         WHERE a.turno_id = @id AND (a.vigente_desde >= @fecha OR a.vigente_desde = (SELECT max(b.vigente_desde) FROM asignaciones b
                                                                                     WHERE b.empleado_id = a.empleado_id AND b.vigente_desde <= @fecha))
        UNION ALL SELECT empleado_id, fecha FROM cambios_turno WHERE turno_id = @id AND fecha >= @fecha
      ) x JOIN empleados e ON e.id = x.empleado_id GROUP BY e.id ORDER BY e.nombre, e.id`,
  );
  const rolUsesStmt = db.prepare<{ id: number; fecha: string }, { empleadoId: number; nombre: string }>(
    `SELECT DISTINCT e.id AS empleadoId, e.nombre FROM asignaciones a JOIN empleados e ON e.id = a.empleado_id
      WHERE a.rol_id = @id AND (a.vigente_desde >= @fecha OR a.vigente_desde = (SELECT max(b.vigente_desde) FROM asignaciones b
                                                                               WHERE b.empleado_id = a.empleado_id AND b.vigente_desde <= @fecha))
      ORDER BY e.nombre, e.id`,
  );
  const turnoInHistoryStmt = db.prepare<{ id: number }, { n: number }>(
    'SELECT (SELECT count(*) FROM asignaciones WHERE turno_id = @id) + (SELECT count(*) FROM cambios_turno WHERE turno_id = @id) AS n',
  );
  const rolInHistoryStmt = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM asignaciones WHERE rol_id = ?');
  /** The first day a turno (directly or through a rol) shaped, for a closed period's guard. */
  const turnoFirstDayStmt = db.prepare<{ id: number }, { desde: string | null }>(
    `SELECT min(d) AS desde FROM (
        SELECT min(vigente_desde) AS d FROM asignaciones WHERE turno_id = @id
        UNION ALL SELECT min(a.vigente_desde) FROM asignaciones a JOIN roles r ON r.id = a.rol_id, json_each(r.turnos) j WHERE j.value = @id
        UNION ALL SELECT min(fecha) FROM cambios_turno WHERE turno_id = @id)`,
  );
  const rolFirstDayStmt = db.prepare<[number], { desde: string | null }>('SELECT min(vigente_desde) AS desde FROM asignaciones WHERE rol_id = ?');
  const lastClosedStmt = db.prepare<[], { id: number; desde: string; hasta: string }>(
    `SELECT id, desde, hasta FROM periodos WHERE estado = 'cerrado' ORDER BY hasta DESC LIMIT 1`,
  );

  const getCambioStmt = db.prepare<[number], CambioSql>(`${CAMBIO} WHERE id = ?`);
  const cambioOnStmt = db.prepare<[number, string], CambioSql>(`${CAMBIO} WHERE empleado_id = ? AND fecha = ?`);
  const grupoStmt = db.prepare<[string], CambioSql>(`${CAMBIO} WHERE grupo = ? ORDER BY id`);
  const cambiosBetweenStmt = db.prepare<{ ids: string | null; desde: string; hasta: string }, CambioSql>(
    `${CAMBIO} WHERE (@ids IS NULL OR empleado_id IN (SELECT value FROM json_each(@ids))) AND fecha BETWEEN @desde AND @hasta ORDER BY fecha, id`,
  );
  const insertCambioStmt = db.prepare(
    `INSERT INTO cambios_turno (empleado_id, fecha, turno_id, descanso, con_empleado_id, grupo, motivo, registrado_por, registrado_en)
     VALUES (@empleadoId, @fecha, @turnoId, @descanso, @conEmpleadoId, @grupo, @motivo, @registradoPor, @now)`,
  );
  const deleteCambioStmt = db.prepare<[number]>('DELETE FROM cambios_turno WHERE id = ?');

  // horarios(): the catalogues once, then every asked employee's rows.
  const allTurnosStmt = db.prepare<
    [],
    { id: number; nombre: string; codigo: string; color: string; tipo: TurnoTipo; dias: string; inicioCiclo: string | null }
  >('SELECT id, nombre, codigo, color, tipo, dias, inicio_ciclo AS inicioCiclo FROM turnos');
  const allRolesStmt = db.prepare<[], { id: number; nombre: string; turnos: string; inicio: string }>('SELECT id, nombre, turnos, inicio FROM roles');
  const employeeIdsStmt = db.prepare<[], { id: number }>('SELECT id FROM empleados ORDER BY id');
  const asignacionesOfStmt = db.prepare<{ ids: string | null }, { empleadoId: number; vigenteDesde: string; turnoId: number | null; rolId: number | null }>(
    `SELECT empleado_id AS empleadoId, vigente_desde AS vigenteDesde, turno_id AS turnoId, rol_id AS rolId FROM asignaciones
      WHERE @ids IS NULL OR empleado_id IN (SELECT value FROM json_each(@ids))`,
  );
  const cambiosOfStmt = db.prepare<{ ids: string | null }, { empleadoId: number; id: number; fecha: string; turnoId: number | null; descanso: number }>(
    `SELECT empleado_id AS empleadoId, id, fecha, turno_id AS turnoId, descanso FROM cambios_turno
      WHERE @ids IS NULL OR empleado_id IN (SELECT value FROM json_each(@ids))`,
  );

  return {
    /** An employee's assignments, newest first. */
    ofEmployee: (empleadoId: number): AsignacionRow[] => ofEmployeeStmt.all(empleadoId),
    get: (id: number): AsignacionRow | undefined => getStmt.get(id),
    /**
     * The employee's assignment from `vigenteDesde`: a new row, or the one already starting that day replaced (one per
     * employee and date). Returns its id.
     */
    save(a: { empleadoId: number; turnoId: number | null; rolId: number | null; vigenteDesde: string; registradoPor: string | null }, now: string): number {
      const existing = onDateStmt.get(a.empleadoId, a.vigenteDesde);
      if (existing) {
        replaceStmt.run({ ...a, id: existing.id, now });
        return existing.id;
      }
      return Number(insertStmt.run({ ...a, now }).lastInsertRowid);
    },
    /** Moves an assignment to another first day (the employee's first one, when the fechaIngreso changes). */
    move: (id: number, vigenteDesde: string): void => {
      moveStmt.run(vigenteDesde, id);
    },
    /** Every active employee's assignment in force on `fecha`. */
    vigentes: (fecha: string): VigenteRow[] => vigentesStmt.all({ fecha }),
    /** Who uses a turno from `fecha` on: the assignment in force then or a later one, or a one-day change from then. */
    turnoUses: (turnoId: number, fecha: string) => turnoUsesStmt.all({ id: turnoId, fecha }),
    rolUses: (rolId: number, fecha: string) => rolUsesStmt.all({ id: rolId, fecha }),
    /** Whether any assignment or one-day change, past included, names the turno (or the rol). */
    turnoInHistory: (turnoId: number): boolean => (turnoInHistoryStmt.get({ id: turnoId })?.n ?? 0) > 0,
    rolInHistory: (rolId: number): boolean => (rolInHistoryStmt.get(rolId)?.n ?? 0) > 0,
    /** The first date a turno or a rol shaped someone's day (null: none yet). */
    turnoFirstDay: (turnoId: number): string | null => turnoFirstDayStmt.get({ id: turnoId })?.desde ?? null,
    rolFirstDay: (rolId: number): string | null => rolFirstDayStmt.get(rolId)?.desde ?? null,
    /** The closed period that ends last, if any. */
    lastClosed: () => lastClosedStmt.get(),

    cambio: (id: number): CambioRow | undefined => {
      const r = getCambioStmt.get(id);
      return r && toCambio(r);
    },
    cambioOn: (empleadoId: number, fecha: string): CambioRow | undefined => {
      const r = cambioOnStmt.get(empleadoId, fecha);
      return r && toCambio(r);
    },
    /** Both rows of a swap. */
    grupo: (grupo: string): CambioRow[] => grupoStmt.all(grupo).map(toCambio),
    /** One-day changes desde..hasta of some employees (null: all), by date. */
    cambiosBetween: (empleadoIds: readonly number[] | null, desde: string, hasta: string): CambioRow[] =>
      cambiosBetweenStmt.all({ ids: idsParam(empleadoIds), desde, hasta }).map(toCambio),
    insertCambio: (c: CambioRecord, now: string): number => Number(insertCambioStmt.run({ ...c, descanso: c.descanso ? 1 : 0, now }).lastInsertRowid),
    removeCambio: (id: number): void => {
      deleteCambioStmt.run(id);
    },

    /**
     * Each employee's Horario (payroll/src/horario.ts): the turnos and roles (shared by all), and the employee's
     * assignments and one-day changes. `empleadoIds` null: every employee. Five queries for any number of employees.
     */
    horarios(empleadoIds: readonly number[] | null): Map<number, Horario> {
      const turnos = new Map<number, TurnoDef>(allTurnosStmt.all().map((t) => [t.id, { ...t, dias: JSON.parse(t.dias) as TurnoDia[] }]));
      const roles = new Map<number, RolDef>(allRolesStmt.all().map((r) => [r.id, { ...r, turnos: JSON.parse(r.turnos) as number[] }]));
      const ids = empleadoIds ?? employeeIdsStmt.all().map((e) => e.id);
      const out = new Map<number, Horario & { asignaciones: AsignacionDef[]; cambios: CambioDef[] }>(
        ids.map((id) => [id, { turnos, roles, asignaciones: [], cambios: [] }]),
      );
      const param = idsParam(empleadoIds);
      for (const a of asignacionesOfStmt.all({ ids: param }))
        out.get(a.empleadoId)?.asignaciones.push({ vigenteDesde: a.vigenteDesde, turnoId: a.turnoId, rolId: a.rolId });
      for (const c of cambiosOfStmt.all({ ids: param }))
        out.get(c.empleadoId)?.cambios.push({ id: c.id, fecha: c.fecha, turnoId: c.turnoId, descanso: c.descanso === 1 });
      return out;
    },
  };
}

export type AsignacionesRepository = ReturnType<typeof asignacionesRepository>;
