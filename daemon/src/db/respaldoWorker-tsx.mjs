// The backup worker's entry when the daemon runs from its TypeScript sources (vitest, `tsx watch`, the benches): it
// registers tsx's loader in this worker thread, then loads respaldoWorkerThread.ts (the same as face/onnx/worker-tsx.mjs).
// The built daemon starts dist/db/respaldoWorkerThread.js directly and never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./respaldoWorkerThread.ts');
