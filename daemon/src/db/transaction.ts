import type { Db } from './connection.js';

/**
 * The unit of work services get instead of the connection: runs `work` as one SQLite transaction and answers what it
 * answers; a throw rolls it all back. Nested, it is a savepoint of the outer one (better-sqlite3).
 */
export type Transaction = {
  <T>(work: () => T): T;
  /** BEGIN IMMEDIATE: takes the write lock before `work` reads, so another connection cannot write in between. */
  immediate<T>(work: () => T): T;
};

export function transactionOf(db: Db): Transaction {
  const run = <T>(work: () => T): T => db.transaction(work)();
  return Object.assign(run, { immediate: <T>(work: () => T): T => db.transaction(work).immediate() });
}
