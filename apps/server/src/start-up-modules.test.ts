import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The server's cold start is mostly loading modules. The libraries only a few requests need (images, PDFs, passkeys,
// mail, rich text) load at their first use: this starts the app in a Node process of its own (vitest's module graph
// is not Node's) and lists every module it loaded.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-modules-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every module URL or file an app start loads: ESM through a resolve hook, CommonJS from require's cache. */
function modulesOfAStart(): string[] {
  const log = path.join(dir, 'resolved.log');
  fs.writeFileSync(
    path.join(dir, 'hooks.mjs'),
    `import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  fs.appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}
`,
  );
  fs.writeFileSync(path.join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`);
  const src = (file: string) => JSON.stringify(path.join(root, 'apps/server/src', file));
  const script = `
import { createRequire } from 'node:module';
import { buildApp } from ${src('app.ts')};
import { loadConfig } from ${src('config.ts')};
const { app } = await buildApp({ ...loadConfig({}), dataDir: ${JSON.stringify(path.join(dir, 'data'))}, adminPassword: 'start-up-pass', logLevel: 'silent' });
await app.ready();
await app.close();
console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));
`;
  const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', '--import', path.join(dir, 'register.mjs'), '--input-type=module', '-e', script], {
    cwd: path.join(root, 'apps/server'),
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', NODE_OPTIONS: '' },
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const required = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
  return [...fs.readFileSync(log, 'utf8').split('\n').filter(Boolean), ...required];
}

describe('start-up', () => {
  it('loads the app without the libraries only some requests need, and with the ones every request does', () => {
    const loaded = modulesOfAStart();
    const has = (name: string) => loaded.some((m) => m.includes(`/node_modules/${name}/`));
    expect(has('fastify') && has('kysely') && has('better-sqlite3')).toBe(true);
    // pg: this start is on SQLite (DATABASE_URL empty), which never needs node-postgres.
    for (const lazy of ['sharp', 'pdfkit', '@simplewebauthn/server', 'nodemailer', 'sanitize-html', 'pg']) expect({ lazy, loaded: has(lazy) }).toEqual({ lazy, loaded: false });
  });
});
