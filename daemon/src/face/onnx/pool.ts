import { Worker } from 'node:worker_threads';
import type { ModelSpec, WorkerReply, WorkerRequest } from './protocol.js';
import { workerModule } from '../../lib/workerScript.js';

export type { ModelSpec, Optimization } from './protocol.js';

/** Runs one model on one float32 input tensor and returns the named float32 outputs. */
export type ModelRunner = (input: Float32Array, dims: readonly number[], outputs: readonly string[]) => Promise<Float32Array[]>;

/** The worker thread's module, worker.js beside this file (from the sources, worker.ts compiled at the first start: lib/workerScript.ts). */
const workerScript = workerModule('face/onnx/worker');

type Job = {
  id: number;
  model: string;
  input: Float32Array<ArrayBuffer>;
  dims: readonly number[];
  outputs: readonly string[];
  resolve: (data: Float32Array[]) => void;
  reject: (error: Error) => void;
};

/**
 * A worker and what it is doing: `job` while running, `starting` while a replacement loads, `dead` if that failed.
 * A standing worker lives as long as the pool; an extra one (issue 46) is started when work waits and stopped, its
 * memory given back, after `idleMs` without work (`retired`).
 */
type Slot = { worker: Worker; job: Job | undefined; starting: boolean; dead: boolean; standing: boolean; retired: boolean; idle?: NodeJS.Timeout };

/**
 * How many workers: `size` at most; `standing` of them (all by default) started with the pool and kept; the rest started
 * when a job has to wait for a busy worker and stopped after `idleMs` without a job.
 */
export type PoolShape = { standing?: number; idleMs?: number };

const send = (worker: Worker, request: WorkerRequest, transfer: ArrayBuffer[] = []) => worker.postMessage(request, transfer);

/** Starts one worker and waits until it has opened every model (rejects with the load error). */
function startWorker(models: readonly ModelSpec[]): Promise<Worker> {
  const { script, options } = workerScript();
  const worker = new Worker(script, options);
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    worker.once('message', (reply: WorkerReply) => {
      worker.off('error', fail);
      if (reply.type !== 'ready') return fail(new Error(reply.type === 'load_error' ? reply.message : 'unexpected worker reply'));
      worker.unref(); // an idle pool never keeps the process alive; a running job refs its worker
      resolve(worker);
    });
    worker.once('error', fail);
    send(worker, { type: 'load', models });
  });
}

/**
 * A pool of worker threads, each holding every model; jobs go to the first idle worker, in order.
 * A standing worker that dies has its job rejected and is replaced; an extra one that dies is not (the next wait starts one).
 */
export async function createModelPool(models: readonly ModelSpec[], size = 2, { standing = size, idleMs = 10_000 }: PoolShape = {}) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let growing: Promise<void> | undefined;

  const retireWhenIdle = (slot: Slot) => {
    if (slot.standing) return;
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      const at = slots.indexOf(slot);
      if (slot.job || closed || at < 0) return;
      slot.retired = true;
      slots.splice(at, 1);
      void slot.worker.terminate();
    }, idleMs).unref();
  };

  /** One extra worker, when a job waits and the pool is below its size; one starting at a time. */
  const grow = () => {
    if (growing || closed || queue.length === 0 || slots.filter((s) => !s.dead).length >= size) return;
    growing = startWorker(models).then(
      (worker) => {
        growing = undefined;
        if (closed) return worker.terminate().then(() => undefined);
        const slot: Slot = { worker, job: undefined, starting: false, dead: false, standing: false, retired: false };
        slots.push(slot);
        attach(slot);
        retireWhenIdle(slot);
        dispatch();
      },
      () => {
        growing = undefined;
      },
    );
  };

  const dispatch = () => {
    if (slots.every((s) => s.dead) && !growing) {
      for (const job of queue.splice(0)) job.reject(new Error(`${job.model}: no model worker is running`));
      return;
    }
    for (const slot of slots) {
      if (slot.job || slot.starting || slot.dead || queue.length === 0) continue;
      const job = queue.shift() as Job;
      slot.job = job;
      clearTimeout(slot.idle);
      slot.worker.ref();
      send(slot.worker, { type: 'run', id: job.id, model: job.model, input: job.input, dims: job.dims, outputs: job.outputs }, [job.input.buffer]);
    }
    grow();
  };

  const attach = (slot: Slot) => {
    slot.worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job || (reply.type !== 'result' && reply.type !== 'run_error') || reply.id !== job.id) return;
      slot.job = undefined;
      slot.worker.unref();
      retireWhenIdle(slot);
      if (reply.type === 'result') job.resolve(reply.data);
      else job.reject(new Error(`${job.model}: ${reply.message}`));
      dispatch();
    });
    // An uncaught error in a worker (out of memory...) ends it: 'exit' below replaces it. Without a
    // listener the error would be rethrown here and take the daemon down.
    slot.worker.on('error', () => undefined);
    slot.worker.on('exit', () => {
      const job = slot.job;
      slot.job = undefined;
      job?.reject(new Error(`${job.model}: the model worker stopped`));
      if (closed || slot.retired) return;
      if (!slot.standing) {
        clearTimeout(slot.idle);
        if (slots.includes(slot)) slots.splice(slots.indexOf(slot), 1);
        return dispatch();
      }
      slot.starting = true;
      startWorker(models).then(
        (worker) => {
          slot.worker = worker;
          slot.starting = false;
          attach(slot);
          dispatch();
        },
        () => {
          slot.starting = false;
          slot.dead = true;
          dispatch();
        },
      );
    });
  };

  const started = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(standing, size)) }, () => startWorker(models)));
  const failed = started.find((w): w is PromiseRejectedResult => w.status === 'rejected');
  if (failed) {
    await Promise.all(started.filter((w): w is PromiseFulfilledResult<Worker> => w.status === 'fulfilled').map((w) => w.value.terminate()));
    throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  }
  for (const w of started) {
    const slot: Slot = { worker: (w as PromiseFulfilledResult<Worker>).value, job: undefined, starting: false, dead: false, standing: true, retired: false };
    slots.push(slot);
    attach(slot);
  }

  return {
    /** A runner for one model. The input's buffer is transferred to the worker when it owns it whole. */
    runner(model: string): ModelRunner {
      return (input, dims, outputs) =>
        new Promise((resolve, reject) => {
          if (closed) return reject(new Error('the model pool is closed'));
          const whole = input.buffer instanceof ArrayBuffer && input.byteOffset === 0 && input.byteLength === input.buffer.byteLength;
          const owned = whole ? (input as Float32Array<ArrayBuffer>) : new Float32Array(input);
          queue.push({ id: nextId++, model, input: owned, dims: [...dims], outputs: [...outputs], resolve, reject });
          dispatch();
        });
    },
    /** How many worker threads hold or are loading the models now (the standing ones and any extra one). */
    workers: (): number => slots.filter((s) => !s.dead).length + (growing ? 1 : 0),
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the model pool is closed'));
      for (const slot of slots) clearTimeout(slot.idle);
      await Promise.all([...slots.map((s) => s.worker.terminate()), growing]);
    },
  };
}

export type ModelPool = Awaited<ReturnType<typeof createModelPool>>;
