// The model worker's entry when the daemon runs from its TypeScript sources (vitest, `tsx watch`,
// the benches): it registers tsx's loader in this worker thread, then loads worker.ts. `--import tsx`
// in the worker's execArgv would not do: on Node 20 tsx registers itself only on the main thread, and
// an explicit execArgv refuses the V8 flags (--max-semi-space-size...) a worker otherwise inherits.
// The built daemon starts dist/face/onnx/worker.js directly and never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
