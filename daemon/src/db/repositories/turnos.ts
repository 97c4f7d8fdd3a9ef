import type { TurnoDia, TurnoTipo } from '@reloj/contract/turnos';
import type { Db } from '../connection.js';
import { diasJson, nombreLibre, turnoDeCampos, type CamposHorario } from '../turnoDeCampos.js';

/** A turno as stored: `dias` parsed (each day with its minutosComida, 0 on a rest day). */
export type TurnoRow = {
  id: number;
  nombre: string;
  codigo: string;
  color: string;
  tipo: TurnoTipo;
  dias: TurnoDia[];
  inicioCiclo: string | null;
  activo: boolean;
};

/** What is written for a turno. */
export type TurnoRecord = Pick<TurnoRow, 'nombre' | 'codigo' | 'color' | 'tipo' | 'dias' | 'inicioCiclo'>;

export type RolRow = { id: number; nombre: string; turnos: number[]; inicio: string };

type TurnoSql = Omit<TurnoRow, 'dias' | 'activo'> & { dias: string; activo: number };

const TURNO_COLUMNS = 'id, nombre, codigo, color, tipo, dias, inicio_ciclo AS inicioCiclo, activo';
const toTurno = (r: TurnoSql): TurnoRow => ({ ...r, dias: JSON.parse(r.dias) as TurnoDia[], activo: r.activo === 1 });
const toRol = (r: { id: number; nombre: string; turnos: string; inicio: string }): RolRow => ({ ...r, turnos: JSON.parse(r.turnos) as number[] });

/** `turnos` and `roles` (migration 036): the catalogue of schedules and of weekly rotations. */
export function turnosRepository(db: Db) {
  const listStmt = db.prepare<[number], TurnoSql>(`SELECT ${TURNO_COLUMNS} FROM turnos WHERE activo = 1 OR ? = 1 ORDER BY nombre COLLATE NOCASE, id`);
  const getStmt = db.prepare<[number], TurnoSql>(`SELECT ${TURNO_COLUMNS} FROM turnos WHERE id = ?`);
  const byNameStmt = db.prepare<[string], { id: number }>('SELECT id FROM turnos WHERE activo = 1 AND nombre = ? COLLATE NOCASE');
  const weeklyStmt = db.prepare<[string], { id: number }>(`SELECT id FROM turnos WHERE tipo = 'semanal' AND activo = 1 AND dias = ? ORDER BY id LIMIT 1`);
  const insertStmt = db.prepare(
    `INSERT INTO turnos (nombre, codigo, color, tipo, dias, inicio_ciclo, activo, creado_en, actualizado_en)
     VALUES (@nombre, @codigo, @color, @tipo, @dias, @inicioCiclo, 1, @now, @now)`,
  );
  const updateStmt = db.prepare(
    `UPDATE turnos SET nombre = @nombre, codigo = @codigo, color = @color, tipo = @tipo, dias = @dias, inicio_ciclo = @inicioCiclo,
            actualizado_en = @now WHERE id = @id`,
  );
  const deactivateStmt = db.prepare<[string, number]>('UPDATE turnos SET activo = 0, actualizado_en = ? WHERE id = ?');
  const deleteStmt = db.prepare<[number]>('DELETE FROM turnos WHERE id = ?');

  const rolesStmt = db.prepare<[], { id: number; nombre: string; turnos: string; inicio: string }>(
    'SELECT id, nombre, turnos, inicio FROM roles ORDER BY nombre COLLATE NOCASE, id',
  );
  const rolStmt = db.prepare<[number], { id: number; nombre: string; turnos: string; inicio: string }>(
    'SELECT id, nombre, turnos, inicio FROM roles WHERE id = ?',
  );
  const rolByNameStmt = db.prepare<[string], { id: number }>('SELECT id FROM roles WHERE nombre = ? COLLATE NOCASE');
  const insertRolStmt = db.prepare('INSERT INTO roles (nombre, turnos, inicio, creado_en, actualizado_en) VALUES (@nombre, @turnos, @inicio, @now, @now)');
  const updateRolStmt = db.prepare('UPDATE roles SET nombre = @nombre, turnos = @turnos, inicio = @inicio, actualizado_en = @now WHERE id = @id');
  const deleteRolStmt = db.prepare<[number]>('DELETE FROM roles WHERE id = ?');
  const rolesWithStmt = db.prepare<[number], { id: number; nombre: string }>(
    'SELECT DISTINCT r.id, r.nombre FROM roles r, json_each(r.turnos) j WHERE j.value = ? ORDER BY r.nombre COLLATE NOCASE',
  );

  const toSql = (t: TurnoRecord) => ({ ...t, dias: diasJson(t.dias), inicioCiclo: t.tipo === 'ciclo' ? t.inicioCiclo : null });
  const nameTaken = (nombre: string, exceptId?: number) => {
    const row = byNameStmt.get(nombre);
    return row !== undefined && row.id !== exceptId;
  };

  return {
    /** Active turnos by name (every one, retired included, with `todos`). */
    list: (todos = false): TurnoRow[] => listStmt.all(todos ? 1 : 0).map(toTurno),
    get: (id: number): TurnoRow | undefined => {
      const r = getStmt.get(id);
      return r && toTurno(r);
    },
    /** Whether an active turno other than `exceptId` has this name, ignoring case. */
    nameTaken,
    insert: (t: TurnoRecord, now: string): number => Number(insertStmt.run({ ...toSql(t), now }).lastInsertRowid),
    update: (id: number, t: TurnoRecord, now: string): void => {
      updateStmt.run({ ...toSql(t), id, now });
    },
    /** Retired: kept for the history that names it, gone from the catalogue. */
    deactivate: (id: number, now: string): void => {
      deactivateStmt.run(now, id);
    },
    remove: (id: number): void => {
      deleteStmt.run(id);
    },
    /**
     * The weekly turno of an employee's form fields: an active one with exactly those days, else a new one with a
     * generated name (issue 41 item 3: the SPEC form keeps its fields; they pick or create the turno).
     */
    weeklyOf(campos: CamposHorario, now: string): number {
      const t = turnoDeCampos(campos);
      const found = weeklyStmt.get(diasJson(t.dias));
      if (found) return found.id;
      return Number(
        insertStmt.run({ ...t, tipo: 'semanal', nombre: nombreLibre(t.nombre, (n) => nameTaken(n)), dias: diasJson(t.dias), inicioCiclo: null, now })
          .lastInsertRowid,
      );
    },

    roles: (): RolRow[] => rolesStmt.all().map(toRol),
    rol: (id: number): RolRow | undefined => {
      const r = rolStmt.get(id);
      return r && toRol(r);
    },
    rolNameTaken: (nombre: string, exceptId?: number): boolean => {
      const row = rolByNameStmt.get(nombre);
      return row !== undefined && row.id !== exceptId;
    },
    insertRol: (r: Omit<RolRow, 'id'>, now: string): number => Number(insertRolStmt.run({ ...r, turnos: JSON.stringify(r.turnos), now }).lastInsertRowid),
    updateRol: (id: number, r: Omit<RolRow, 'id'>, now: string): void => {
      updateRolStmt.run({ ...r, turnos: JSON.stringify(r.turnos), id, now });
    },
    removeRol: (id: number): void => {
      deleteRolStmt.run(id);
    },
    /** The roles that include a turno. */
    rolesWith: (turnoId: number): { id: number; nombre: string }[] => rolesWithStmt.all(turnoId),
  };
}

export type TurnosRepository = ReturnType<typeof turnosRepository>;
