import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Whole-file work for backups, on a worker thread at the lowest CPU priority with its own SQLite connection:
 * better-sqlite3 is synchronous, and copying or hashing a year of punches and photos on the daemon's thread would hold
 * the kiosk for as long as that takes.
 *
 * - `copiar`: VACUUM INTO a new file from a read-only connection to the live database (WAL: the daemon keeps writing;
 *   the copy is the database as of the moment it starts). The copy has no free pages, so nothing deleted before (a
 *   cancelled face, a withdrawn template) travels in it. Answers the copy's length and SHA-256.
 * - `vaciarWal`: checkpoint the live database's WAL into it and truncate the WAL to nothing (a deleted row's earlier
 *   page images live on in WAL frames until then). A daemon write meanwhile waits for it (busy_timeout), only then.
 * - `depurar`: whether a backup holds biometrics erased since (templates of some employees, their punch photos, photos
 *   older than the retention period); when it does, a compacted copy of it without them, with its length and SHA-256,
 *   and the SHA-256 of the original's first `origenBytes` bytes (its database, to check its signature).
 * - `sha256`: the SHA-256 of a file's first `bytes` bytes.
 */
export type ErasedPerson = {
  empleadoId: number;
  /** empleados.created_at: the same person, not another given the same id after a restore. */ creado: string;
  fotos: boolean;
};

export type Hashed = { bytes: number; sha256: string };

export type BackupTask =
  | { tarea: 'copiar'; origen: string; destino: string; /** PRAGMA application_id of the copy */ marca: number }
  | { tarea: 'vaciarWal'; origen: string }
  | { tarea: 'depurar'; origen: string; origenBytes: number | null; destino: string; personas: ErasedPerson[]; fotosAntesDe: string | null }
  | { tarea: 'sha256'; origen: string; bytes: number };

type Results = {
  copiar: Hashed;
  vaciarWal: Record<string, never>;
  /** filas: rows of biometrics the backup held; 0: `destino` was not written, and nothing else is answered. */
  depurar: { filas: number; copia?: Hashed; origenSha256?: string };
  sha256: Hashed;
};
export type BackupTaskResult<T extends BackupTask> = Results[T['tarea']];

// Plain JavaScript run from a string (eval), so the same code runs from src/ (tests, tsx) and from dist/.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const Database = require(workerData.sqlite);
// Lowest CPU priority for this thread only (Linux: niceness is per thread): the daemon's thread, which answers the
// kiosk, goes first when both want the same core.
try { require('node:os').setPriority(19); } catch {}
const open = (file, options) => {
  const db = new Database(file, options);
  db.pragma('secure_delete = ON');
  return db;
};
const sha256 = (file, bytes) => {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = fs.openSync(file, 'r');
  try {
    for (let at = 0; at < bytes; ) {
      const n = fs.readSync(fd, buffer, 0, Math.min(buffer.length, bytes - at), at);
      if (n === 0) throw new Error(file + ' is shorter than ' + bytes + ' bytes');
      hash.update(buffer.subarray(0, n));
      at += n;
    }
  } finally { fs.closeSync(fd); }
  return { bytes, sha256: hash.digest('hex') };
};
const hashed = (file) => sha256(file, fs.statSync(file).size);
const run = (t) => {
  if (t.tarea === 'sha256') return sha256(t.origen, t.bytes);
  if (t.tarea === 'vaciarWal') {
    const live = open(t.origen, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 5000');
      const [result] = live.pragma('wal_checkpoint(TRUNCATE)');
      if (result.busy) throw new Error('the WAL checkpoint could not finish (the database was busy)');
    } finally { live.close(); }
    return {};
  }
  if (t.tarea === 'copiar') {
    const live = open(t.origen, { readonly: true, fileMustExist: true });
    try { live.prepare('VACUUM INTO ?').run(t.destino); } finally { live.close(); }
    const copy = open(t.destino);
    try {
      copy.pragma('journal_mode = DELETE');
      copy.pragma('application_id = ' + Number(t.marca));
      copy.prepare('SELECT count(*) FROM sqlite_schema').get();
    } finally { copy.close(); }
    return hashed(t.destino);
  }
  const people = JSON.stringify(t.personas.map((p) => [p.empleadoId, p.creado, p.fotos ? 1 : 0]));
  const person = "SELECT e.id, json_extract(p.value, '$[2]') AS fotos FROM json_each(@people) p JOIN empleados e ON e.id = json_extract(p.value, '$[0]') AND e.created_at = json_extract(p.value, '$[1]')";
  const templates = 'FROM rostros WHERE empleado_id IN (SELECT id FROM (' + person + '))';
  const photos = 'FROM checadas WHERE snapshot_jpeg IS NOT NULL AND (empleado_id IN (SELECT id FROM (' + person + ') WHERE fotos = 1) OR hora < @before)';
  const params = { people, before: t.fotosAntesDe };
  // A backup of an old version may have neither table (templates came in version 3, punches in 5).
  const tables = (db) => new Set(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all().map((r) => r.name));
  const backup = open(t.origen, { readonly: true, fileMustExist: true });
  let filas = 0;
  let has;
  try {
    has = tables(backup);
    if (has.has('rostros')) filas += backup.prepare('SELECT count(*) AS n ' + templates).get({ people }).n;
    if (has.has('checadas')) filas += backup.prepare('SELECT count(*) AS n ' + photos).get(params).n;
    if (filas > 0) backup.prepare('VACUUM INTO ?').run(t.destino);
  } finally { backup.close(); }
  if (filas === 0) return { filas };
  // The copy is private until renamed: no journal (the deleted rows are written nowhere else), then compacted.
  const copy = open(t.destino);
  try {
    copy.pragma('journal_mode = OFF');
    copy.transaction(() => {
      if (has.has('rostros')) copy.prepare('DELETE ' + templates).run({ people });
      if (has.has('checadas')) copy.prepare('UPDATE checadas SET snapshot_jpeg = NULL WHERE rowid IN (SELECT rowid ' + photos + ')').run(params);
    })();
    copy.exec('VACUUM');
  } finally { copy.close(); }
  return { filas, copia: hashed(t.destino), origenSha256: t.origenBytes === null ? undefined : sha256(t.origen, t.origenBytes).sha256 };
};
parentPort.on('message', (task) => {
  try {
    parentPort.postMessage({ ok: run(task) });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');

export type RespaldoWorker = {
  /** Runs one task (one at a time); rejects with the worker's error. */
  run: <T extends BackupTask>(task: T) => Promise<BackupTaskResult<T>>;
  close: () => Promise<void>;
};

/**
 * A worker thread for BackupTasks, started on the first task and stopped after `idleMs` without one (a thread and its
 * heap are not kept for a job that runs once a day). It keeps the process alive only while a task runs.
 */
export function createRespaldoWorker(options: { idleMs?: number } = {}): RespaldoWorker {
  let worker: Worker | undefined;
  let waiting: { resolve: (r: unknown) => void; reject: (e: Error) => void } | undefined;
  let idle: NodeJS.Timeout | undefined;

  const settle = (outcome: { ok: unknown } | { error: string }) => {
    const w = waiting;
    waiting = undefined;
    worker?.unref();
    idle = setTimeout(() => void close(), options.idleMs ?? 30_000).unref();
    if ('ok' in outcome) w?.resolve(outcome.ok);
    else w?.reject(new Error(outcome.error));
  };
  const start = (): Worker => {
    // execArgv []: the code is plain JavaScript; a loader the parent runs under (tsx) would only slow the start.
    const w = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { sqlite } });
    w.on('message', settle);
    w.on('error', (error) => settle({ error: error.message }));
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      if (waiting) settle({ error: `backup worker exited with code ${code}` });
    });
    return w;
  };
  const close = async () => {
    clearTimeout(idle);
    const w = worker;
    worker = undefined;
    await w?.terminate();
  };

  return {
    run<T extends BackupTask>(task: T): Promise<BackupTaskResult<T>> {
      if (waiting) return Promise.reject(new Error('backup worker busy'));
      clearTimeout(idle);
      worker ??= start();
      worker.ref();
      const w = worker;
      return new Promise((resolve, reject) => {
        waiting = { resolve: resolve as (r: unknown) => void, reject };
        w.postMessage(task);
      });
    },
    close,
  };
}
