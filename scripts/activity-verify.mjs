// `npm run activity:verify`: checks the activity log's hash chain in the server's database: DATABASE_URL
// (PostgreSQL) or else DATA_DIR (SQLite, default ./data). Exits 0 when every entry verifies; otherwise prints the
// first entry that does not (its id and why) and exits 1. It writes nothing but what the server's sealer would: the
// entries still pending join the chain first.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;
const { createDb } = await import(dist('db/create-db.js'));
const { verifyActivityChain } = await import(dist('modules/activity/activity.verify.js'));
// The check seals the entries still pending first, filling them in as the modules read their rows.
const { registerModuleSnapshots } = await import(dist('app/modules.js'));
registerModuleSnapshots();

const { db, close } = createDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.resolve(process.env.DATA_DIR || './data') });
const started = Date.now();
try {
  const result = await verifyActivityChain(db);
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (result.ok) {
    console.log(`activity:verify: the chain of ${result.entries.toLocaleString('en-US')} entries verifies (${took}).`);
  } else {
    console.error(`activity:verify: entry ${result.entryId} does not verify: ${result.reason}. (${result.entries.toLocaleString('en-US')} entries read, ${took})`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(`activity:verify: ${err.message}`);
  process.exitCode = 2;
} finally {
  await close();
}
