import { Worker } from 'node:worker_threads';
import type { BackupTask, BackupTaskResult, WorkerReply } from './respaldoWorkerThread.js';
import { workerModule } from '../lib/workerScript.js';

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
 * - `depurar`: whether a backup holds biometrics erased since (templates of some employees, their punch photos, the
 *   refused spoof attempts that resembled them, photos and attempts older than the retention period); when it does, a compacted copy of it without them, with its length and SHA-256,
 *   and the SHA-256 of the original's first `origenBytes` bytes (its database, to check its signature).
 * - `sha256`: the SHA-256 of a file's first `bytes` bytes.
 */
export type { BackupTask, BackupTaskResult, ErasedPerson, Hashed } from './respaldoWorkerThread.js';

/** The thread's module: respaldoWorkerThread.js beside this file (from the sources, the .ts compiled at the first start: lib/workerScript.ts). */
const threadScript = workerModule('db/respaldoWorkerThread');

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

  const settle = (outcome: WorkerReply) => {
    const w = waiting;
    waiting = undefined;
    worker?.unref();
    idle = setTimeout(() => void close(), options.idleMs ?? 30_000).unref();
    if ('ok' in outcome) w?.resolve(outcome.ok);
    else w?.reject(new Error(outcome.error));
  };
  const start = (): Worker => {
    // execArgv []: the thread needs none of the parent's flags.
    const { script, options } = threadScript();
    const w = new Worker(script, { ...options, execArgv: [] });
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
