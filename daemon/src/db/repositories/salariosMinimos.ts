import type { Zona } from '@reloj/contract/catalogues';
import type { Db } from '../connection.js';

/** A daily minimum wage in force from `desde` ('YYYY-MM-DD') in a zone; integer centavos. */
export type MinimumWageRow = { desde: string; zona: Zona; centavos: number };

/** `salarios_minimos` (migration 009): a handful of rows, read whole. */
export function salariosMinimosRepository(db: Db) {
  const listStmt = db.prepare<[], MinimumWageRow>(`SELECT desde, zona, centavos FROM salarios_minimos ORDER BY desde, zona`);
  return {
    list: (): MinimumWageRow[] => listStmt.all(),
  };
}

export type SalariosMinimosRepository = ReturnType<typeof salariosMinimosRepository>;
