import type { ClientBase } from 'pg';
import { CAJA_NEWEST } from './apply.js';
import type { Evento } from './parse.js';
import { anulacionRow, checadaRow, empleadoRow, incidenciaRow, type Datos } from './project.js';

/**
 * Multi-row statements for a batch of events, within the caller's transaction. Rows travel as one JSON array per
 * statement and are read by jsonb_populate_recordset with the table's own row type, so every column keeps its type.
 */

export type BulkTable = 'checadas' | 'anulaciones' | 'empleados' | 'incidencias';
export type BulkRow = { table: BulkTable; row: Record<string, unknown> };

/** The kinds bulkRow() writes. */
export const BULK_KINDS: ReadonlySet<string> = new Set([
  'checada.registrada',
  'checada.anulada',
  'incidencia.agregada',
  'incidencia.eliminada',
  'empleado.creado',
  'empleado.actualizado',
  'empleado.baja',
  'empleado.reactivado',
]);

/**
 * The projection row of an event whose projection is a whole row upserted newest-wins: such upserts give the same
 * rows in any order, so a batch's can be merged into one statement per table. Null for the kinds applied one by one
 * in stream order (catalogues, whose deletion writes only some columns; periods; links of the record).
 */
export function bulkRow(evento: Evento): BulkRow | null {
  const { caja } = evento;
  const meta = { evento_id: evento.eventoId, evento_creado_en: evento.creadoEn, evento_secuencia: evento.secuencia };
  switch (evento.tipo) {
    case 'checada.registrada':
      return { table: 'checadas', row: { ...checadaRow(caja, evento.datos as Datos<'checada.registrada'>), ...meta } };
    case 'checada.anulada':
      return { table: 'anulaciones', row: { ...anulacionRow(caja, evento.datos as Datos<'checada.anulada'>), ...meta } };
    case 'incidencia.agregada':
      return { table: 'incidencias', row: { ...incidenciaRow(caja, evento.datos as Datos<'incidencia.agregada'>, null), ...meta } };
    case 'incidencia.eliminada':
      return { table: 'incidencias', row: { ...incidenciaRow(caja, evento.datos as Datos<'incidencia.eliminada'>, evento.creadoEn), ...meta } };
    case 'empleado.creado':
    case 'empleado.actualizado':
    case 'empleado.baja':
    case 'empleado.reactivado':
      return { table: 'empleados', row: { ...empleadoRow(caja, evento.datos as Datos<'empleado.creado'>), ...meta } };
    default:
      return null;
  }
}

/** A batch's events not held yet, as rows of `eventos`. */
const eventoRows = (items: Array<{ evento: Evento; seq: number | null }>) =>
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
 * An upsert of rows of one table (all with the same columns), with upsert.ts's rule: a row keeps the state of the
 * newest event (box clock, then sequence; on a tie the later one wins, as when applied in order). The batch's own
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

/** One cajas upsert per box for the new events: their count, and the newest (the NEWER rule of apply.ts). */
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

/**
 * In ONE statement (one round trip): inserts the events not held yet (ON CONFLICT (event_id) DO NOTHING), and for
 * those only, upserts their projection rows and their boxes' cajas rows. `items` holds each event_id once; `rows` are
 * bulkRow()'s rows of those events. Returns the ids inserted.
 */
export async function writeEvents(
  client: ClientBase,
  items: Array<{ evento: Evento; seq: number | null }>,
  rows: Map<BulkTable, Array<Record<string, unknown>>>,
): Promise<Set<string>> {
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
  const { rows: inserted } = await client.query<{ event_id: string }>(`WITH ${ctes.join(',\n')}\nSELECT event_id FROM ins`, params);
  return new Set(inserted.map((r) => r.event_id));
}

/**
 * Marks the batch's punches that have a void, whichever arrived first: the punches written and the ones the voids
 * written name. A punch with several voids takes the newest.
 */
export async function markVoids(client: ClientBase, punches: Array<{ caja: string; id: number }>): Promise<void> {
  if (punches.length === 0) return;
  await client.query(
    `UPDATE checadas c SET anulada_en = a.anulada_en, anulada_por = a.anulada_por, motivo_anulacion = a.motivo
       FROM (SELECT DISTINCT ON (caja, checada_id) caja, checada_id, anulada_en, anulada_por, motivo
               FROM anulaciones
              WHERE (caja, checada_id) IN (SELECT * FROM unnest($1::text[], $2::int[]))
              ORDER BY caja, checada_id, evento_creado_en DESC, evento_secuencia DESC) a
      WHERE c.caja = a.caja AND c.id = a.checada_id`,
    [punches.map((p) => p.caja), punches.map((p) => p.id)],
  );
}
