import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';

type Esbuild = { transformSync: (code: string, options: { loader: 'ts'; format: 'cjs'; target: string; sourcefile: string }) => { code: string } };

/**
 * What `new Worker()` runs for the worker thread's module `name` (without extension) beside the calling module
 * (`callerUrl`: its import.meta.url). Built, the `.js` file there. Run from the TypeScript sources (vitest, `tsx watch`,
 * the benches), the `.ts` file compiled into one CommonJS script by the esbuild that tsx uses, started with `eval`:
 * a worker module imports only packages, Node's modules and types, so no loader is needed in its thread. (Registering
 * tsx in each thread instead cost about 0.4 CPU-s a thread, a loader thread of its own; the suite starts over a hundred.)
 */
export function workerScript(callerUrl: string, name: string): { script: string | URL; options: Pick<WorkerOptions, 'eval'> } {
  if (!callerUrl.endsWith('.ts')) return { script: new URL(`./${name}.js`, callerUrl), options: {} };
  const file = fileURLToPath(new URL(`./${name}.ts`, callerUrl));
  const fromTsx = createRequire(createRequire(callerUrl).resolve('tsx'));
  const esbuild = fromTsx('esbuild') as Esbuild;
  const { code } = esbuild.transformSync(readFileSync(file, 'utf8'), {
    loader: 'ts',
    format: 'cjs',
    target: 'node20',
    sourcefile: file.replace(/\.ts$/, '.mts'),
  });
  // '.mts': default imports of CommonJS packages as Node gives them to an ES module (the whole module.exports).
  // The script runs as CommonJS with `require` resolving from the worker module's own folder, as its imports would.
  const script = `const { createRequire } = require('node:module');
(function (exports, require, module, __filename) { ${code}\n})({}, createRequire(${JSON.stringify(file)}), { exports: {} }, ${JSON.stringify(file)});`;
  return { script, options: { eval: true } };
}
