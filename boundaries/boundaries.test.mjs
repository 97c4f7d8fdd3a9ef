// The boundaries of eslint.config.mjs and boundaries/import-cycles.mjs, shown firing (run with the contract's tests).
// Each file in lint/ is a snippet linted as if it sat at its `lint-as:` path, with the repository's own config; its
// `expect:` lines name every rule and message start it must raise (`clean`: none at all). Type information is off (the
// boundaries do not use it, and building five TypeScript programs would take a minute).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const here = join(root, 'boundaries');

const eslint = new ESLint({ cwd: root, overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] });

const fixtures = readdirSync(join(here, 'lint')).map((name) => {
  const text = readFileSync(join(here, 'lint', name), 'utf8');
  const lintAs = /^\/\/ lint-as: (.+)$/m.exec(text)?.[1];
  const expected = [...text.matchAll(/^\/\/ expect: (\S+)(?: (.+))?$/gm)].map((m) => ({ rule: m[1], message: m[2] }));
  if (!lintAs || expected.length === 0) throw new Error(`${name}: needs a "// lint-as:" line and "// expect:" lines`);
  return { name, text, lintAs, expected: expected.filter((e) => e.rule !== 'clean') };
});

// Loading the config (typescript-eslint, the parser) takes seconds on a busy machine: once, before the fixtures.
const LOAD_MS = 60_000;

describe('eslint.config.mjs boundaries', () => {
  beforeAll(() => eslint.calculateConfigForFile(join(root, 'contract/src/index.ts')), LOAD_MS);

  it.each(fixtures)('$name', async ({ text, lintAs, expected }) => {
    const [result] = await eslint.lintText(text, { filePath: join(root, lintAs) });
    const found = result.messages.map((m) => ({ rule: m.ruleId ?? 'fatal', message: m.message }));
    expect(found).toHaveLength(expected.length);
    // In source order, each message is the rule expected on its line of `expect:` and contains its text.
    found.forEach((message, i) => {
      expect(message.rule).toBe(expected[i].rule);
      expect(message.message).toContain(expected[i].message);
    });
  });

  it('every zone has a fixture that fires and one that passes', () => {
    const zones = (clean) => new Set(fixtures.filter((f) => (f.expected.length === 0) === clean).map((f) => f.name.split('-')[0]));
    expect([...zones(false)].sort()).toEqual(['contract', 'daemon', 'hq', 'payroll', 'ui']);
    expect([...zones(true)].sort()).toEqual(['contract', 'daemon', 'hq', 'payroll', 'ui']);
  });
});

describe('boundaries/import-cycles.mjs', { timeout: LOAD_MS }, () => {
  const run = (folder) => {
    try {
      return { code: 0, out: execFileSync('node', [join(here, 'import-cycles.mjs'), folder], { cwd: root, encoding: 'utf8' }) };
    } catch (error) {
      return { code: error.status, out: String(error.stdout) };
    }
  };

  it('prints a loop of value imports and fails', () => {
    const { code, out } = run('boundaries/loops/value');
    expect(code).toBe(1);
    expect(out).toContain('Import loop: boundaries/loops/value/a.ts -> boundaries/loops/value/b.ts -> boundaries/loops/value/a.ts');
  });

  it('passes a loop closed only by a type import (erased by TypeScript)', () => {
    const { code, out } = run('boundaries/loops/types');
    expect(code).toBe(0);
    expect(out).toContain('No import loops in 2 files');
  });
});
