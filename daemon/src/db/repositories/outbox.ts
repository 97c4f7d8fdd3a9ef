import type { Db } from '../connection.js';

/** One event of the outbox (table eventos_salida, migration 019) as the relay reads it. */
export type OutboxRow = {
  secuencia: number;
  eventoId: string;
  tipo: string;
  version: number;
  /** The payload as stored: JSON text. */
  datos: string;
  creadoEn: string;
  relojSincronizado: boolean | null;
};

export type OutboxStats = {
  /** Events written but not yet acknowledged by the box's stream. */
  pendientes: number;
  /** The newest sequence ever written (0: none). AUTOINCREMENT: pruning never lowers it. */
  ultimaSecuencia: number;
  /** When the newest acknowledgement was recorded (UTC ISO), or null. */
  ultimoAcuse: string | null;
};

type RawRow = Omit<OutboxRow, 'relojSincronizado'> & { relojSincronizado: number | null };

/**
 * Reads and acknowledgements of the outbox. Rows are written by the triggers of migration 019 and its successors, and
 * by `record` for the events no table change stands for (an alert raised: services/avisos/alertas.ts).
 */
export function outboxRepository(db: Db) {
  const pending = db.prepare<[number], RawRow>(
    `SELECT secuencia, evento_id AS eventoId, tipo, version, datos, creado_en AS creadoEn, reloj_sincronizado AS relojSincronizado
       FROM eventos_salida WHERE enviado_en IS NULL ORDER BY secuencia LIMIT ?`,
  );
  const sentSince = db.prepare<[string, number], RawRow>(
    `SELECT secuencia, evento_id AS eventoId, tipo, version, datos, creado_en AS creadoEn, reloj_sincronizado AS relojSincronizado
       FROM eventos_salida WHERE enviado_en IS NOT NULL AND enviado_en >= ? ORDER BY secuencia LIMIT ?`,
  );
  const mark = db.prepare<[string, number]>('UPDATE eventos_salida SET enviado_en = ? WHERE secuencia = ? AND enviado_en IS NULL');
  const counts = db.prepare<[], { pendientes: number; ultimoAcuse: string | null }>(
    `SELECT (SELECT COUNT(*) FROM eventos_salida WHERE enviado_en IS NULL) AS pendientes,
            (SELECT MAX(enviado_en) FROM eventos_salida) AS ultimoAcuse`,
  );
  // sqlite_sequence keeps the AUTOINCREMENT high-water mark even when every row has been pruned.
  const lastSequence = db.prepare<[], { seq: number }>(`SELECT seq FROM sqlite_sequence WHERE name = 'eventos_salida'`);
  const prune = db.prepare<[string]>('DELETE FROM eventos_salida WHERE enviado_en IS NOT NULL AND enviado_en < ?');
  const markAll = db.transaction((secuencias: readonly number[], nowIso: string): number => {
    let changed = 0;
    for (const s of secuencias) changed += mark.run(nowIso, s).changes;
    return changed;
  });
  const clock = db.prepare<[], { sincronizado: number | null }>('SELECT sincronizado FROM reloj_sistema WHERE id = 1');
  // As the triggers write theirs: the box's real clock and whether it was synchronised.
  const insert = db.prepare<[string, string, string]>(
    `INSERT INTO eventos_salida (evento_id, tipo, version, datos, creado_en, reloj_sincronizado)
     VALUES (?, ?, 1, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), (SELECT sincronizado FROM reloj_sistema WHERE id = 1))
     ON CONFLICT (evento_id) DO NOTHING`,
  );

  return {
    /** Unsent events, oldest first (the order they must be published in). */
    pending(limit: number): OutboxRow[] {
      return pending.all(limit).map((r) => ({ ...r, relojSincronizado: r.relojSincronizado === null ? null : r.relojSincronizado === 1 }));
    },
    /** Events acknowledged at or after `sinceIso`, oldest first: what a restarted relay publishes again. */
    sentSince(sinceIso: string, limit: number): OutboxRow[] {
      return sentSince.all(sinceIso, limit).map((r) => ({ ...r, relojSincronizado: r.relojSincronizado === null ? null : r.relojSincronizado === 1 }));
    },
    /** Records the acknowledgement of these events; ones already acknowledged keep their first time. Returns how many changed. */
    markSent(secuencias: readonly number[], nowIso: string): number {
      return markAll(secuencias, nowIso);
    },
    stats(): OutboxStats {
      const c = counts.get()!;
      return { pendientes: c.pendientes, ultimaSecuencia: lastSequence.get()?.seq ?? 0, ultimoAcuse: c.ultimoAcuse };
    },
    /** Deletes events acknowledged before `beforeIso` (the relay keeps 30 days). Unsent events are never deleted. */
    pruneSent(beforeIso: string): number {
      return prune.run(beforeIso).changes;
    },
    /**
     * Writes one event at version 1 (within the caller's transaction). An event id already in the outbox writes
     * nothing: a caller that derives the id from what the event is about writes it once. Answers whether it was written.
     */
    record(eventoId: string, tipo: string, datos: unknown): boolean {
      return insert.run(eventoId, tipo, JSON.stringify(datos)).changes === 1;
    },
    /** Whether the box's clock was NTP-synchronised when last checked (reloj_sistema), null when never checked. */
    clockSynchronised(): boolean | null {
      const s = clock.get()?.sincronizado ?? null;
      return s === null ? null : s === 1;
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
