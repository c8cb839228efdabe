// The server's entry point. The build bundles it into dist/server.js (scripts/bundle-server.mjs), which `npm start`
// runs; tsc's dist/main.js beside it is the same code unbundled. Either way `here` below is dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultAppUrl, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { requireSuperAdminMfa } from './modules/roles/roles.service.js';
import { applyDemoMfa, DEMO_ADMIN_PASSWORD, demoPortalCustomer, demoSignInText, fillDemo, isFreshDatabase } from './demo/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
const address = defaultAppUrl(config.host, config.port);
config.webDist ??= path.resolve(here, '../../web/dist');
// `npm run demo`: a known admin password (unless ADMIN_PASSWORD is set), printed with the demo's sign-in lines.
const demoAdminPassword = config.demo && !config.adminPassword ? DEMO_ADMIN_PASSWORD : undefined;
if (demoAdminPassword) config.adminPassword = demoAdminPassword;

const { app, ctx } = await buildApp(config, {
  onAdminCreated: ({ email, generatedPassword }) => {
    if (config.demo) return; // the demo prints its own sign-in lines below
    // Printed once, on the start that created the account; never logged through pino.
    console.log('\n  GlassDesk: first Super Admin created');
    console.log(`    email:    ${email}`);
    console.log(generatedPassword ? `    password: ${generatedPassword}  (shown only this once)` : '    password: the ADMIN_PASSWORD you set');
    console.log('');
  },
});

if (config.demo) {
  let filled;
  if (await isFreshDatabase(ctx.db)) {
    console.log('  GlassDesk demo: first start, filling the demo set (a few seconds)...');
    const started = Date.now();
    try {
      filled = await fillDemo(ctx.db, { mail: { config: ctx.config, mailSender: ctx.mailSender } });
      console.log(`  GlassDesk demo: filled in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (err) {
      console.error(err);
      // The fill is one transaction: nothing of it was kept, and the next start tries again.
      console.error('\n  GlassDesk demo: filling failed; nothing was kept. Fix the cause and start again.');
      await app.close();
      process.exit(1);
    }
  }
  await applyDemoMfa(ctx.db, config.demoMfa);
  console.log(demoSignInText({ email: config.adminEmail, password: demoAdminPassword }, filled, address, await demoPortalCustomer(ctx.db), config.demoMfa));
} else if (config.superAdminMfa !== undefined) {
  // The built-in Super Admin role is not editable on screen: the environment says whether it requires a second factor.
  await requireSuperAdminMfa(ctx.db, config.superAdminMfa);
}

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

if (!config.mfaSecretKey) {
  app.log.warn('MFA_SECRET_KEY is not set: staff cannot set up an authenticator app (see README, "Second factors")');
}
await app.listen({ port: config.port, host: config.host });
console.log(`  GlassDesk is running at ${address}\n`);
