/**
 * A model worker thread (started by pool.ts): it opens every model once, single-threaded, and answers
 * `run` messages. onnxruntime-node's `session.run` blocks the calling thread, so the sessions live
 * here: the daemon's event loop stays free and, while work waits, a second worker uses the other core (e.g.
 * liveness runs while the embedding is computed). Outputs are copied and transferred back; inputs arrive transferred.
 */
import { parentPort } from 'node:worker_threads';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { WorkerReply, WorkerRequest } from './protocol.js';

if (!parentPort) throw new Error('face/onnx/worker runs only as a worker thread (see pool.ts)');
const port = parentPort;

const sessions = new Map<string, InferenceSession>();

const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The first line of an error's message (onnxruntime's load errors run on for pages). */
const firstLine = (e: unknown): string => {
  const text = typeof e === 'object' && e !== null && 'message' in e && e.message ? e.message : e;
  return String(text).split('\n')[0] ?? '';
};

async function load(request: Extract<WorkerRequest, { type: 'load' }>): Promise<void> {
  try {
    for (const m of request.models) {
      sessions.set(
        m.name,
        await InferenceSession.create(m.path, {
          executionProviders: ['cpu'],
          graphOptimizationLevel: m.optimization,
          intraOpNumThreads: 1,
          interOpNumThreads: 1,
          executionMode: 'sequential',
          // Issue 46: without the memory pattern (a block planned per model and kept per worker) the rush bench leaves the
          // daemon at 259 MB after idle instead of 298, at the same CPU per punch (229 ms against 232-238).
          enableMemPattern: false,
        }),
      );
    }
    reply({ type: 'ready' });
  } catch (e) {
    reply({ type: 'load_error', message: firstLine(e) });
  }
}

async function run(request: Extract<WorkerRequest, { type: 'run' }>): Promise<void> {
  try {
    const session = sessions.get(request.model);
    if (!session) throw new Error(`unknown model ${request.model}`);
    const inputName = session.inputNames[0];
    if (inputName === undefined) throw new Error(`model ${request.model} has no input`);
    const result = await session.run({ [inputName]: new Tensor('float32', request.input, request.dims) });
    const data = request.outputs.map((name) => {
      const t = result[name];
      if (!t || !(t.data instanceof Float32Array)) throw new Error(`model output ${name} missing or not float32`);
      return t.data.slice();
    });
    reply(
      { type: 'result', id: request.id, data },
      data.map((d) => d.buffer),
    );
  } catch (e) {
    reply({ type: 'run_error', id: request.id, message: firstLine(e) });
  }
}

port.on('message', (request: WorkerRequest) => {
  void (request.type === 'load' ? load(request) : run(request));
});
