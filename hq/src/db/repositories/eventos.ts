import type { EventoSobre } from '@reloj/contract/eventos';
import type { Queryable } from '../pool.js';
import { CAJA_NEWEST } from './cajas.js';

/** The projection tables whose rows a batch of events writes in one statement (ingest/bulk.ts's bulkRow). */
export type BulkTable = 'checadas' | 'anulaciones' | 'empleados' | 'incidencias';

/** An event and the headquarters stream's sequence of its message (null when unknown). */
export type EventoEntrante = { evento: EventoSobre; seq: number | null };

/** A batch's events not held yet, as rows of `eventos`. */
const eventoRows = (items: EventoEntrante[]) =>
  items.map(({ evento: e, seq }) => ({
    event_id: e.eventoId,
    caja: e.caja,
    secuencia: e.secuencia,
    tipo: e.tipo,
    version: e.version,
    creado_en: e.creadoEn,
    reloj_sincronizado: e.relojSincronizado,
    nats_secuencia: seq,
    datos: e.datos,
  }));

/**
 * An upsert of rows of one table (all with the same columns), with proyecciones.ts's rule: a row keeps the state of
 * the newest event (box clock, then sequence; on a tie the later one wins, as when applied in order). The batch's own
 * rows for one key are first reduced to that newest one, since one statement may touch a row only once. Only rows of
 * events in `ins` (the ones just inserted) are written. Rows go in key order so that two services writing at once
 * take their locks in the same order.
 */
function upsertSql(table: BulkTable, columns: string[], param: string): string {
  const list = columns.join(', ');
  const updates = columns.filter((c) => c !== 'caja' && c !== 'id').map((c) => `${c} = EXCLUDED.${c}`);
  return `INSERT INTO ${table} (${list})
     SELECT ${list} FROM (
       SELECT DISTINCT ON (caja, id) ${list}
         FROM jsonb_populate_recordset(NULL::${table}, ${param}::jsonb) WITH ORDINALITY AS r
        WHERE evento_id IN (SELECT event_id FROM ins)
        ORDER BY caja, id, evento_creado_en DESC, evento_secuencia DESC, ordinality DESC
     ) newest
     ON CONFLICT (caja, id) DO UPDATE SET ${updates.join(', ')}, actualizado_en = now()
     WHERE (${table}.evento_creado_en, ${table}.evento_secuencia) <= (EXCLUDED.evento_creado_en, EXCLUDED.evento_secuencia)`;
}

/** One cajas upsert per box for the new events: their count, and the newest (cajas.ts's CAJA_NEWEST rule). */
const cajasSql = (
  param: string,
) => `INSERT INTO cajas AS c (caja, ultimo_evento_en, ultimo_evento_recibido_en, ultima_secuencia_aplicada, eventos_aplicados, evento_reloj_sincronizado)
     SELECT caja, creado_en, now(), secuencia, n, reloj FROM (
       SELECT DISTINCT ON (caja) caja, creado_en, secuencia, reloj, count(*) OVER (PARTITION BY caja) AS n
         FROM jsonb_to_recordset(${param}::jsonb) AS r(event_id uuid, caja text, creado_en timestamptz, secuencia bigint, reloj boolean, ord integer)
        WHERE event_id IN (SELECT event_id FROM ins)
        ORDER BY caja, creado_en DESC, secuencia DESC, ord DESC
     ) newest
     ON CONFLICT (caja) DO UPDATE SET
       eventos_aplicados = c.eventos_aplicados + EXCLUDED.eventos_aplicados,
       ultimo_evento_recibido_en = now(),
       ${CAJA_NEWEST}`;

/** `eventos`: every event received from the boxes, once (keyed by its UUID). */
export function eventosRepository(db: Queryable) {
  return {
    /** Keeps one event; false when its event_id is already held (a redelivery or a resend). */
    async insert(evento: EventoSobre, natsSequence: number | null): Promise<boolean> {
      const inserted = await db.query(
        `INSERT INTO eventos (event_id, caja, secuencia, tipo, version, creado_en, reloj_sincronizado, nats_secuencia, datos)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [
          evento.eventoId,
          evento.caja,
          evento.secuencia,
          evento.tipo,
          evento.version,
          evento.creadoEn,
          evento.relojSincronizado,
          natsSequence,
          JSON.stringify(evento.datos),
        ],
      );
      return inserted.rowCount === 1;
    },

    /**
     * In ONE statement (one round trip): inserts the events not held yet (ON CONFLICT (event_id) DO NOTHING), and for
     * those only, upserts their projection rows and their boxes' cajas rows. `items` holds each event_id once; `rows` are
     * the projection rows of those events (with their evento_* columns), by table. Returns the ids inserted.
     * Rows travel as one JSON array per statement and are read by jsonb_populate_recordset with the table's own row
     * type, so every column keeps its type.
     */
    async insertBatch(items: EventoEntrante[], rows: Map<BulkTable, Array<Record<string, unknown>>>): Promise<Set<string>> {
      if (items.length === 0) return new Set();
      const params: string[] = [JSON.stringify(eventoRows(items))];
      const ctes = [
        `ins AS (INSERT INTO eventos (event_id, caja, secuencia, tipo, version, creado_en, reloj_sincronizado, nats_secuencia, datos)
     SELECT event_id, caja, secuencia, tipo, version, creado_en, reloj_sincronizado, nats_secuencia, datos
       FROM jsonb_populate_recordset(NULL::eventos, $1::jsonb)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id)`,
      ];
      for (const [table, tableRows] of rows) {
        if (tableRows.length === 0) continue;
        params.push(JSON.stringify(tableRows));
        ctes.push(`${table}_escritas AS (${upsertSql(table, Object.keys(tableRows[0]!), `$${params.length}`)})`);
      }
      const cajaRows = items.map(({ evento: e }, ord) => ({
        event_id: e.eventoId,
        caja: e.caja,
        creado_en: e.creadoEn,
        secuencia: e.secuencia,
        reloj: e.relojSincronizado,
        ord,
      }));
      params.push(JSON.stringify(cajaRows));
      ctes.push(`cajas_escritas AS (${cajasSql(`$${params.length}`)})`);
      // Every data-modifying WITH runs to completion whether or not the final SELECT reads it.
      const { rows: inserted } = await db.query<{ event_id: string }>(`WITH ${ctes.join(',\n')}\nSELECT event_id FROM ins`, params);
      return new Set(inserted.map((r) => r.event_id));
    },
  };
}

export type EventosRepository = ReturnType<typeof eventosRepository>;
