/**
 * The backup worker thread itself (started by respaldoWorker.ts, which explains the tasks): whole-file work with its
 * own SQLite connections, so the daemon's thread never waits for it. It imports nothing of the daemon's but types.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

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

/** What the thread posts back for each task. */
export type WorkerReply = { ok: unknown } | { error: string };

const open = (file: string, options?: Database.Options) => {
  const db = new Database(file, options);
  db.pragma('secure_delete = ON');
  return db;
};

function sha256(file: string, bytes: number): Hashed {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(file, 'r');
  try {
    for (let at = 0; at < bytes;) {
      const n = readSync(fd, buffer, 0, Math.min(buffer.length, bytes - at), at);
      if (n === 0) throw new Error(`${file} is shorter than ${bytes} bytes`);
      hash.update(buffer.subarray(0, n));
      at += n;
    }
  } finally {
    closeSync(fd);
  }
  return { bytes, sha256: hash.digest('hex') };
}

const hashed = (file: string) => sha256(file, statSync(file).size);

function vaciarWal(t: Extract<BackupTask, { tarea: 'vaciarWal' }>): Results['vaciarWal'] {
  const live = open(t.origen, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    const [result] = live.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (result?.busy) throw new Error('the WAL checkpoint could not finish (the database was busy)');
  } finally {
    live.close();
  }
  return {};
}

function copiar(t: Extract<BackupTask, { tarea: 'copiar' }>): Results['copiar'] {
  const live = open(t.origen, { readonly: true, fileMustExist: true });
  try {
    live.prepare('VACUUM INTO ?').run(t.destino);
  } finally {
    live.close();
  }
  const copy = open(t.destino);
  try {
    copy.pragma('journal_mode = DELETE');
    copy.pragma(`application_id = ${Number(t.marca)}`);
    copy.prepare('SELECT count(*) FROM sqlite_schema').get();
  } finally {
    copy.close();
  }
  return hashed(t.destino);
}

function depurar(t: Extract<BackupTask, { tarea: 'depurar' }>): Results['depurar'] {
  const people = JSON.stringify(t.personas.map((p) => [p.empleadoId, p.creado, p.fotos ? 1 : 0]));
  const person =
    "SELECT e.id, json_extract(p.value, '$[2]') AS fotos FROM json_each(@people) p JOIN empleados e ON e.id = json_extract(p.value, '$[0]') AND e.created_at = json_extract(p.value, '$[1]')";
  const templates = `FROM rostros WHERE empleado_id IN (SELECT id FROM (${person}))`;
  const photos = `FROM checadas WHERE snapshot_jpeg IS NOT NULL AND (empleado_id IN (SELECT id FROM (${person}) WHERE fotos = 1) OR hora < @before)`;
  const params = { people, before: t.fotosAntesDe };
  // Issue 45 (migration 040): a refused spoof attempt goes whole, frame and row, when it resembled a person whose
  // biometrics are erased (its frame shows their face, whatever was erased) or is past the photos' period.
  const spoofs = `FROM intentos_suplantacion WHERE empleado_id IN (SELECT id FROM (${person})) OR created_at < @before`;
  // A backup of an old version may have neither table (templates came in version 3, punches in 5).
  const tables = (db: Database.Database) =>
    new Set((db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
  const count = (db: Database.Database, sql: string, values: object) => (db.prepare(`SELECT count(*) AS n ${sql}`).get(values) as { n: number }).n;
  const backup = open(t.origen, { readonly: true, fileMustExist: true });
  let filas = 0;
  let has: Set<string>;
  try {
    has = tables(backup);
    if (has.has('rostros')) filas += count(backup, templates, { people });
    if (has.has('checadas')) filas += count(backup, photos, params);
    if (has.has('intentos_suplantacion')) filas += count(backup, spoofs, params);
    if (filas > 0) backup.prepare('VACUUM INTO ?').run(t.destino);
  } finally {
    backup.close();
  }
  if (filas === 0) return { filas };
  // The copy is private until renamed: no journal (the deleted rows are written nowhere else), then compacted.
  const copy = open(t.destino);
  try {
    copy.pragma('journal_mode = OFF');
    copy.transaction(() => {
      if (has.has('rostros')) copy.prepare(`DELETE ${templates}`).run({ people });
      if (has.has('checadas')) copy.prepare(`UPDATE checadas SET snapshot_jpeg = NULL WHERE rowid IN (SELECT rowid ${photos})`).run(params);
      if (has.has('intentos_suplantacion')) copy.prepare(`DELETE ${spoofs}`).run(params);
    })();
    copy.exec('VACUUM');
  } finally {
    copy.close();
  }
  return { filas, copia: hashed(t.destino), origenSha256: t.origenBytes === null ? undefined : sha256(t.origen, t.origenBytes).sha256 };
}

function run(t: BackupTask): unknown {
  switch (t.tarea) {
    case 'sha256':
      return sha256(t.origen, t.bytes);
    case 'vaciarWal':
      return vaciarWal(t);
    case 'copiar':
      return copiar(t);
    case 'depurar':
      return depurar(t);
  }
}

if (parentPort) {
  const port = parentPort;
  // Lowest CPU priority for this thread only (Linux: niceness is per thread): the daemon's thread, which answers the
  // kiosk, goes first when both want the same core.
  try {
    setPriority(19);
  } catch {
    // not allowed here (another OS): the work is the same, only sooner
  }
  port.on('message', (task: BackupTask) => {
    let reply: WorkerReply;
    try {
      reply = { ok: run(task) };
    } catch (error) {
      reply = { error: String((error instanceof Error && error.message) || error) };
    }
    port.postMessage(reply);
  });
}
