import Database from 'better-sqlite3';
import { closeDatabase, openDatabase } from './connection.js';
import { migrate } from './migrate.js';
import { auditoriaRepository } from './repositories/auditoria.js';
import { schemaDifferences } from './schemaDiff.js';

/** A database file opened read-only for the checks a restore makes (cli/restore.ts), before anything is replaced. */
export type DatabaseFileCheck = {
  /** PRAGMA integrity_check's lines: ['ok'] for a sound file. */
  integrity(): string[];
  /** PRAGMA user_version: how many migrations the file went through. */
  version(): number;
  /** How its schema differs from what the migrations create at `version` (db/schemaDiff.ts). */
  schemaDifferences(version: number): string[];
  close(): void;
};

/** Throws when SQLite cannot open the file. */
export function openForCheck(file: string): DatabaseFileCheck {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return {
    integrity: () => (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((r) => r.integrity_check),
    version: () => db.pragma('user_version', { simple: true }) as number,
    schemaDifferences: (version) => schemaDifferences(db, version),
    close: () => db.close(),
  };
}

export type AuditLine = Parameters<ReturnType<typeof auditoriaRepository>['insert']>[0];

/** The row a restore adds to `restauraciones` (migration 033), which chains it ('restauracion' link). */
export type RestoreRecord = {
  /** The file as it was given, and the SHA-256 of all its bytes. */
  nombre: string;
  sha256: string;
  /** The box that signed it, whether that is another box, and the key checked (HMAC key id or Ed25519 fingerprint). */
  caja: string;
  otraCaja: boolean;
  clave: string;
  hechoEl: string;
  restauradoPor: string;
  origen: 'panel' | 'consola';
};

/**
 * Makes a restored backup a live database again (application_id 0: services/respaldos/signature.ts) and records the restore
 * in its own audit log. The audit log exists from version 4 on; nothing older is still in use, but such a file
 * restores without the line. With `record` (a restore the technician or the panel asked for) the file is first brought
 * to this program's version, as the daemon would at its next start, and the restore is added to the record's chain.
 * Without it (the updater putting back its own pre-update backup for the version it returns to) the version stays.
 */
export function adoptRestoredFile(file: string, line: AuditLine, record?: RestoreRecord & { restauradoEn: string }): void {
  const restored = record ? openDatabase(file) : new Database(file);
  try {
    if (record) migrate(restored);
    const has = (table: string) => restored.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
    restored.transaction(() => {
      restored.pragma('application_id = 0');
      if (has('auditoria')) auditoriaRepository(restored).insert(line);
      if (record && has('restauraciones'))
        restored
          .prepare(
            `INSERT INTO restauraciones (nombre, sha256, caja, otra_caja, clave, hecho_el, restaurado_por, origen, restaurado_en)
             VALUES (@nombre, @sha256, @caja, @otraCaja, @clave, @hechoEl, @restauradoPor, @origen, @restauradoEn)`,
          )
          .run({ ...record, otraCaja: record.otraCaja ? 1 : 0 });
    })();
  } finally {
    if (record) closeDatabase(restored);
    else restored.close();
  }
}

/** What a checked backup holds, for the panel's confirmation. */
export type BackupContents = {
  version: number;
  empleados: number;
  checadas: number;
  periodos: number;
  /** The first and last punch (ISO 8601, UTC), null without punches. */
  checadasDesde: string | null;
  checadasHasta: string | null;
};

/** Counts rows of a checked database (read-only); a table an old version lacks counts 0. */
export function backupContents(file: string): BackupContents {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = new Set((db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    const count = (table: 'empleados' | 'checadas' | 'periodos') =>
      tables.has(table) ? (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n : 0;
    const span = tables.has('checadas')
      ? (db.prepare('SELECT min(hora) AS desde, max(hora) AS hasta FROM checadas').get() as { desde: string | null; hasta: string | null })
      : { desde: null, hasta: null };
    return {
      version: db.pragma('user_version', { simple: true }) as number,
      empleados: count('empleados'),
      checadas: count('checadas'),
      periodos: count('periodos'),
      checadasDesde: span.desde,
      checadasHasta: span.hasta,
    };
  } finally {
    db.close();
  }
}
