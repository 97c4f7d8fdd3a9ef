// ESLint for the workspaces' TypeScript, with type information from each workspace's own tsconfig (`npm run lint`).
// A small rule set: @eslint/js recommended, typescript-eslint's recommendedTypeChecked, a few additions, the two
// classic React hooks rules; every rule turned off says why. Formatting is Prettier's (.prettierrc.json).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tsconfigRootDir = import.meta.dirname;

/** Tests, their helpers and the browser tests: they read JSON bodies (`any`) and fake async interfaces. */
const TESTS = ['**/*.test.{ts,tsx}', '**/test-support/**', 'daemon/e2e/**', 'hq/e2e/**', 'ui/src/test/**', 'ui/src/features/*/tests/**'];

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', 'models/**', 'test-fixtures/**', 'deploy/**', 'build/**', 'data/**', '**/*.{js,mjs,cjs}'] },
  {
    // What is linted: only these folders (the vite/vitest configs and hq/bench are not).
    files: ['contract/src/**/*.ts', 'payroll/src/**/*.ts', 'daemon/{src,e2e,bench}/**/*.ts', 'hq/{src,e2e}/**/*.ts', 'ui/src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { tsconfigRootDir } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A `default:` is a deliberate catch-all; a switch without one must name every member of the union.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // The code already writes `import type` / `type X` for types only (one import did not).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Off: services are object literals of closures typed by interfaces in method syntax (no `this`), so passing
      // `service.method` along is safe; every finding (9) was one of those. The few classes are never passed unbound.
      '@typescript-eslint/unbound-method': 'off',
      // Off: String(x) of an `unknown` (HTML escaping, audit values, query parameters, fetch bodies in tests) is
      // deliberate; every finding (9) was one. Template literals stay checked by restrict-template-expressions.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  { files: ['contract/src/**'], languageOptions: { globals: globals.node, parserOptions: { project: './contract/tsconfig.check.json' } } },
  { files: ['payroll/src/**'], languageOptions: { globals: globals.node, parserOptions: { project: './payroll/tsconfig.json' } } },
  { files: ['daemon/{src,e2e,bench}/**'], languageOptions: { globals: globals.node, parserOptions: { project: './daemon/tsconfig.check.json' } } },
  { files: ['hq/{src,e2e}/**'], languageOptions: { globals: globals.node, parserOptions: { project: './hq/tsconfig.check.json' } } },
  {
    files: ['ui/src/**'],
    languageOptions: { globals: globals.browser, parserOptions: { project: './ui/tsconfig.test.json' } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules. The v7 React Compiler rules (purity, refs, set-state-in-effect, …) stay off: the UI is not
    // compiled by the React Compiler, and they judge code written for it.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: TESTS,
    rules: {
      // Off in tests: response bodies are `any` JSON read field by field (about 1,200 findings, none a bug).
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Off in tests: fakes implement async interfaces (engines, daemons, prompts) with synchronous bodies.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The UI's own code runs in the browser. Type-checking it once with its tests (ui/tsconfig.test.json, which has
    // Node's types for them) is half the time of a second pass without Node's types; these two rules keep that pass's
    // guarantee: no Node.js global and no Node.js module in the screens.
    files: ['ui/src/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', 'require', '__dirname', '__filename', 'setImmediate'].map((name) => ({
          name,
          message: 'The UI runs in the browser: no Node.js globals outside its tests.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|(fs|path|os|crypto|child_process|url|util|stream|events|buffer)(/|$))',
              message: 'The UI runs in the browser: no Node.js modules outside its tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // Off in the UI's tests: useRealDaemon()/useFreshDaemon() register vitest hooks at a file's top level; they are not React hooks.
    files: ['ui/src/**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
