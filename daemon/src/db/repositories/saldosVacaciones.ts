import type { SaldoInicial } from '@reloj/contract/prestaciones';
import type { Db } from '../connection.js';

export type SaldoVacacionesRecord = Omit<SaldoInicial, 'id'> & { empleadoId: number };

type Row = Omit<SaldoInicial, 'anios'> & { empleadoId: number; anios: string };

const SELECT = `
  SELECT id, empleado_id AS empleadoId, fecha, forma, anios, pendientes, tomados_anio_en_curso AS tomadosAnioEnCurso, motivo,
         registrado_por AS registradoPor, registrado_en AS registradoEn
    FROM saldos_vacaciones`;

const toSaldo = ({ empleadoId: _e, anios, ...row }: Row): SaldoInicial => ({ ...row, anios: JSON.parse(anios) as SaldoInicial['anios'] });

/**
 * Issue 40: the opening vacation balances (`saldos_vacaciones`, migration 035): append-only, the employee's latest row
 * is the one in force.
 */
export function saldosVacacionesRepository(db: Db) {
  const insertStmt = db.prepare<Omit<SaldoVacacionesRecord, 'anios'> & { anios: string }>(
    `INSERT INTO saldos_vacaciones (empleado_id, fecha, forma, anios, pendientes, tomados_anio_en_curso, motivo, registrado_por, registrado_en)
     VALUES (@empleadoId, @fecha, @forma, @anios, @pendientes, @tomadosAnioEnCurso, @motivo, @registradoPor, @registradoEn)`,
  );
  const currentStmt = db.prepare<[number], Row>(`${SELECT} WHERE empleado_id = ? ORDER BY id DESC LIMIT 1`);
  const historyStmt = db.prepare<[number], Row>(`${SELECT} WHERE empleado_id = ? ORDER BY id`);
  const allCurrentStmt = db.prepare<[], Row>(`${SELECT} WHERE id IN (SELECT MAX(id) FROM saldos_vacaciones GROUP BY empleado_id)`);

  return {
    insert: (record: SaldoVacacionesRecord): number => Number(insertStmt.run({ ...record, anios: JSON.stringify(record.anios) }).lastInsertRowid),
    /** The balance in force for the employee, undefined when none was entered. */
    current: (empleadoId: number): SaldoInicial | undefined => {
      const row = currentStmt.get(empleadoId);
      return row ? toSaldo(row) : undefined;
    },
    history: (empleadoId: number): SaldoInicial[] => historyStmt.all(empleadoId).map(toSaldo),
    /** Every employee's balance in force, in one query (the employees list, the home page). */
    allCurrent: (): Map<number, SaldoInicial> => new Map(allCurrentStmt.all().map((row) => [row.empleadoId, toSaldo(row)])),
  };
}

export type SaldosVacacionesRepository = ReturnType<typeof saldosVacacionesRepository>;
