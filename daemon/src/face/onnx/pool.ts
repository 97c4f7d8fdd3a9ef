import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export type Optimization = 'basic' | 'extended' | 'all';
export type ModelSpec = { name: string; path: string; optimization: Optimization };

/** Runs one model on one float32 input tensor and returns the named float32 outputs. */
export type ModelRunner = (input: Float32Array, dims: readonly number[], outputs: readonly string[]) => Promise<Float32Array[]>;

/**
 * The worker's code (CommonJS, evaluated): it opens every model once, single-threaded, and answers
 * `run` messages. onnxruntime-node's `session.run` blocks the calling thread, so the sessions live
 * here: the daemon's event loop stays free and two workers use the two cores (e.g. liveness runs
 * while the embedding is computed). Outputs are copied and transferred back; inputs arrive transferred.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.ortPath);
const sessions = new Map();
const message = (e) => String((e && e.message) || e).split('\\n')[0];
parentPort.on('message', async (msg) => {
  if (msg.type === 'load') {
    try {
      for (const m of msg.models) {
        sessions.set(m.name, await ort.InferenceSession.create(m.path, {
          executionProviders: ['cpu'], graphOptimizationLevel: m.optimization,
          intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential',
        }));
      }
      parentPort.postMessage({ type: 'ready' });
    } catch (e) {
      parentPort.postMessage({ type: 'load_error', message: message(e) });
    }
    return;
  }
  try {
    const session = sessions.get(msg.model);
    if (!session) throw new Error('unknown model ' + msg.model);
    const result = await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', msg.input, msg.dims) });
    const data = msg.outputs.map((name) => {
      const t = result[name];
      if (!t || !(t.data instanceof Float32Array)) throw new Error('model output ' + name + ' missing or not float32');
      return t.data.slice();
    });
    parentPort.postMessage({ type: 'result', id: msg.id, data }, data.map((d) => d.buffer));
  } catch (e) {
    parentPort.postMessage({ type: 'run_error', id: msg.id, message: message(e) });
  }
});
`;

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

type Reply =
  | { type: 'ready' }
  | { type: 'load_error'; message: string }
  | { type: 'result'; id: number; data: Float32Array[] }
  | { type: 'run_error'; id: number; message: string };

const ortPath = createRequire(import.meta.url).resolve('onnxruntime-node');

/** Starts one worker and waits until it has opened every model (rejects with the load error). */
function startWorker(models: readonly ModelSpec[]): Promise<Worker> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ortPath } });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    worker.once('message', (reply: Reply) => {
      worker.off('error', fail);
      if (reply.type !== 'ready') return fail(new Error(reply.type === 'load_error' ? reply.message : 'unexpected worker reply'));
      worker.unref(); // an idle pool never keeps the process alive; a running job refs its worker
      resolve(worker);
    });
    worker.once('error', fail);
    worker.postMessage({ type: 'load', models });
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
      slot.worker.postMessage({ type: 'run', id: job.id, model: job.model, input: job.input, dims: job.dims, outputs: job.outputs }, [job.input.buffer]);
    }
  };

  const attach = (slot: Slot) => {
    slot.worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || (reply.type !== 'result' && reply.type !== 'run_error') || reply.id !== job.id) return;
      slot.job = undefined;
      slot.worker.unref();
      if (reply.type === 'result') job.resolve(reply.data);
      else job.reject(new Error(`${job.model}: ${reply.message}`));
      dispatch();
    });
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
    await Promise.all(started.map((w) => (w.status === 'fulfilled' ? w.value.terminate() : undefined)));
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
