#!/usr/bin/env node
// Import loops in the TypeScript sources (`make test`, beside the linter; `node boundaries/import-cycles.mjs [folders]`).
// Static imports and re-exports that stay in the JavaScript count; type-only ones (`import type`, `{ type X }` alone)
// do not: TypeScript erases them, so they cannot make two modules load each other half-initialised (the migrations'
// `type Migration` from their own index is such a case, by design). Relative imports resolve as TypeScript does under
// NodeNext (`./x.js` is `./x.ts`), and `@reloj/contract/*` and `@reloj/payroll` to their sources. Prints each loop
// (one path around each knot of files) and exits 1 if any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const FOLDERS = ['contract/src', 'payroll/src', 'daemon/src', 'hq/src', 'ui/src'];
const folders = process.argv.length > 2 ? process.argv.slice(2) : FOLDERS;

const WORKSPACES = [
  [/^@reloj\/contract\/(.+)$/, 'contract/src/$1'],
  [/^@reloj\/payroll$/, 'payroll/src/index'],
  [/^@reloj\/payroll\/export$/, 'payroll/src/export/index'],
];

function sourcesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...sourcesUnder(path));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file an import names, or null when it is a package (or a file that is not TypeScript). */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else {
    const workspace = WORKSPACES.find(([pattern]) => pattern.test(specifier));
    if (!workspace) return null;
    base = join(root, specifier.replace(workspace[0], workspace[1]));
  }
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The modules a file needs at run time: its imports and re-exports that are not type-only. */
function valueImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

const graph = new Map();
for (const folder of folders) {
  for (const file of sourcesUnder(join(root, folder))) {
    const targets = valueImports(file)
      .map((specifier) => resolveImport(file, specifier))
      .filter((t) => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
}

// Tarjan's strongly connected components: every knot of two or more files (or a file importing itself) is a loop.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const knots = [];
let counter = 0;
function visit(start) {
  // Iterative, so a deep chain of imports cannot overflow the call stack.
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const next = (graph.get(node) ?? [])[i];
    if (next !== undefined) {
      frame[1]++;
      if (!graph.has(next)) continue; // outside the folders checked
      if (!index.has(next)) {
        index.set(next, counter);
        low.set(next, counter++);
        stack.push(next);
        onStack.add(next);
        work.push([next, 0]);
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const knot = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        knot.push(member);
      } while (member !== node);
      if (knot.length > 1 || (graph.get(node) ?? []).includes(node)) knots.push(knot);
    }
  }
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

/** The shortest way from `start` back to itself inside its knot (breadth first). */
function loopThrough(start, knot) {
  const inKnot = new Set(knot);
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!inKnot.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

const show = (file) => relative(root, file);
for (const knot of knots) {
  const sorted = knot.map(show).sort();
  const start = knot.find((f) => show(f) === sorted[0]);
  console.log(`Import loop: ${loopThrough(start, knot).map(show).join(' -> ')}`);
  if (knot.length > 2) console.log(`  (${knot.length} files in this knot: ${sorted.join(', ')})`);
}
if (knots.length > 0) {
  console.log(`${knots.length} import loop(s) in ${folders.join(', ')}: a module must not import, directly or through others, one that imports it.`);
  process.exit(1);
}
console.log(`No import loops in ${graph.size} files (${folders.join(', ')}).`);
