import type { CabezaRegistro, EslabonTipo, RoturaRegistro } from '@reloj/contract/registro';
import type { Db } from '../connection.js';
import { CONTENIDO, TABLA } from '../migrations/028-registro.js';

export type Eslabon = { secuencia: number; tipo: EslabonTipo; filaId: number; contenido: string; anterior: string; hash: string };

export type VerificationOrigin = 'diaria' | 'api' | 'consola';

type Kind = keyof typeof TABLA;
const KINDS = Object.keys(TABLA) as Kind[];

/** 'la checada n.º 12' */
const NOMBRE: Record<Kind, string> = {
  checada: 'la checada',
  anulacion: 'la anulación',
  incidencia: 'la incidencia',
  cierre: 'el cierre de periodo',
  reapertura: 'la reapertura de periodo',
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A link that covers a row of its own table (an incidencia's link stops covering it once a later link records its removal). */
const coversLiveRow = (kind: Kind) =>
  kind === 'incidencia'
    ? `AND NOT EXISTS (SELECT 1 FROM registro b WHERE b.tipo = 'incidencia_eliminada' AND b.fila_id = r.fila_id AND b.secuencia > r.secuencia)`
    : '';

/**
 * `registro`: the record's chain (migration 028). The triggers write it; this reads it back and compares it with the
 * rows as they are now. Verification streams the links (no more than one in memory) and lets SQLite compare each
 * live row with its link, so 100,000 rows cost one pass.
 */
export function registroRepository(db: Db) {
  const originStmt = db.prepare<[], { caja: string }>('SELECT caja FROM registro_origen WHERE id = 1');
  const headStmt = db.prepare<[], CabezaRegistro>('SELECT secuencia, hash FROM registro ORDER BY secuencia DESC LIMIT 1');
  const countStmt = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM registro');
  const linksStmt = db.prepare<[number, number], Eslabon>(
    'SELECT secuencia, tipo, fila_id AS filaId, contenido, anterior, hash FROM registro WHERE secuencia BETWEEN ? AND ? ORDER BY secuencia',
  );
  const countUpToStmt = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM registro WHERE secuencia <= ?');
  const closeHeadStmt = db.prepare<[number], CabezaRegistro>(
    `SELECT r.secuencia, r.hash FROM registro r
       JOIN periodo_cierres c ON r.tipo = 'cierre' AND r.fila_id = c.id
       JOIN periodos p ON p.id = c.periodo_id AND p.estado = 'cerrado'
      WHERE c.periodo_id = ? ORDER BY c.version DESC LIMIT 1`,
  );
  const versionHeadStmt = db.prepare<[number, number], CabezaRegistro>(
    `SELECT r.secuencia, r.hash FROM registro r JOIN periodo_cierres c ON r.tipo = 'cierre' AND r.fila_id = c.id
      WHERE c.periodo_id = ? AND c.version = ?`,
  );
  const mismatchStmts = KINDS.map((kind) => ({
    kind,
    stmt: db.prepare<[number, number], { secuencia: number; filaId: number; falta: number }>(
      `SELECT r.secuencia, r.fila_id AS filaId, t.id IS NULL AS falta
         FROM registro r LEFT JOIN ${TABLA[kind]} t ON t.id = r.fila_id
        WHERE r.secuencia BETWEEN ? AND ? AND r.tipo = '${kind}' ${coversLiveRow(kind)}
          AND (t.id IS NULL OR r.contenido IS NOT ${CONTENIDO[kind]('t')})
        ORDER BY r.secuencia LIMIT 1`,
    ),
  }));
  const unlinkedStmts = KINDS.map((kind) => ({
    kind,
    stmt: db.prepare<[number, number], { filaId: number; sinEslabon: number }>(
      `SELECT t.id AS filaId, NOT EXISTS (SELECT 1 FROM registro r WHERE r.tipo = '${kind}' AND r.fila_id = t.id ${coversLiveRow(kind)}) AS sinEslabon
         FROM ${TABLA[kind]} t WHERE t.id > ? ORDER BY t.id LIMIT ?`,
    ),
  }));

  const saveStmt = db.prepare<{ verificadoEn: string; origen: string; ok: number; filas: number; rotura: string | null }>(
    'INSERT INTO registro_verificaciones (verificado_en, origen, ok, filas, rotura) VALUES (@verificadoEn, @origen, @ok, @filas, @rotura)',
  );
  const lastStmt = db.prepare<[], { verificadoEn: string; ok: number; filas: number; rotura: string | null }>(
    'SELECT verificado_en AS verificadoEn, ok, filas, rotura FROM registro_verificaciones ORDER BY id DESC LIMIT 1',
  );

  return {
    saveVerification: (v: { verificadoEn: string; origen: VerificationOrigin; ok: boolean; filas: number; rotura: RoturaRegistro | null }): void => {
      saveStmt.run({ ...v, ok: v.ok ? 1 : 0, rotura: v.rotura ? JSON.stringify(v.rotura) : null });
    },
    lastVerification(): { verificadoEn: string; ok: boolean; filas: number; rotura: RoturaRegistro | null } | null {
      const row = lastStmt.get();
      return row
        ? { verificadoEn: row.verificadoEn, ok: row.ok === 1, filas: row.filas, rotura: row.rotura ? (JSON.parse(row.rotura) as RoturaRegistro) : null }
        : null;
    },
    /** The first link's previous hash: the box's id when the chain began. */
    origin: (): string => originStmt.get()?.caja ?? '',
    head: (): CabezaRegistro | null => headStmt.get() ?? null,
    count: (): number => countStmt.get()?.n ?? 0,
    countUpTo: (secuencia: number): number => countUpToStmt.get(secuencia)?.n ?? 0,
    /** The links desde..hasta (by sequence), oldest first. */
    links: (desde: number, hasta: number): Eslabon[] => linksStmt.all(desde, hasta),
    /** The link of the period's latest close while it stays closed. */
    closeHead: (periodoId: number): CabezaRegistro | null => closeHeadStmt.get(periodoId) ?? null,
    /** The link of one close (version) of a period, reopened since or not. */
    versionHead: (periodoId: number, version: number): CabezaRegistro | null => versionHeadStmt.get(periodoId, version) ?? null,
    /** The first link desde..hasta whose row is gone or no longer what was chained. */
    firstRowMismatch(desde: number, hasta: number): RoturaRegistro | null {
      const found = mismatchStmts
        .map(({ kind, stmt }) => ({ kind, row: stmt.get(desde, hasta) }))
        .filter((f): f is { kind: Kind; row: { secuencia: number; filaId: number; falta: number } } => f.row !== undefined)
        .sort((a, b) => a.row.secuencia - b.row.secuencia)[0];
      if (!found) return null;
      const { kind, row } = found;
      const what = `${capital(NOMBRE[kind])} n.º ${row.filaId} (eslabón n.º ${row.secuencia})`;
      return {
        secuencia: row.secuencia,
        tipo: kind,
        filaId: row.filaId,
        motivo: row.falta ? `${what} ya no está en la base de datos.` : `${what} no coincide con lo que se registró: se modificó después de guardarse.`,
      };
    },
    /** The kinds of chained rows, for `unlinkedRows`. */
    kinds: KINDS,
    /**
     * The next `limit` rows of one kind's table after id `afterId`: the last id looked at, and the first of them that has
     * no link (it was added around the program), if any.
     */
    unlinkedRows(kind: Kind, afterId: number, limit: number): { lastId: number | null; rotura: RoturaRegistro | null } {
      const rows = unlinkedStmts.find((u) => u.kind === kind)!.stmt.all(afterId, limit);
      const orphan = rows.find((r) => r.sinEslabon === 1);
      return {
        lastId: rows.at(-1)?.filaId ?? null,
        rotura: orphan
          ? {
              secuencia: 0,
              tipo: kind,
              filaId: orphan.filaId,
              motivo: `${capital(NOMBRE[kind])} n.º ${orphan.filaId} no está en la cadena: se agregó por fuera del programa.`,
            }
          : null,
      };
    },
  };
}

export type RegistroRepository = ReturnType<typeof registroRepository>;
