/**
 * The daemon's start as one file (issue 46, cold start): esbuild bundles src/main.ts with our workspaces and the pure
 * JavaScript packages it imports into dist/main.js, over the file tsc wrote there. Node then reads, resolves and
 * compiles one module at the start instead of about 650 (each an ES-module record, a stat, an open and a read): READY
 * 1.28 → 1.00 s on this 2-core machine (docs/performance.md). The rest of dist/ stays as tsc wrote it: the worker threads' modules
 * (started from their files), the administration CLI, the updater.
 *
 * Left outside the bundle, loaded from node_modules as before: native modules, packages that read files of their own
 * (`__dirname`), and those loaded only when first needed (mail, spreadsheets), so that they stay out of the start.
 * The build fails if the bundle would contain a module that finds files relative to itself: a package using
 * `__dirname`/`__filename`/`require.resolve`, or one of ours using `import.meta` below the top folder (in the bundle,
 * `import.meta.url` is dist/main.js's; src/programDir.ts is where modules find the program's files).
 *
 *   node scripts/bundle.mjs        (npm run build -w daemon runs it after tsc)
 */
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const daemonDir = join(import.meta.dirname, '..');
const srcDir = join(daemonDir, 'src');

const external = [
  // native (sharp loaded with the face engine: face/sharpLoader.ts)
  'better-sqlite3',
  'onnxruntime-node',
  'sharp',
  // read files beside their own modules
  'pdfkit',
  'pino',
  'pino-*',
  'thread-stream',
  // loaded at their first use (await import)
  'nodemailer',
  'read-excel-file',
  'read-excel-file/*',
  'write-excel-file',
  'write-excel-file/*',
  'typescript',
  // large and mostly unused at run time (character sets other than UTF-8; a JSON table): 1.3 MB of source to read and
  // compile at every start in the bundle, a few milliseconds from node_modules
  'iconv-lite',
  'mime-db',
];

const outDir = join(daemonDir, 'dist');
const externalPattern = new RegExp(`^(${external.map((name) => name.replace('*', '.*')).join('|')})$`);

/**
 * An external import names the very copy of the package the importing module would have loaded (a dependency may
 * have its own version under its node_modules), by a path relative to dist/: node_modules moves with the program.
 */
const exactExternals = {
  name: 'exact-externals',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'exact-externals' || !externalPattern.test(args.path)) return undefined;
      const found = await bundle.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'exact-externals' });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: relative(outDir, found.path).split(sep).join('/'), external: true };
    });
  },
};

const result = await build({
  absWorkingDir: daemonDir,
  entryPoints: [join(srcDir, 'main.ts')],
  outfile: join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [exactExternals],
  // CommonJS packages in an ES module: their require() of Node's modules goes through a real require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  metafile: true,
  write: false,
  logLevel: 'warning',
});

const problems = [];
for (const input of Object.keys(result.metafile.inputs)) {
  const file = join(daemonDir, input);
  const source = readFileSync(file, 'utf8');
  if (input.includes('node_modules')) {
    if (/\b__dirname\b|\b__filename\b|require\.resolve\(/.test(source)) problems.push(`${input}: finds files beside itself`);
  } else if (dirname(file) !== srcDir && /\bimport\.meta\b/.test(source)) {
    problems.push(`${input}: import.meta outside the top of daemon/src (use src/programDir.ts)`);
  }
}
if (problems.length > 0) {
  console.error(`The daemon's bundle would break these modules; leave them out (external) or change them:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
for (const output of result.outputFiles) writeFileSync(output.path, output.contents);
// tsc's map of the main.js it wrote, which the bundle replaced. (No map for the bundle: it keeps the names and the
// layout of the sources, each module headed by its path, and a box's update would carry 8 MB more.)
rmSync(join(outDir, 'main.js.map'), { force: true });
