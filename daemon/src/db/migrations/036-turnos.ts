import type { Db } from '../connection.js';
import { diasJson, nombreLibre, turnoDeCampos } from '../turnoDeCampos.js';
import { linkTrigger } from './028-registro.js';
import type { Migration } from './index.js';
import { rewriteRegistroTipos } from './registroTipos.js';

/**
 * Issue 41: turnos, roles (rotations), assignments with a date in force, and one-day changes.
 *
 * - `turnos`: the catalogue. `dias` is the pattern as JSON ([{segmentos: [{entrada, salida}], minutosComida}], lunes
 *   first for 'semanal', N days from `inicio_ciclo` for 'ciclo'). A turno no longer used but kept by history is
 *   `activo = 0`; names are unique among active ones, ignoring case.
 * - `roles`: a turno per week (`turnos`, JSON array of ids) from the Monday `inicio`. Triggers keep the ids real.
 * - `asignaciones`: an employee's turno or rol from `vigente_desde`; one per employee and date.
 * - `cambios_turno`: one employee's day: another turno, a rest day, or half of a swap (`con_empleado_id`, both rows
 *   share `grupo`, each carrying the colleague's turno of that day or `descanso`). One per employee and date. Chained
 *   like incidencias ('cambio_turno' links, 'cambio_turno_eliminado' when removed); never edited.
 *
 * Every row travels to headquarters (outbox events turno.*, rol.*, asignacion.*, cambio_turno.*). Employees are never
 * deleted by the program (a baja keeps the row); the cascades only let a test's or a technician's DELETE of an
 * employee take their assignments and changes with it.
 *
 * Data: each employee's hora_entrada/hora_salida/dias_descanso/minutos_comida becomes a weekly turno (employees with
 * the same schedule share one), assigned from their fecha_ingreso, so every date resolves to the hours it had.
 */
export const CONTENIDO_CAMBIO_TURNO = (r: string) => `json_object(
  'id', ${r}.id, 'empleadoId', ${r}.empleado_id, 'fecha', ${r}.fecha, 'turnoId', ${r}.turno_id, 'descanso', ${r}.descanso,
  'conEmpleadoId', ${r}.con_empleado_id, 'grupo', ${r}.grupo, 'motivo', ${r}.motivo,
  'registradoPor', ${r}.registrado_por, 'registradoEn', ${r}.registrado_en)`;

export const TABLA_CAMBIO_TURNO = 'cambios_turno';

/** 035 left registro's CHECK ending in `'saldo_vacaciones', 'restauracion'))`; the new kinds go before 'restauracion' too. */
const KINDS_END = `'restauracion'))`;

const EPOCH_TEXT = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const UUID_V4 = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

const outboxInsert = (tipo: string, datos: string) => `
  INSERT INTO eventos_salida (evento_id, tipo, version, datos, creado_en, reloj_sincronizado)
  SELECT ${UUID_V4}, '${tipo}', 1, ${datos}, ${EPOCH_TEXT}, (SELECT sincronizado FROM reloj_sistema WHERE id = 1);`;

const bool = (expr: string) => `json(CASE WHEN ${expr} = 1 THEN 'true' ELSE 'false' END)`;

const turno = (r: string) => `json_object(
  'id', ${r}.id, 'nombre', ${r}.nombre, 'codigo', ${r}.codigo, 'color', ${r}.color, 'tipo', ${r}.tipo, 'dias', json(${r}.dias),
  'inicioCiclo', ${r}.inicio_ciclo, 'activo', ${bool(`${r}.activo`)})`;
const rol = (r: string) => `json_object('id', ${r}.id, 'nombre', ${r}.nombre, 'turnos', json(${r}.turnos), 'inicio', ${r}.inicio)`;
const asignacion = (r: string) => `json_object(
  'id', ${r}.id, 'empleadoId', ${r}.empleado_id, 'turnoId', ${r}.turno_id, 'rolId', ${r}.rol_id, 'vigenteDesde', ${r}.vigente_desde,
  'registradoPor', ${r}.registrado_por, 'registradoEn', ${r}.registrado_en)`;
const cambio = (r: string) => `json_object(
  'id', ${r}.id, 'empleadoId', ${r}.empleado_id, 'fecha', ${r}.fecha, 'turnoId', ${r}.turno_id, 'descanso', ${bool(`${r}.descanso`)},
  'conEmpleadoId', ${r}.con_empleado_id, 'grupo', ${r}.grupo, 'motivo', ${r}.motivo,
  'registradoPor', ${r}.registrado_por, 'registradoEn', ${r}.registrado_en)`;

const trigger = (name: string, when: string, body: string) => `
  CREATE TRIGGER ${name} ${when} BEGIN ${body} END;`;

/** Saved (insert or a real change) and deleted events of a table. */
const savedAndDeleted = (table: string, saved: string, deleted: string, payload: (r: string) => string) =>
  trigger(`${table}_evento_alta`, `AFTER INSERT ON ${table}`, outboxInsert(saved, payload('NEW'))) +
  trigger(`${table}_evento_cambio`, `AFTER UPDATE ON ${table} WHEN ${payload('OLD')} IS NOT ${payload('NEW')}`, outboxInsert(saved, payload('NEW'))) +
  trigger(`${table}_evento_baja`, `AFTER DELETE ON ${table}`, outboxInsert(deleted, `json_object('id', OLD.id)`));

/** An id of `roles.turnos` that names no turno. */
const unknownTurnoIn = (turnos: string) => `EXISTS (SELECT 1 FROM json_each(${turnos}) j WHERE NOT EXISTS (SELECT 1 FROM turnos t WHERE t.id = j.value))`;

/** Every existing employee's fields become a weekly turno in force from their fecha_ingreso. */
function migrateEmployees(db: Db): void {
  const employees = db
    .prepare<[], { id: number; horaEntrada: string; horaSalida: string; diasDescanso: string; minutosComida: number; fechaIngreso: string }>(
      `SELECT id, hora_entrada AS horaEntrada, hora_salida AS horaSalida, dias_descanso AS diasDescanso, minutos_comida AS minutosComida,
              fecha_ingreso AS fechaIngreso FROM empleados ORDER BY id`,
    )
    .all();
  const find = db.prepare<[string], { id: number }>(`SELECT id FROM turnos WHERE tipo = 'semanal' AND activo = 1 AND dias = ? ORDER BY id LIMIT 1`);
  const taken = db.prepare<[string], { id: number }>('SELECT id FROM turnos WHERE activo = 1 AND nombre = ? COLLATE NOCASE');
  const insertTurno = db.prepare<[string, string, string, string]>(
    `INSERT INTO turnos (nombre, codigo, color, tipo, dias, inicio_ciclo, activo, creado_en, actualizado_en)
     VALUES (?, ?, ?, 'semanal', ?, NULL, 1, ${EPOCH_TEXT}, ${EPOCH_TEXT})`,
  );
  const insertAsignacion = db.prepare<[number, number, string]>(
    `INSERT INTO asignaciones (empleado_id, turno_id, rol_id, vigente_desde, registrado_por, registrado_en) VALUES (?, ?, NULL, ?, NULL, ${EPOCH_TEXT})`,
  );
  for (const e of employees) {
    const t = turnoDeCampos({ ...e, diasDescanso: JSON.parse(e.diasDescanso) as number[] });
    const dias = diasJson(t.dias);
    const turnoId =
      find.get(dias)?.id ??
      Number(
        insertTurno.run(
          nombreLibre(t.nombre, (n) => taken.get(n) !== undefined),
          t.codigo,
          t.color,
          dias,
        ).lastInsertRowid,
      );
    insertAsignacion.run(e.id, turnoId, e.fechaIngreso);
  }
}

export const turnos: Migration = {
  version: 36,
  name: '036-turnos',
  up(db) {
    rewriteRegistroTipos(db, '036-turnos', KINDS_END, `'cambio_turno', 'cambio_turno_eliminado', ${KINDS_END}`);
    db.exec(`
      CREATE TABLE turnos (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        nombre TEXT NOT NULL CHECK (length(nombre) BETWEEN 1 AND 60),
        codigo TEXT NOT NULL CHECK (length(codigo) BETWEEN 1 AND 6),
        color TEXT NOT NULL CHECK (color GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
        tipo TEXT NOT NULL CHECK (tipo IN ('semanal', 'ciclo')),
        dias TEXT NOT NULL CHECK (json_valid(dias) AND json_type(dias) = 'array' AND json_array_length(dias) BETWEEN 1 AND 31),
        inicio_ciclo TEXT CHECK (inicio_ciclo IS NULL OR inicio_ciclo = date(inicio_ciclo)),
        activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
        creado_en TEXT NOT NULL,
        actualizado_en TEXT NOT NULL,
        CHECK ((tipo = 'semanal' AND json_array_length(dias) = 7 AND inicio_ciclo IS NULL) OR (tipo = 'ciclo' AND inicio_ciclo IS NOT NULL))
      ) STRICT;
      CREATE UNIQUE INDEX turnos_nombre ON turnos (nombre COLLATE NOCASE) WHERE activo = 1;
      CREATE INDEX turnos_semanales ON turnos (dias) WHERE tipo = 'semanal' AND activo = 1;

      CREATE TABLE roles (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        nombre TEXT NOT NULL CHECK (length(nombre) BETWEEN 1 AND 60),
        turnos TEXT NOT NULL CHECK (json_valid(turnos) AND json_type(turnos) = 'array' AND json_array_length(turnos) BETWEEN 1 AND 12),
        inicio TEXT NOT NULL CHECK (inicio = date(inicio) AND strftime('%w', inicio) = '1'),
        creado_en TEXT NOT NULL,
        actualizado_en TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX roles_nombre ON roles (nombre COLLATE NOCASE);
      CREATE TRIGGER roles_turnos_alta BEFORE INSERT ON roles WHEN ${unknownTurnoIn('NEW.turnos')} BEGIN
        SELECT RAISE(ABORT, 'roles.turnos names a turno that does not exist');
      END;
      CREATE TRIGGER roles_turnos_cambio BEFORE UPDATE OF turnos ON roles WHEN ${unknownTurnoIn('NEW.turnos')} BEGIN
        SELECT RAISE(ABORT, 'roles.turnos names a turno that does not exist');
      END;
      CREATE TRIGGER turnos_en_rol BEFORE DELETE ON turnos
        WHEN EXISTS (SELECT 1 FROM roles r, json_each(r.turnos) j WHERE j.value = OLD.id) BEGIN
        SELECT RAISE(ABORT, 'a rol uses this turno');
      END;

      CREATE TABLE asignaciones (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        empleado_id INTEGER NOT NULL REFERENCES empleados(id) ON DELETE CASCADE,
        turno_id INTEGER REFERENCES turnos(id),
        rol_id INTEGER REFERENCES roles(id),
        vigente_desde TEXT NOT NULL CHECK (vigente_desde = date(vigente_desde)),
        registrado_por TEXT,
        registrado_en TEXT NOT NULL,
        CHECK ((turno_id IS NULL) <> (rol_id IS NULL)),
        UNIQUE (empleado_id, vigente_desde)
      ) STRICT;
      CREATE INDEX asignaciones_turno ON asignaciones (turno_id) WHERE turno_id IS NOT NULL;
      CREATE INDEX asignaciones_rol ON asignaciones (rol_id) WHERE rol_id IS NOT NULL;

      CREATE TABLE cambios_turno (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        empleado_id INTEGER NOT NULL REFERENCES empleados(id) ON DELETE CASCADE,
        fecha TEXT NOT NULL CHECK (fecha = date(fecha)),
        turno_id INTEGER REFERENCES turnos(id),
        descanso INTEGER NOT NULL CHECK (descanso IN (0, 1)),
        con_empleado_id INTEGER REFERENCES empleados(id) ON DELETE CASCADE,
        grupo TEXT,
        motivo TEXT NOT NULL CHECK (length(motivo) > 0),
        registrado_por TEXT NOT NULL,
        registrado_en TEXT NOT NULL,
        CHECK ((descanso = 1 AND turno_id IS NULL) OR (descanso = 0 AND turno_id IS NOT NULL)),
        CHECK ((con_empleado_id IS NULL) = (grupo IS NULL)),
        CHECK (con_empleado_id IS NULL OR con_empleado_id <> empleado_id),
        UNIQUE (empleado_id, fecha)
      ) STRICT;
      CREATE INDEX cambios_turno_grupo ON cambios_turno (grupo) WHERE grupo IS NOT NULL;
      CREATE INDEX cambios_turno_turno ON cambios_turno (turno_id) WHERE turno_id IS NOT NULL;
      CREATE TRIGGER cambios_turno_sin_cambios BEFORE UPDATE ON cambios_turno BEGIN
        SELECT RAISE(ABORT, 'cambios_turno rows are added or removed, never edited');
      END;
      ${linkTrigger('cambios_turno_eslabon_alta', 'AFTER INSERT ON cambios_turno', 'cambio_turno', 'NEW', CONTENIDO_CAMBIO_TURNO('NEW'))}
      ${linkTrigger('cambios_turno_eslabon_baja', 'AFTER DELETE ON cambios_turno', 'cambio_turno_eliminado', 'OLD', CONTENIDO_CAMBIO_TURNO('OLD'))}
    `);
    db.exec(
      savedAndDeleted('turnos', 'turno.guardado', 'turno.eliminado', turno) +
        savedAndDeleted('roles', 'rol.guardado', 'rol.eliminado', rol) +
        savedAndDeleted('asignaciones', 'asignacion.guardada', 'asignacion.eliminada', asignacion) +
        trigger('cambios_turno_evento_alta', 'AFTER INSERT ON cambios_turno', outboxInsert('cambio_turno.agregado', cambio('NEW'))) +
        trigger('cambios_turno_evento_baja', 'AFTER DELETE ON cambios_turno', outboxInsert('cambio_turno.eliminado', cambio('OLD'))),
    );
    migrateEmployees(db);
  },
};
