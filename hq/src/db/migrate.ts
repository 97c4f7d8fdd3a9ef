import type { Pool } from 'pg';
import { MIGRATIONS, type Migration } from './migrations.js';

/** Any constant: the advisory lock that keeps two services starting at once from migrating together. */
const MIGRATION_LOCK = 7_170_017;

/**
 * Applies the migrations not yet in schema_migrations, each in its own transaction under a transaction-scoped
 * advisory lock (a second process waits, then sees it applied). Returns the versions it applied.
 */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY, nombre text NOT NULL, aplicada_en timestamptz NOT NULL DEFAULT now())`);
      const done = await client.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.rowCount === 0) {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, nombre) VALUES ($1, $2)', [m.version, m.name]);
        applied.push(m.version);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return applied;
}
