// ESLint for the whole repository (`npm run lint`). Type-aware typescript-eslint wherever TypeScript runs, React
// Hooks and jsx-a11y for the web app. Rules are chosen to catch bugs, not to impose a style: formatting is
// Prettier's job (`npm run format`). The reasons for each choice are in docs/decisions.md ("Project habits").
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = path.join(import.meta.dirname, 'apps/web/src/features');

/** The folder under `root` a file lives in (`cities` for apps/web/src/features/cities/api/cities.ts), or null. */
const folderUnder = (root) => (file) => {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
};
const featureOf = folderUnder(FEATURES);

// bulletproof-react's rule: a feature never imports another feature; what two features share lives in components/,
// lib/ or lookups/. no-restricted-imports cannot say it for relative paths (it does not know where `../../x` lands),
// so this rule resolves each relative import against the importing file. `allow` lists known crossings as
// 'from->to' (none today).
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: { cross: 'features/{{from}} imports features/{{to}}: features never import each other; move the shared piece to components/, lib/ or lookups/.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const allowed = new Set(context.options[0]?.allow ?? []);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (to && to !== from && !allowed.has(`${from}->${to}`)) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return { ImportDeclaration: fromSource, ExportNamedDeclaration: fromSource, ExportAllDeclaration: fromSource, ImportExpression: fromSource };
  },
};

const MODULES = path.join(import.meta.dirname, 'apps/server/src/modules');

const moduleOf = folderUnder(MODULES);

// A module owns its tables (CONVENTIONS "Modules and the portal"): another module asks its service, never its
// repository. Resolves each relative import as no-cross-feature-imports does. `allow` names repositories every
// module may build on (the named lists' repository factory).
const noForeignRepositories = {
  meta: {
    type: 'problem',
    messages: { foreign: "modules/{{from}} imports {{to}}: ask that module's service; its repository is its own." },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const from = moduleOf(context.filename);
    if (!from) return {};
    const allowed = new Set(context.options[0]?.allow ?? []);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.') || !source.endsWith('.repository.js')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = moduleOf(target);
      const name = path.relative(MODULES, target).split(path.sep).join('/');
      if (to && to !== from && !allowed.has(name)) context.report({ node, messageId: 'foreign', data: { from, to: `modules/${name}` } });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return { ImportDeclaration: fromSource, ExportNamedDeclaration: fromSource, ExportAllDeclaration: fromSource, ImportExpression: fromSource };
  },
};

// Comments say the why, or cite the spec, CONTRACT or a decision by its title: a reader may not have the tracker, so
// a tracker number tells them nothing (CONVENTIONS "Style").
const noIssueCitations = {
  meta: { type: 'suggestion', messages: { cited: 'Say the why, or cite the spec, CONTRACT or docs/decisions.md by title, instead of "{{text}}".' }, schema: [] },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const m = /\bissues?\s+#?\d+/i.exec(comment.value);
          if (m) context.report({ loc: comment.loc, messageId: 'cited', data: { text: m[0] } });
        }
      },
    };
  },
};

// The server's SQL, as ESLint sees it: a Kysely query builder, a `sql` template or helper (sql.ref, sql.raw, ...), or a
// CompiledQuery of raw SQL text.
const sqlSyntax = (message) => [
  { selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]', message },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message },
  { selector: 'CallExpression[callee.object.name=/^(sql|CompiledQuery)$/]', message },
];
/** Opening a transaction (db.transaction().execute(...), or a controlled one). */
const TRANSACTION = 'CallExpression[callee.property.name=/^(transaction|startTransaction)$/]';

export default defineConfig(
  globalIgnores(['**/dist/', '**/node_modules/', 'test-results/', 'coverage/', 'data*/', '.e2e-data/', 'apps/web/src/lib/api-schema.gen.ts']),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file gets the types of the tsconfig that builds or tests it: the server's test config covers its
        // sources and tests, the web app has its own, tsconfig.eslint.json covers the rest (E2E, the shared
        // package with its tests, scripts, tool configs). The first one that holds a file wins.
        project: ['./apps/server/tsconfig.test.json', './apps/web/tsconfig.json', './tsconfig.eslint.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // `const { op, ...call } = x` leaves `op` out on purpose; `_name` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // React Router's navigate() returns a promise only to tell when the navigation ends; it never rejects.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] }],
      // JSX handlers (onSubmit={handleSubmit(save)}, onClick={remove}) may be async: React ignores what they
      // return, and each of them reports its own failure. Everywhere else a promise in a void slot is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // `return promise` inside try/catch/finally skips the catch: await it there (elsewhere either way is fine).
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      eqeqeq: ['error', 'smart'],
    },
  },

  {
    // SQL lives in the repositories (`*.repository.ts`) and in db/ (the dialect helpers, the migrations): services,
    // jobs, lib/ and the demo call them (docs/architecture.md, "Request path"). Tests and their helpers may query.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...sqlSyntax('SQL lives in a *.repository.ts (or db/): a service calls it.')] },
  },
  {
    // The server's one path (docs/architecture.md, "Request path"): a route parses, calls one service function and
    // shapes the answer; the service opens the transaction and applies the rules; repositories hold the SQL. So a
    // route file never opens a transaction, builds a query or imports a repository, and this keeps it that way.
    // It comes after the block above and repeats its SQL selectors: for a route file, this block's
    // no-restricted-syntax options replace that block's.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: TRANSACTION, message: 'Routes open no transaction: the service does (routes -> services -> repositories).' },
        ...sqlSyntax('Routes build no query and hold no SQL: it lives in a repository, called by the service.'),
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/*.repository.js'], message: 'Routes call services; only services call repositories.' }],
          paths: [{ name: 'kysely', allowTypeImports: true, message: 'Routes build no query: SQL lives in a repository, called by the service.' }],
        },
      ],
    },
  },
  {
    // A repository takes `db` or the caller's transaction and answers rows, `undefined`, `false` or a Refusal: the
    // service opens the transaction and turns outcomes into HTTP errors (docs/architecture.md, "Request path").
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: TRANSACTION, message: 'Repositories never open a transaction: the service does.' }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/http-error.js'], message: 'Repositories return results; the service words the HTTP error.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/db/migrations/**/*.ts', 'apps/server/src/db/migrate.ts'],
    // Kysely's own advice: a migration must not depend on today's schema types, so it takes Kysely<any>.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'e2e/**/*.ts', 'apps/server/src/test/**/*.ts', 'apps/web/src/test/**/*.{ts,tsx}'],
    rules: {
      // Tests read untyped answers (inject().json(), page.evaluate) and assert on them with expect().
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `screen.getByRole('textbox') as HTMLInputElement` is Testing Library's idiom; the rule would want the type
      // argument written on the call instead, which reads no better.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // A focused or skipped test would quietly shrink the suite (and `npm test` fails on skipped ones).
      'no-restricted-properties': [
        'error',
        ...['describe', 'it', 'test'].flatMap((object) => ['only', 'skip', 'todo'].map((property) => ({ object, property, message: `Remove .${property}: every test runs.` }))),
      ],
    },
  },

  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { glassdesk: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      'glassdesk/no-cross-feature-imports': ['error', { allow: [] }],
      // A stale dependency is a bug, not a warning to scroll past.
      'react-hooks/exhaustive-deps': 'error',
      // Forms and confirm dialogs put the focus on their first control (a component prop, MUI handles it);
      // a raw DOM element with autoFocus is still reported.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Plain JavaScript: no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },

  {
    // Every file: no tracker numbers in comments.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { citations: { rules: { 'no-issue-citations': noIssueCitations } } },
    rules: { 'citations/no-issue-citations': 'error' },
  },
  {
    // The server's modules: another module's repository is reached through its service.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { modules: { rules: { 'no-foreign-repositories': noForeignRepositories } } },
    rules: { 'modules/no-foreign-repositories': ['error', { allow: ['named-lists/named-list.repository.js'] }] },
  },
  {
    // The layers below the modules (db/, lib/, plugins/) never import a module or the app's composition (app/):
    // buildApp wires the modules into them (the auth hooks get their session lookups, the jobs their work).
    files: ['apps/server/src/{db,lib,plugins}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**', '**/app/**', '**/app.js'], message: 'db/, lib/ and plugins/ sit below the modules: the app (app/, app.ts) wires a module in.' }] },
      ],
    },
  },
);
