import type { LimiteLegal, LimiteLegalInput } from '@reloj/contract/limitesLegales';
import type { Db } from '../connection.js';

const COLUMNS = `vigente_desde AS vigenteDesde, horas_semana_maxima AS horasSemanaMaxima, horas_extra_dobles_semana AS horasExtraDoblesSemana,
  horas_extra_max_dia AS horasExtraMaxDia, dias_extra_max_semana AS diasExtraMaxSemana, fuente, creado_por AS creadoPor, creado_en AS creadoEn`;

/** `limites_legales` (migration 023): a handful of rows, read whole; rows are only ever added (triggers refuse the rest). */
export function limitesLegalesRepository(db: Db) {
  const listStmt = db.prepare<[], LimiteLegal>(`SELECT ${COLUMNS} FROM limites_legales ORDER BY vigente_desde`);
  const getStmt = db.prepare<[string], LimiteLegal>(`SELECT ${COLUMNS} FROM limites_legales WHERE vigente_desde = ?`);
  const insertStmt = db.prepare(
    `INSERT INTO limites_legales (vigente_desde, horas_semana_maxima, horas_extra_dobles_semana, horas_extra_max_dia, dias_extra_max_semana, fuente, creado_por, creado_en)
     VALUES (@vigenteDesde, @horasSemanaMaxima, @horasExtraDoblesSemana, @horasExtraMaxDia, @diasExtraMaxSemana, @fuente, @creadoPor, @creadoEn)`,
  );
  return {
    /** Every row, oldest first. */
    list: (): LimiteLegal[] => listStmt.all(),
    get: (vigenteDesde: string): LimiteLegal | undefined => getStmt.get(vigenteDesde),
    insert: (row: LimiteLegalInput & { creadoPor: string; creadoEn: string }): void => {
      insertStmt.run(row);
    },
  };
}

export type LimitesLegalesRepository = ReturnType<typeof limitesLegalesRepository>;
