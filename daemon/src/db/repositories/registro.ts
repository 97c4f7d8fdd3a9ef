import type { CabezaRegistro, EslabonTipo, RoturaRegistro } from '@reloj/contract/registro';
import type { Db } from '../connection.js';
import { CONTENIDO as CONTENIDO_028, TABLA as TABLA_028 } from '../migrations/028-registro.js';
import { CONTENIDO_RESTAURACION, TABLA_RESTAURACION } from '../migrations/033-restauraciones.js';
import { CONTENIDO_INICIO_REGISTRO, TABLA_INICIO_REGISTRO } from '../migrations/034-inicio-registro.js';
import { CONTENIDO_SALDO_VACACIONES, TABLA_SALDO_VACACIONES } from '../migrations/035-saldos-vacaciones.js';
import { CONTENIDO_CAMBIO_TURNO, TABLA_CAMBIO_TURNO } from '../migrations/036-turnos.js';

export type Eslabon = {
  secuencia: number;
  tipo: EslabonTipo;
  filaId: number;
  contenido: string;
  anterior: string;
  hash: string;
  /** The box's real clock when the link was written (UTC ISO). */
  registradoEn: string;
};

export type VerificationOrigin = 'diaria' | 'api' | 'consola';

/**
 * Every chained table and how its rows become a link's content (028's five, 033's restores, 034's record start, 035's
 * opening balances, 036's one-day changes of turno).
 */
const TABLA = {
  ...TABLA_028,
  restauracion: TABLA_RESTAURACION,
  inicio_registro: TABLA_INICIO_REGISTRO,
  saldo_vacaciones: TABLA_SALDO_VACACIONES,
  cambio_turno: TABLA_CAMBIO_TURNO,
} as const;
const CONTENIDO: Record<keyof typeof TABLA, (row: string) => string> = {
  ...CONTENIDO_028,
  restauracion: CONTENIDO_RESTAURACION,
  inicio_registro: CONTENIDO_INICIO_REGISTRO,
  saldo_vacaciones: CONTENIDO_SALDO_VACACIONES,
  cambio_turno: CONTENIDO_CAMBIO_TURNO,
};

type Kind = keyof typeof TABLA;
const KINDS = Object.keys(TABLA) as Kind[];

/** 'la checada n.º 12' */
const NOMBRE: Record<Kind, string> = {
  checada: 'la checada',
  anulacion: 'la anulación',
  incidencia: 'la incidencia',
  cierre: 'el cierre de periodo',
  reapertura: 'la reapertura de periodo',
  restauracion: 'la restauración de respaldo',
  inicio_registro: 'el inicio del registro',
  saldo_vacaciones: 'el saldo inicial de vacaciones',
  cambio_turno: 'el cambio de turno',
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const notGivenByTheProgram = 'tiene un número cero o negativo, que el programa nunca asigna: se agregó por fuera del programa.';

/**
 * How far from a kiosk punch its recognition attempt may be logged: the attempt is written just after the punch, or up
 * to SALIDA_CONFIRMATION_MS (15 s) before a salida the person confirmed. Generous: a clock is never that precise.
 */
const ATTEMPT_WINDOW_SECONDS = 300;
const isoShift = (expr: string, seconds: number) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${expr}, '${seconds >= 0 ? '+' : ''}${seconds} seconds')`;

/** A link's event in the outbox (migration 028's trigger registro_evento), found through migration 031's index. */
const EVENT_SEQUENCE = `json_extract(datos, '$.secuencia')`;

/** The kinds whose rows may be removed, and the link that records a removal. */
const REMOVAL: Partial<Record<Kind, string>> = { incidencia: 'incidencia_eliminada', cambio_turno: 'cambio_turno_eliminado' };

/** A link that covers a row of its own table (an incidencia's link stops covering it once a later link records its removal). */
const coversLiveRow = (kind: Kind) =>
  REMOVAL[kind] ? `AND NOT EXISTS (SELECT 1 FROM registro b WHERE b.tipo = '${REMOVAL[kind]}' AND b.fila_id = r.fila_id AND b.secuencia > r.secuencia)` : '';

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
    `SELECT secuencia, tipo, fila_id AS filaId, contenido, anterior, hash, registrado_en AS registradoEn
       FROM registro WHERE secuencia BETWEEN ? AND ? ORDER BY secuencia`,
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
  // Every row from the lowest id up (ids as BigInt: an id past 2^53 would otherwise page forever or skip rows).
  const unlinked = (kind: Kind, after: boolean) =>
    db
      .prepare<unknown[], { filaId: bigint; sinEslabon: bigint }>(
        `SELECT t.id AS filaId, NOT EXISTS (SELECT 1 FROM registro r WHERE r.tipo = '${kind}' AND r.fila_id = t.id ${coversLiveRow(kind)}) AS sinEslabon
           FROM ${TABLA[kind]} t ${after ? 'WHERE t.id > ?' : ''} ORDER BY t.id LIMIT ?`,
      )
      .safeIntegers(true);
  const unlinkedStmts = KINDS.map((kind) => ({ kind, first: unlinked(kind, false), next: unlinked(kind, true) }));
  const invalidRowStmts = KINDS.map((kind) => ({
    kind,
    stmt: db.prepare<[], { id: bigint }>(`SELECT id FROM ${TABLA[kind]} WHERE id <= 0 ORDER BY id LIMIT 1`).safeIntegers(true),
  }));
  const invalidLinkStmt = db
    .prepare<[], { secuencia: bigint }>('SELECT secuencia FROM registro WHERE secuencia <= 0 ORDER BY secuencia LIMIT 1')
    .safeIntegers(true);
  const eventMismatchStmt = db.prepare<[number, number], { secuencia: number; tipo: EslabonTipo | null; filaId: number | null; falta: number }>(
    `SELECT e.s AS secuencia, r.tipo, r.fila_id AS filaId, r.secuencia IS NULL AS falta
       FROM (SELECT ${EVENT_SEQUENCE} AS s, json_extract(datos, '$.hash') AS h FROM eventos_salida
              WHERE tipo = 'registro.eslabon' AND ${EVENT_SEQUENCE} BETWEEN ? AND ?) e
       LEFT JOIN registro r ON r.secuencia = e.s
      WHERE r.hash IS NOT e.h ORDER BY e.s LIMIT 1`,
  );
  // Sent events are pruned after 30 days, oldest first: from the oldest one kept on, every link has its event.
  const linkWithoutEventStmt = db.prepare<[number, number], { secuencia: number; tipo: EslabonTipo; filaId: number }>(
    `SELECT r.secuencia, r.tipo, r.fila_id AS filaId FROM registro r
      WHERE r.secuencia BETWEEN max(?, (SELECT min(${EVENT_SEQUENCE}) FROM eventos_salida WHERE tipo = 'registro.eslabon')) AND ?
        AND NOT EXISTS (SELECT 1 FROM eventos_salida WHERE tipo = 'registro.eslabon' AND ${EVENT_SEQUENCE} = +r.secuencia)
      ORDER BY r.secuencia LIMIT 1`,
  );
  // (`= +r.secuencia`: without the column's affinity the expression index answers; otherwise SQLite scans it for each link.)
  // Attempts are kept 90 days, and were not logged before migration 013: punches from the oldest one kept on.
  const attemptsFromStmt = db.prepare<[], { desde: string | null }>(
    `SELECT ${isoShift('min(created_at)', ATTEMPT_WINDOW_SECONDS)} AS desde FROM intentos_reconocimiento`,
  );
  // The unary pluses pick the indexes: the chunk's links by sequence (not every punch's link by type), and the
  // attempts of a few minutes by time (not all of a kiosk's 90 days).
  const kioskWithoutAttemptStmt = db.prepare<[number, number, string], { secuencia: number; filaId: number }>(
    `SELECT r.secuencia, c.id AS filaId FROM registro r JOIN checadas c ON c.id = r.fila_id
      WHERE +r.tipo = 'checada' AND r.secuencia BETWEEN ? AND ? AND c.manual = 0 AND c.nip = 0 AND c.created_at >= ?
        AND NOT EXISTS (SELECT 1 FROM intentos_reconocimiento i
              WHERE i.created_at BETWEEN ${isoShift('c.created_at', -ATTEMPT_WINDOW_SECONDS)} AND ${isoShift('c.created_at', ATTEMPT_WINDOW_SECONDS)}
                AND +i.dispositivo_id = c.dispositivo_id AND i.empleado_id = c.empleado_id AND i.resultado = 'checada')
      ORDER BY r.secuencia LIMIT 1`,
  );
  const hashStmt = db.prepare<[number, string], CabezaRegistro>('SELECT secuencia, hash FROM registro WHERE substr(hash, 1, ?) = ? ORDER BY secuencia LIMIT 1');
  const rowCountStmt = db.prepare<[], { n: number }>(
    `SELECT (SELECT count(*) FROM registro) + ${Object.values(TABLA)
      .map((t) => `(SELECT count(*) FROM ${t})`)
      .join(' + ')} AS n`,
  );

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
     * The next `limit` rows of one kind's table, from its lowest id (`afterId` null) or after `afterId`: the last id
     * looked at (null when there were none), and the first of them that has no link (added around the program), if any.
     */
    unlinkedRows(kind: Kind, afterId: bigint | null, limit: number): { lastId: bigint | null; rotura: RoturaRegistro | null } {
      const stmts = unlinkedStmts.find((u) => u.kind === kind)!;
      const rows = afterId === null ? stmts.first.all(limit) : stmts.next.all(afterId, limit);
      const orphan = rows.find((r) => r.sinEslabon === 1n);
      return {
        lastId: rows.at(-1)?.filaId ?? null,
        rotura: orphan
          ? {
              secuencia: 0,
              tipo: kind,
              filaId: Number(orphan.filaId),
              motivo: `${capital(NOMBRE[kind])} n.º ${orphan.filaId} no está en la cadena: se agregó por fuera del programa.`,
            }
          : null,
      };
    },
    /** A chained row or a link numbered zero or below: the program never writes one (migration 031 refuses them). */
    firstInvalidId(): RoturaRegistro | null {
      for (const { kind, stmt } of invalidRowStmts) {
        const row = stmt.get();
        if (row) return { secuencia: 0, tipo: kind, filaId: Number(row.id), motivo: `${capital(NOMBRE[kind])} n.º ${row.id} ${notGivenByTheProgram}` };
      }
      const link = invalidLinkStmt.get();
      return link ? { secuencia: 0, tipo: null, filaId: null, motivo: `El eslabón n.º ${link.secuencia} ${notGivenByTheProgram}` } : null;
    },
    /**
     * The first 'registro.eslabon' event numbered desde..hasta whose link is gone or has another hash: the chain was
     * rewritten after the event was written for headquarters.
     */
    firstEventMismatch(desde: number, hasta: number): RoturaRegistro | null {
      const e = eventMismatchStmt.get(desde, hasta);
      if (!e) return null;
      const secuencia = Math.max(0, Math.trunc(e.secuencia));
      return e.falta
        ? {
            secuencia,
            tipo: null,
            filaId: null,
            motivo: `El eslabón n.º ${e.secuencia}, que se anotó para enviarse al corporativo, ya no está en la cadena: se borró.`,
          }
        : {
            secuencia,
            tipo: e.tipo,
            filaId: e.filaId,
            motivo: `El eslabón n.º ${e.secuencia} no es el que se anotó para enviarse al corporativo: la cadena se reescribió desde ahí.`,
          };
    },
    /** The first link desde..hasta, from the oldest event still in the outbox on, that has no event for headquarters. */
    firstLinkWithoutEvent(desde: number, hasta: number): RoturaRegistro | null {
      const link = linkWithoutEventStmt.get(desde, hasta);
      return link
        ? {
            secuencia: link.secuencia,
            tipo: link.tipo,
            filaId: link.filaId,
            motivo: `El eslabón n.º ${link.secuencia} no se anotó para enviarse al corporativo, como todos los demás: se agregó por fuera del programa.`,
          }
        : null;
    },
    /** From when every kiosk face punch must have its recognition attempt (UTC ISO); null when no attempt is kept. */
    attemptsFrom: (): string | null => attemptsFromStmt.get()?.desde ?? null,
    /** The first face punch of the links desde..hasta, created at or after `from`, with no recognition attempt logged for it. */
    firstKioskPunchWithoutAttempt(desde: number, hasta: number, from: string): RoturaRegistro | null {
      const found = kioskWithoutAttemptStmt.get(desde, hasta, from);
      return found
        ? {
            secuencia: found.secuencia,
            tipo: 'checada',
            filaId: found.filaId,
            motivo:
              `La checada n.º ${found.filaId} (eslabón n.º ${found.secuencia}) dice ser de un rostro reconocido en el kiosco, pero el kiosco ` +
              'no anotó ningún reconocimiento de esa persona a esa hora: se agregó por fuera del programa.',
          }
        : null;
    },
    /** The first link whose hash starts with `prefix` (lowercase hex), if any. */
    findHash: (prefix: string): CabezaRegistro | null => hashStmt.get(prefix.length, prefix) ?? null,
    /** Links and chained rows held now: with the head, what tells whether anything was added since a verification. */
    rowCount: (): number => rowCountStmt.get()?.n ?? 0,
  };
}

export type RegistroRepository = ReturnType<typeof registroRepository>;
