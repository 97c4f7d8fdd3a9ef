import Database from 'better-sqlite3';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';
import { registerRecordFunctions } from './recordFunctions.js';

type Entry = { type: string; name: string; tbl_name: string; sql: string | null };

const KIND: Record<string, string> = { table: 'la tabla', index: 'el índice', trigger: 'el disparador', view: 'la vista' };
const label = (e: Entry) => `${KIND[e.type] ?? e.type} ${e.name}`;
const entries = (db: Database.Database) => db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY rowid').all() as Entry[];
// Whitespace aside (the migrations' indentation), the SQL must be the same statement.
const same = (a: Entry, b: Entry) =>
  a.type === b.type && a.tbl_name === b.tbl_name && (a.sql ?? '').replace(/\s+/g, ' ') === (b.sql ?? '').replace(/\s+/g, ' ');

/**
 * How a database's schema differs from the one this program's migrations create at its version (every table, index,
 * trigger and view in sqlite_schema, by name, type and SQL), in Spanish: 'sobra el disparador x', 'falta la tabla y',
 * 'cambió el índice z'. Empty when they are the same. A backdoor trigger, a dropped guard or a database that claims a
 * version its tables are not at (the daemon would then re-run migrations at every start) all show here.
 */
export function schemaDifferences(db: Database.Database, version: number): string[] {
  const fresh = new Database(':memory:');
  registerRecordFunctions(fresh);
  let expected: Entry[];
  try {
    migrate(fresh, migrations.slice(0, version));
    expected = entries(fresh);
  } finally {
    fresh.close();
  }
  const found = entries(db);
  const byName = (list: Entry[]) => new Map(list.map((e) => [`${e.type}:${e.name}`, e]));
  const want = byName(expected);
  const have = byName(found);
  return [
    ...expected.filter((e) => !have.has(`${e.type}:${e.name}`)).map((e) => `falta ${label(e)}`),
    ...found.filter((e) => !want.has(`${e.type}:${e.name}`)).map((e) => `sobra ${label(e)}`),
    ...found.filter((e) => want.has(`${e.type}:${e.name}`) && !same(e, want.get(`${e.type}:${e.name}`) as Entry)).map((e) => `cambió ${label(e)}`),
  ];
}
