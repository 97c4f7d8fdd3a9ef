import pg from 'pg';
import type { Logger } from 'pino';

/** What a repository runs its statements on: the pool, or the client of a transaction (transaction.ts). */
export type Queryable = pg.Pool | pg.ClientBase;

/**
 * A pool that survives PostgreSQL going away: idle clients that lose their connection are logged and dropped
 * (without the 'error' listener they would crash the process), and the next query reconnects.
 */
export function createPool(connectionString: string, logger?: Logger, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => logger?.warn({ err: error }, 'conexión a PostgreSQL perdida'));
  return pool;
}

/** SQLSTATE classes caused by the data itself (22 data exception, 23 integrity): retrying would fail again. */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}

/** Whether PostgreSQL answers (for /salud). */
export async function isReachable(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
