import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';
import { fromSources, programUrl } from '../programDir.js';

type TypeScript = {
  transpileModule: (source: string, options: { compilerOptions: Record<string, unknown>; fileName: string }) => { outputText: string };
};

export type WorkerModule = { script: string | URL; options: Pick<WorkerOptions, 'eval'> };

/** Compiled worker modules, by file: each process compiles a worker module once however many threads start it. */
const compiled = new Map<string, string>();

/**
 * What `new Worker()` runs for the worker thread's module at `path` (from the program's folder, without extension:
 * `face/onnx/worker`). Built, the `.js` file there (beside the other compiled modules; the daemon's bundle keeps them).
 * Run from the TypeScript sources (vitest, `tsx watch`, the benches), the `.ts` file compiled once per process into a
 * CommonJS script, started with `eval`: a worker module imports only packages (by name: `import { Tensor }`), Node's
 * modules and types, so its thread needs no loader. (Registering tsx in each thread instead cost about 0.4 CPU-s a
 * thread, a loader thread of its own, and the suite starts over a hundred. TypeScript's own transpiler rather than
 * esbuild: esbuild refuses to run inside a jsdom test.)
 */
export function workerModule(path: string): () => WorkerModule {
  if (!fromSources) {
    const built: WorkerModule = { script: new URL(`./${path}.js`, programUrl), options: {} };
    return () => built;
  }
  const file = fileURLToPath(new URL(`./${path}.ts`, programUrl));
  return () => ({ script: compiledScript(file), options: { eval: true } });
}

function compiledScript(file: string): string {
  const known = compiled.get(file);
  if (known) return known;
  const ts = createRequire(programUrl)('typescript') as TypeScript;
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: 1 /* CommonJS */, target: 9 /* ES2022 */, esModuleInterop: true },
  });
  // CommonJS, with `require` resolving from the worker module's own folder, as its imports would.
  const script = `const { createRequire } = require('node:module');
(function (exports, require, module, __filename) { ${outputText}\n})({}, createRequire(${JSON.stringify(file)}), { exports: {} }, ${JSON.stringify(file)});`;
  compiled.set(file, script);
  return script;
}
