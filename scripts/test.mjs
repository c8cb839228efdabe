// `npm test`: the OpenAPI check, type checks, lint (ESLint) and format (Prettier) checks, then unit + API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) + web
// component suites, then the E2E suite in Chromium against the built app. Fails when any suite fails, and
// when the E2E suite ran no test or skipped one (CI must never pass without it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureChromium } from './chromium.mjs';

// First, before minutes of checks: the E2E suite cannot run without Chromium (installed here when root can).
ensureChromium();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  return res.status === 0;
}

function vitestRun(label, projects, file) {
  const json = path.join(out, file);
  fs.rmSync(json, { force: true });
  const ok = run(label, [vitest, 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
  const report = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : undefined;
  return { ok, report };
}

// The OpenAPI document first: Spectral must find nothing, Redocly's linter no error, and the web client types
// generated from it must be the committed ones, so the web type check below checks the app's calls against the
// document as the server builds it.
if (!run('openapi: spectral:oas, redocly lint and the generated client types', [path.join(root, 'scripts/openapi.mjs'), '--check'])) {
  process.exit(1);
}

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const typeChecks = [
  ['type check: shared and server', ['-b', 'packages/shared', 'apps/server']],
  ['type check: server tests', ['-p', 'apps/server/tsconfig.test.json']],
  ['type check: web', ['-p', 'apps/web/tsconfig.json', '--noEmit']],
  ['type check: E2E, scripts and configs', ['-p', 'tsconfig.eslint.json', '--noEmit']],
];
if (!typeChecks.every(([label, args]) => run(label, [tsc, ...args]))) {
  process.exit(1);
}

// Lint and formatting, before the tests: both run, and either failing stops the run.
const lintChecks = [
  ['lint: eslint', [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.', '--max-warnings=0']],
  ['format: prettier --check', [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
];
if (!lintChecks.map(([label, args]) => run(label, args)).every(Boolean)) {
  process.exit(1);
}

const projects = ['shared', 'api-sqlite', 'web'];
if (process.env.TEST_DATABASE_URL) projects.push('api-postgres');
else console.log('\nTEST_DATABASE_URL is not set: the API suite runs on SQLite only (CI runs it on PostgreSQL too).');
const unit = vitestRun('unit, API and component tests', projects, 'unit.json');

buildIfNeeded();
const e2e = vitestRun('end-to-end tests (Chromium)', ['e2e'], 'e2e.json');

let passed = 0,
  failed = 0,
  skipped = 0;
for (const r of [unit.report, e2e.report]) {
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
const e2eRan = e2e.report ? e2e.report.numPassedTests + e2e.report.numFailedTests : 0;
const problems = [];
if (!unit.ok) problems.push('unit/API/component tests failed');
if (!e2e.ok) problems.push('E2E tests failed');
if (e2eRan === 0) problems.push('the E2E suite ran no test');
if (skipped > 0) problems.push(`${skipped} test(s) were skipped`);

// What failed, again at the very end: a CI log is often read from its tail only, far below Vitest's own report.
const plain = (text) => stripVTControlCharacters(String(text));
for (const r of [unit.report, e2e.report]) {
  for (const file of r?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failures = file.assertionResults.filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failures.length === 0) console.log(`\nFAILED ${where}: ${plain(file.message).split('\n').slice(0, 4).join('\n  ')}`);
    for (const a of failures) {
      const lines = plain(a.failureMessages?.[0] ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const message = lines.filter((line) => !line.startsWith('at ')).slice(0, 4);
      const at = lines.find((line) => line.startsWith('at ') && !line.includes('node_modules'));
      console.log(`\nFAILED ${where} > ${a.fullName}\n  ${[...message, ...(at ? [at] : [])].join('\n  ')}`);
    }
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (problems.length) {
  console.error(`FAILED: ${problems.join('; ')}`);
  process.exit(1);
}
