// Writes the OpenAPI document the server serves at /api/openapi.json to a file (scripts/openapi.mjs lints it and
// generates the web app's client types from it). Builds the app on a throw-away SQLite database; nothing listens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { buildApp } from '../app.js';

const out = process.argv[2];
if (!out) throw new Error('usage: write-openapi <file.json>');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-openapi-'));
try {
  // A fixed address, so the document (and what is generated from it) does not depend on this machine's settings.
  const { app } = await buildApp({ ...loadConfig({}), dataDir, appUrl: 'http://localhost:3000', logLevel: 'silent' });
  await app.ready();
  fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
