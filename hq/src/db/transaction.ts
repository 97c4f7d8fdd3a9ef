import type { ClientBase, Pool } from 'pg';
import { createRepositories, type Repositories } from './repositories/index.js';

/** The outcome of work under a savepoint: its value, or the error that undid it. */
export type Savepointed<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The unit of work: every repository over the transaction's one client, and savepoints within it. */
export type Tx = Repositories & {
  /**
   * Runs `work` under a SAVEPOINT: kept when it succeeds; when it throws an error `undo` accepts, only its own writes
   * are rolled back and the error is returned; any other error is thrown as is (the whole transaction will fail).
   */
  savepoint: <T>(work: () => Promise<T>, undo: (error: unknown) => boolean) => Promise<Savepointed<T>>;
};

function savepointOf(client: ClientBase): Tx['savepoint'] {
  return async (work, undo) => {
    await client.query('SAVEPOINT paso');
    try {
      const value = await work();
      await client.query('RELEASE SAVEPOINT paso');
      return { ok: true, value };
    } catch (error) {
      if (!undo(error)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT paso');
      return { ok: false, error };
    }
  };
}

/** Runs `work` in one transaction on a client of the pool; a client whose connection died is not given back. */
export async function inTransaction<T>(pool: Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work({ ...createRepositories(client), savepoint: savepointOf(client) });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken ? true : undefined);
  }
}
