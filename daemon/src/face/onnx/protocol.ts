/** The messages between the model pool (pool.ts) and its worker threads (worker.ts). */

export type Optimization = 'basic' | 'extended' | 'all';
export type ModelSpec = { name: string; path: string; optimization: Optimization };

/** Pool → worker. `load` comes once, first; `run` inputs arrive with their buffer transferred. */
export type WorkerRequest =
  | { type: 'load'; models: readonly ModelSpec[] }
  | { type: 'run'; id: number; model: string; input: Float32Array<ArrayBuffer>; dims: readonly number[]; outputs: readonly string[] };

/** Worker → pool. `ready`/`load_error` answer `load`; `result`/`run_error` answer the `run` of the same id. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'load_error'; message: string }
  | { type: 'result'; id: number; data: Float32Array<ArrayBuffer>[] }
  | { type: 'run_error'; id: number; message: string };
