import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { shortMachineId } from '../system/machineId.js';

/** One link of the record's chain: SHA-256, in lowercase hex, of the previous link's hash followed by the row's canonical JSON. */
export function linkHash(anterior: string, contenido: string): string {
  return createHash('sha256').update(anterior, 'utf8').update(contenido, 'utf8').digest('hex');
}

/**
 * The SQL functions the chain's triggers (migration 028) call, registered on every connection that may write a
 * punch, a void, an incidencia or a close: `registro_hash(anterior, contenido)` and `registro_caja()`, the box's id
 * that stands as the first link's previous hash. A connection without them (the sqlite3 shell, say) cannot add such
 * a row at all, which is the point: every row the record holds went through the chain.
 */
export function registerRecordFunctions(db: Database.Database): void {
  db.function('registro_hash', { deterministic: true }, (anterior: unknown, contenido: unknown) => linkHash(String(anterior), String(contenido)));
  db.function('registro_caja', () => shortMachineId());
}
