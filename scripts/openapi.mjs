// The OpenAPI document as a build artefact:
//   node scripts/openapi.mjs          writes the web app's client types (apps/web/src/lib/api-schema.gen.ts)
//   node scripts/openapi.mjs --check  fails when Spectral (spectral:oas, .spectral.yaml) reports anything at all,
//                                     when Redocly's linter (recommended-strict, redocly.yaml) reports anything,
//                                     or when the committed client types differ from what the document generates
// Both build the document exactly as the server serves it at /api/openapi.json (apps/server/src/openapi).
// `npm test` runs --check before the type checks, so the web app's calls are type-checked against the document.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const generated = path.join(root, 'apps/web/src/lib/api-schema.gen.ts');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-openapi-'));
const docFile = path.join(tmp, 'openapi.json');

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

try {
  if (!run(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=source', 'apps/server/src/openapi/write-openapi.ts', docFile])) {
    throw new Error('could not build the OpenAPI document');
  }
  const doc = JSON.parse(fs.readFileSync(docFile, 'utf8'));
  const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p)).length;
  console.log(`OpenAPI document: ${operations} operations, ${Object.keys(doc.components.schemas).length} component schemas`);

  // --fail-severity hint: not one error, warning, information or hint passes.
  const lintOk = run(path.join(root, 'node_modules/.bin/spectral'), [
    'lint',
    docFile,
    '--ruleset',
    path.join(root, '.spectral.yaml'),
    '--fail-severity',
    'hint',
    '--format',
    'stylish',
  ]);
  // Redocly's recommended rules, strict (redocly.yaml), on the same document: any problem fails.
  const redoclyOk = run(
    path.join(root, 'node_modules/.bin/redocly'),
    ['lint', docFile, '--config', path.join(root, 'redocly.yaml'), '--max-problems', '1000', '--format', 'stylish'],
    { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  );

  const header = '// Generated from the OpenAPI document by `node scripts/openapi.mjs` (openapi-typescript). Do not edit.\n';
  const types = header + astToString(await openapiTS(pathToFileURL(docFile), { alphabetize: true }));
  let typesOk = true;
  if (check) {
    const current = fs.existsSync(generated) ? fs.readFileSync(generated, 'utf8') : '';
    if (current !== types) {
      typesOk = false;
      console.error(`${path.relative(root, generated)} is not what the document generates: run \`node scripts/openapi.mjs\` and commit it.`);
    }
  } else {
    fs.writeFileSync(generated, types);
    console.log(`wrote ${path.relative(root, generated)}`);
  }
  if (!lintOk || !redoclyOk || !typesOk) process.exit(1);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
