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

/** Benchmarks: like tests, they measure with the wall clock and set up their own SQLite files. */
const BENCHES = ['daemon/bench/**'];

// ── Boundaries (issue 42; docs/architecture.md, "Boundaries"). Built-in rules only. ESLint does not merge one rule's
// options across config objects (the last object that matches a file wins), so each block below states every
// restriction its files carry. eslint-fixtures/ shows each one firing (run by the contract's tests).

/** The only modules that read the time; everything else takes a `Clock` / `now` so tests can set it. */
const CLOCKS = ['daemon/src/lib/clock.ts', 'hq/src/clock.ts', 'ui/src/lib/clock.ts'];
const CLOCK_MESSAGE =
  'Read the time through the injected clock (daemon/src/lib/clock.ts, hq/src/clock.ts, ui/src/lib/clock.ts), never the system clock directly.';
const CLOCK_SYNTAX = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
  { selector: "CallExpression[callee.name='Date']", message: CLOCK_MESSAGE },
];
const CLOCK_PROPERTIES = [{ object: 'Date', property: 'now', message: CLOCK_MESSAGE }];

// SQL calls: better-sqlite3's prepare/pragma, and exec on a database (a RegExp's exec is not one: an exec counts when
// its text is written in place or its object is named like a connection); headquarters' pg `query` too.
const SQL_MESSAGE = 'SQL belongs in the data layer (daemon/src/db/, hq/src/db/): call a repository.';
const SQL_DAEMON = [
  { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(prepare|pragma)$/]", message: SQL_MESSAGE },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name='exec']:matches([arguments.0.type=/^(Literal|TemplateLiteral)$/], [callee.object.name=/^(db|database|connection|conn|sqlite)$|Db$/], [callee.object.property.name=/^(db|database)$/]):not([callee.object.regex]):not([callee.object.type='NewExpression'])",
    message: SQL_MESSAGE,
  },
];
const SQL_HQ = [...SQL_DAEMON, { selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']", message: SQL_MESSAGE }];

/** The UI's own code never loads Node.js modules (see the UI's block below). */
const NODE_MODULES_IN_UI = {
  regex: '^(node:|(fs|path|os|crypto|child_process|url|util|stream|events|buffer)(/|$))',
  message: 'The UI runs in the browser: no Node.js modules outside its tests.',
};
/** A relative import that climbs out of a folder `depth` levels above the importing file. */
const climbsOut = (depth, message) => ({ regex: `^(\\.\\./){${depth + 1}}`, message });
/** Config objects for the files `depth` folders below `root`, depth 0 to 3 (the deepest folders today are 2 below). */
const byDepth = (root, extensions, block) => [0, 1, 2, 3].map((depth) => ({ ...block(depth), files: [`${root}/${'*/'.repeat(depth)}*.${extensions}`] }));
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const CONTRACT_MESSAGE = 'contract/ imports nothing of ours (no @reloj/*, no path outside contract/src): everything else imports it.';
const PAYROLL_MESSAGE = 'payroll/ imports only @reloj/contract of ours: the pre-nómina engine knows no daemon, headquarters or UI.';
const LAYER_MESSAGE = 'daemon/src/system/ and db/ are the bottom layers: they never import services/, routes/, middlewares/ or jobs/ (pass what they need in).';
const FEATURE_MESSAGE = 'A UI feature never imports another feature: move what both need to ui/src/components/ or ui/src/lib/.';
/** From a file `depth` folders inside ui/src/features/X/: `../` × (depth + 1) reaches features/, so the next name is a feature. */
const otherFeature = (depth) => [
  { regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)`, message: FEATURE_MESSAGE },
  { regex: `^(\\.\\./){${depth + 2}}features/`, message: FEATURE_MESSAGE },
];

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
      'no-restricted-imports': ['error', { patterns: [NODE_MODULES_IN_UI] }],
    },
  },
  {
    // Off in the UI's tests: useRealDaemon()/useFreshDaemon() register vitest hooks at a file's top level; they are not React hooks.
    files: ['ui/src/**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // ── Boundaries. Imports first: contract, payroll, the daemon's bottom layers, the UI's features.
  ...byDepth('contract/src', 'ts', (depth) => ({
    rules: restrictImports({ regex: '^@reloj/', message: CONTRACT_MESSAGE }, climbsOut(depth, CONTRACT_MESSAGE)),
  })),
  ...byDepth('payroll/src', 'ts', (depth) => ({
    rules: restrictImports({ regex: '^@reloj/(?!contract(/|$))', message: PAYROLL_MESSAGE }, climbsOut(depth, PAYROLL_MESSAGE)),
  })),
  {
    // Their tests may drive them through the services (a backup schedule with the real backup service).
    files: ['daemon/src/system/**', 'daemon/src/db/**'],
    ignores: TESTS,
    rules: restrictImports({ regex: '^\\.{1,2}/(\\.\\./)*(services|routes|middlewares|jobs)(/|$)', message: LAYER_MESSAGE }),
  },
  // A feature's tests are held to it too; the UI's own code also keeps the no-Node-module rule of the block above.
  ...byDepth('ui/src/features/*', '{ts,tsx}', (depth) => ({ rules: restrictImports(...otherFeature(depth)) })),
  ...byDepth('ui/src/features/*', '{ts,tsx}', (depth) => ({ ignores: TESTS, rules: restrictImports(NODE_MODULES_IN_UI, ...otherFeature(depth)) })),
  {
    // The time only from the clock modules; tests and benches set or measure it themselves.
    files: ['contract/src/**', 'payroll/src/**', 'daemon/{src,e2e,bench}/**', 'hq/{src,e2e}/**', 'ui/src/**'],
    ignores: [...TESTS, ...BENCHES, ...CLOCKS],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_SYNTAX], 'no-restricted-properties': ['error', ...CLOCK_PROPERTIES] },
  },
  {
    // SQL only in the data layers. Tests, their helpers, the browser tests and the benches are exempt: they build,
    // damage and read real SQLite files and PostgreSQL databases to check what the code wrote (no mocks).
    files: ['daemon/src/**'],
    ignores: [...TESTS, 'daemon/src/db/**', ...CLOCKS],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_SYNTAX, ...SQL_DAEMON] },
  },
  { files: ['hq/src/**'], ignores: [...TESTS, 'hq/src/db/**', ...CLOCKS], rules: { 'no-restricted-syntax': ['error', ...CLOCK_SYNTAX, ...SQL_HQ] } },
  { files: ['daemon/src/lib/clock.ts'], rules: { 'no-restricted-syntax': ['error', ...SQL_DAEMON] } },
  { files: ['hq/src/clock.ts'], rules: { 'no-restricted-syntax': ['error', ...SQL_HQ] } },
);
