import type { Zona } from '@reloj/contract/catalogues';
import type { MotivoBaja } from '@reloj/contract/prestaciones';
import type { Db } from '../connection.js';
import { inicioRegistroEmpleadoSql } from './inicioRegistro.js';

/** An employee with the names of what it refers to and its number of enrolled faces; amounts in centavos. */
export type EmployeeRow = {
  id: number;
  nombre: string;
  sucursalId: number;
  sucursal: string;
  /** The branch's zone, for the minimum wage. */
  zona: Zona;
  puestoId: number;
  puesto: string;
  salarioCentavos: number;
  bonoId: number | null;
  bonoCentavos: number;
  bonoNombre: string | null;
  fechaIngreso: string;
  /** Issue 40: the first day recorded for the employee (repositories/inicioRegistro.ts), and their own date if set. */
  inicioRegistro: string;
  inicioRegistroPropio: string | null;
  horaEntrada: string;
  horaSalida: string;
  /** Weekday numbers, 0 = domingo (stored as a JSON array). */
  diasDescanso: number[];
  minutosComida: number;
  numeroEmpleado: string | null;
  activo: boolean;
  /** The date of the current baja (issue 31), null while active. */
  fechaBaja: string | null;
  /** The reason of the current baja (its open row of `empleado_bajas`, issue 39), null while active. */
  motivoBaja: MotivoBaja | null;
  rostros: number;
  tieneNip: boolean;
};

/** What is written for an employee: references by id, amounts as of registration (or of the last edit). */
export type EmployeeRecord = {
  nombre: string;
  sucursalId: number;
  puestoId: number;
  salarioCentavos: number;
  bonoId: number | null;
  bonoCentavos: number;
  fechaIngreso: string;
  horaEntrada: string;
  horaSalida: string;
  diasDescanso: number[];
  minutosComida: number;
  numeroEmpleado: string | null;
};

type SqlRow = Omit<EmployeeRow, 'activo' | 'diasDescanso' | 'tieneNip'> & { activo: number; diasDescanso: string; tieneNip: number };

const SELECT = `
  SELECT e.id, e.nombre,
         e.sucursal_id AS sucursalId, s.nombre AS sucursal, s.zona AS zona,
         e.puesto_id AS puestoId, p.nombre AS puesto,
         e.salario_diario_centavos AS salarioCentavos,
         e.bono_id AS bonoId, e.bono_centavos AS bonoCentavos, b.nombre AS bonoNombre,
         e.fecha_ingreso AS fechaIngreso, ${inicioRegistroEmpleadoSql('e')} AS inicioRegistro, e.inicio_registro AS inicioRegistroPropio,
         e.hora_entrada AS horaEntrada, e.hora_salida AS horaSalida,
         e.dias_descanso AS diasDescanso, e.minutos_comida AS minutosComida, e.numero_empleado AS numeroEmpleado,
         e.activo, e.fecha_baja AS fechaBaja,
         CASE WHEN e.activo = 0 THEN (SELECT b.motivo_baja FROM empleado_bajas b
                                       WHERE b.empleado_id = e.id AND b.reactivado_en IS NULL ORDER BY b.id DESC LIMIT 1) END AS motivoBaja,
         (SELECT COUNT(*) FROM rostros r WHERE r.empleado_id = e.id) AS rostros,
         EXISTS (SELECT 1 FROM nips n WHERE n.empleado_id = e.id) AS tieneNip
    FROM empleados e
    JOIN sucursales s ON s.id = e.sucursal_id
    JOIN puestos p ON p.id = e.puesto_id
    LEFT JOIN bonos b ON b.id = e.bono_id`;

const toRow = (r: SqlRow): EmployeeRow => ({ ...r, diasDescanso: JSON.parse(r.diasDescanso) as number[], activo: r.activo === 1, tieneNip: r.tieneNip === 1 });
const toSql = (record: EmployeeRecord) => ({ ...record, diasDescanso: JSON.stringify(record.diasDescanso) });

/** Prepared statements for `empleados` (and the catalogue look-ups an employee needs). */
export function employeeRepository(db: Db) {
  const listStmt = db.prepare<[{ sucursalId: number | null; activo: number | null }], SqlRow>(
    `${SELECT}
     WHERE (@sucursalId IS NULL OR e.sucursal_id = @sucursalId)
       AND (@activo IS NULL OR e.activo = @activo)
     ORDER BY e.nombre, e.id`,
  );
  const getStmt = db.prepare<[number], SqlRow>(`${SELECT} WHERE e.id = ?`);
  const insertStmt = db.prepare(
    `INSERT INTO empleados (nombre, sucursal_id, puesto_id, salario_diario_centavos, bono_id, bono_centavos,
                            fecha_ingreso, hora_entrada, hora_salida, dias_descanso, minutos_comida, numero_empleado,
                            activo, created_at, updated_at)
     VALUES (@nombre, @sucursalId, @puestoId, @salarioCentavos, @bonoId, @bonoCentavos,
             @fechaIngreso, @horaEntrada, @horaSalida, @diasDescanso, @minutosComida, @numeroEmpleado, 1, @now, @now)`,
  );
  const updateStmt = db.prepare(
    `UPDATE empleados
        SET nombre = @nombre, sucursal_id = @sucursalId, puesto_id = @puestoId,
            salario_diario_centavos = @salarioCentavos, bono_id = @bonoId, bono_centavos = @bonoCentavos,
            fecha_ingreso = @fechaIngreso, hora_entrada = @horaEntrada, hora_salida = @horaSalida,
            dias_descanso = @diasDescanso, minutos_comida = @minutosComida, numero_empleado = @numeroEmpleado,
            updated_at = @now
      WHERE id = @id`,
  );
  const setActivoStmt = db.prepare<{ id: number; activo: number; fechaBaja: string | null; now: string }>(
    `UPDATE empleados SET activo = @activo, fecha_baja = @fechaBaja, updated_at = @now WHERE id = @id`,
  );
  const sucursalByNameStmt = db.prepare<[string], { id: number; nombre: string }>(`SELECT id, nombre FROM sucursales WHERE nombre = ?`);
  const puestoByNameStmt = db.prepare<[string], { id: number; nombre: string; centavos: number }>(
    `SELECT id, nombre, salario_diario_centavos AS centavos FROM puestos WHERE nombre = ?`,
  );
  const bonoByAmountStmt = db.prepare<[number], { id: number; nombre: string; centavos: number }>(
    `SELECT id, nombre, monto_centavos AS centavos FROM bonos WHERE monto_centavos = ? ORDER BY nombre, id LIMIT 1`,
  );
  const bonoByIdStmt = db.prepare<[number], { id: number; nombre: string; centavos: number }>(
    `SELECT id, nombre, monto_centavos AS centavos FROM bonos WHERE id = ?`,
  );
  // The same comparison as the unique index empleados_numero_empleado (migration 009).
  const byNumeroStmt = db.prepare<[string], { id: number; nombre: string; numeroEmpleado: string; sucursalId: number }>(
    `SELECT id, nombre, numero_empleado AS numeroEmpleado, sucursal_id AS sucursalId FROM empleados WHERE numero_empleado = ? COLLATE NOCASE`,
  );

  return {
    list: (filters: { sucursalId?: number; activo?: boolean }): EmployeeRow[] =>
      listStmt.all({ sucursalId: filters.sucursalId ?? null, activo: filters.activo === undefined ? null : Number(filters.activo) }).map(toRow),
    get: (id: number): EmployeeRow | undefined => {
      const r = getStmt.get(id);
      return r && toRow(r);
    },
    insert: (record: EmployeeRecord, now: string): number => Number(insertStmt.run({ ...toSql(record), now }).lastInsertRowid),
    update: (id: number, record: EmployeeRecord, now: string): void => {
      updateStmt.run({ ...toSql(record), id, now });
    },
    /** Baja (activo false) on `fechaBaja`, the local date; reactivation clears it. */
    setActivo: (id: number, activo: boolean, now: string, fechaBaja: string | null = null): void => {
      setActivoStmt.run({ id, activo: Number(activo), fechaBaja: activo ? null : fechaBaja, now });
    },
    sucursalByName: (nombre: string) => sucursalByNameStmt.get(nombre),
    puestoByName: (nombre: string) => puestoByNameStmt.get(nombre),
    /** The bono with this amount; when several share it, the first by name. */
    bonoByAmount: (centavos: number) => bonoByAmountStmt.get(centavos),
    bonoById: (id: number) => bonoByIdStmt.get(id),
    /** The employee holding this payroll number, ignoring case. */
    byNumeroEmpleado: (numero: string) => byNumeroStmt.get(numero),
  };
}

export type EmployeeRepository = ReturnType<typeof employeeRepository>;
