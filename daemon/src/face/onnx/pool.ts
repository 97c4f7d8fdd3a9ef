import { Worker } from 'node:worker_threads';
import type { ModelSpec, WorkerReply, WorkerRequest } from './protocol.js';
import { workerModule } from '../../lib/workerScript.js';

export type { ModelSpec, Optimization } from './protocol.js';

/** Runs one model on one float32 input tensor and returns the named float32 outputs. */
export type ModelRunner = (input: Float32Array, dims: readonly number[], outputs: readonly string[]) => Promise<Float32Array[]>;

/** The worker thread's module, worker.js beside this file (from the sources, worker.ts compiled at the first start: lib/workerScript.ts). */
const workerScript = workerModule(import.meta.url, 'worker');

type Job = {
  id: number;
  model: string;
  input: Float32Array<ArrayBuffer>;
  dims: readonly number[];
  outputs: readonly string[];
  resolve: (data: Float32Array[]) => void;
  reject: (error: Error) => void;
};

/** A worker and what it is doing: `job` while running, `starting` while a replacement loads, `dead` if that failed. */
type Slot = { worker: Worker; job: Job | undefined; starting: boolean; dead: boolean };

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
 * A worker that dies has its job rejected and is replaced. `size` 2 = one per core on the target box.
 */
export async function createModelPool(models: readonly ModelSpec[], size = 2) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const dispatch = () => {
    if (slots.every((s) => s.dead)) {
      for (const job of queue.splice(0)) job.reject(new Error(`${job.model}: no model worker is running`));
      return;
    }
    for (const slot of slots) {
      if (slot.job || slot.starting || slot.dead || queue.length === 0) continue;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      send(slot.worker, { type: 'run', id: job.id, model: job.model, input: job.input, dims: job.dims, outputs: job.outputs }, [job.input.buffer]);
    }
  };

  const attach = (slot: Slot) => {
    slot.worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job || (reply.type !== 'result' && reply.type !== 'run_error') || reply.id !== job.id) return;
      slot.job = undefined;
      slot.worker.unref();
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
      if (closed) return;
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

  const started = await Promise.allSettled(Array.from({ length: size }, () => startWorker(models)));
  const failed = started.find((w): w is PromiseRejectedResult => w.status === 'rejected');
  if (failed) {
    await Promise.all(started.filter((w): w is PromiseFulfilledResult<Worker> => w.status === 'fulfilled').map((w) => w.value.terminate()));
    throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  }
  for (const w of started) {
    const slot: Slot = { worker: (w as PromiseFulfilledResult<Worker>).value, job: undefined, starting: false, dead: false };
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
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the model pool is closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

export type ModelPool = Awaited<ReturnType<typeof createModelPool>>;
