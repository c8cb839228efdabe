import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
config.webDist ??= path.resolve(here, '../../web/dist');

const { app } = await buildApp(config, {
  onAdminCreated: ({ email, generatedPassword }) => {
    // Printed once, on the start that created the account; never logged through pino.
    console.log('\n  GlassDesk: first Super Admin created');
    console.log(`    email:    ${email}`);
    console.log(generatedPassword ? `    password: ${generatedPassword}  (shown only this once)` : '    password: the ADMIN_PASSWORD you set');
    console.log('');
  },
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close(): stop accepting, let requests in flight finish, then run onClose hooks (the database).
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`  GlassDesk is running at http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}\n`);
