import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Config } from './config.js';
import type { AppContext } from './app-context.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest, retryWhenBusy } from './db/migrate.js';
import { seedFirstAdmin, syncCatalogue } from './db/seed.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { MailSender } from './modules/mail/mail-sender.js';
import { mailHealth } from './modules/mail/mail.service.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { activityRoutes } from './modules/activity/activity.routes.js';
import { bindRequest } from './modules/activity/activity-context.js';
import multipart from '@fastify/multipart';
import { Throttle } from './lib/throttle.js';
import { housekeepingJob } from './lib/housekeeping.js';
import { JobRunner } from './lib/jobs.js';
import { activitySealerJob } from './modules/activity/activity.sealer.js';
import { trolleyDigestJob } from './modules/trolleys/trolley-overdue.service.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { securityHeaders } from './lib/security-headers.js';
import { registerAuth } from './plugins/auth.js';
import { swaggerOptions, type DocumentedRoute } from './openapi/openapi.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { operationsRoutes } from './modules/operations/operations.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { userPlantsRoutes } from './modules/users/user-plants.routes.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { citiesRoutes } from './modules/cities/cities.routes.js';
import { plantsRoutes } from './modules/plants/plants.routes.js';
import { faqsRoutes } from './modules/faqs/faqs.routes.js';
import { helpRoutes } from './modules/help/help.routes.js';
import { warrantyReasonsRoutes } from './modules/warranty-reasons/warranty-reasons.routes.js';
import { glassTypesRoutes } from './modules/glass-types/glass-types.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { businessesRoutes } from './modules/businesses/businesses.routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { trolleysRoutes } from './modules/trolleys/trolleys.routes.js';
import { trolleyMovesRoutes } from './modules/trolleys/trolley-moves.routes.js';
import { trolleyStatementsRoutes } from './modules/trolleys/trolley-statements.routes.js';
import { trolleyCostsRoutes } from './modules/trolleys/trolley-costs.routes.js';
import { trolleyTransactionsRoutes } from './modules/trolleys/trolley-transactions.routes.js';
import { fileServeRoutes, filesRoutes } from './modules/files/files.routes.js';
import { ticketsRoutes } from './modules/tickets/tickets.routes.js';
import { ticketSettingsRoutes } from './modules/tickets/ticket-settings.routes.js';
import { CUSTOMER_API_PREFIX, customerAppRoutes } from './modules/customer-app/customer-app.routes.js';
import { inlineScriptSources } from './security/inline-scripts.js';

export const API_PREFIX = '/api/admin/v1.0';

/** LOG_REQUESTS=false: Fastify's two info lines per request go; a request that errors is still logged (and the error handler logs every 5xx). */
class FailedRequestsOnly extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }
}

export type BuildOptions = {
  /** Replaces the mailer (tests read the messages instead of files). */
  mailer?: Mailer;
  /** Called once with the first admin's sign-in, when this start created it. */
  onAdminCreated?: (admin: { email: string; generatedPassword?: string }) => void;
};

export type RouteEntry = DocumentedRoute;

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<{ app: FastifyInstance; ctx: AppContext; routes: RouteEntry[] }> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Nothing secret reaches the log: tokens, passwords and OTPs are redacted wherever they appear.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.token', '*.password', '*.new_password', '*.old_password', '*.otp', '*.token'],
        censor: '[redacted]',
      },
    },
    ...(config.logRequests ? {} : { logController: new FailedRequestsOnly() }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  // The server's own route table: every route with what it needs (tests build the permission matrix from it).
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access, customerAccess: route.config?.customerAccess, openapi: route.config?.openapi });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The services' activity entries read their actor, request id and client address from the request being
  // served. Bound after the body is read (a preHandler), so the handler and all it awaits run in its context.
  app.addHook('preHandler', (request, _reply, done) => {
    bindRequest(request);
    done();
  });

  const { db, dialect } = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  app.addHook('onClose', async () => db.destroy());
  await retryWhenBusy(() => migrateToLatest(db, dialect));
  await retryWhenBusy(() => syncCatalogue(db));
  const admin = await retryWhenBusy(() => seedFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword }));
  if (admin) opts.onAdminCreated?.(admin);

  const windowMs = config.throttle.windowMs;
  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, timeoutMs: config.smtpTimeoutMs, log: app.log });
  const ctx: AppContext = {
    config,
    db,
    dialect,
    mailer,
    mailSender: new MailSender(db, () => ctx.mailer, app.log, { timeoutMs: config.smtpTimeoutMs, maxAttempts: config.mailMaxAttempts, pollMs: config.mailPollMs }),
    // Counted in the database (throttle_hits): several instances share the counts, and a restart keeps them.
    throttles: {
      loginAccount: new Throttle(db, 'login-account', config.throttle.loginPerAccount, windowMs),
      loginIp: new Throttle(db, 'login-ip', config.throttle.loginPerIp, windowMs),
      forgotIp: new Throttle(db, 'forgot-ip', config.throttle.publicPerIp, windowMs),
      otpIp: new Throttle(db, 'otp-ip', config.throttle.publicPerIp, windowMs),
      supportIp: new Throttle(db, 'support-ip', config.throttle.publicPerIp, windowMs),
      customerLoginAccount: new Throttle(db, 'customer-login-account', config.throttle.loginPerAccount, windowMs),
      customerLoginIp: new Throttle(db, 'customer-login-ip', config.throttle.loginPerIp, windowMs),
      customerRegisterIp: new Throttle(db, 'customer-register-ip', config.throttle.publicPerIp, windowMs),
      customerForgotIp: new Throttle(db, 'customer-forgot-ip', config.throttle.publicPerIp, windowMs),
      customerOtpIp: new Throttle(db, 'customer-otp-ip', config.throttle.publicPerIp, windowMs),
    },
  };

  // The inline scripts of the web app's pages may run, and only they (security/inline-scripts.ts).
  const inlineScripts = config.webDist ? inlineScriptSources([path.join(config.webDist, 'index.html'), path.join(config.webDist, 'portal', 'index.html')]) : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the Hand-over screen compile its QR reader (ZXing's WebAssembly, served from
        // here): it allows WebAssembly only, never eval() of script text.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScripts],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // API answers above 1 KB go out br/gzip when the client asks; images and the .xlsx export are already
  // compressed (their types are not on the plugin's list), and the web app's assets are compressed at build time.
  // Request bodies are not decompressed (no client sends them compressed): that would be one more hook on every request.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, swaggerOptions(config.appUrl, routes));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerErrorHandler(app);
  // Multipart bodies (ticket and trolley images) are read only by the routes that ask for them, with their own limits.
  await app.register(multipart, { throwFileSizeLimit: true });
  // The outbox sender starts with the app (mail left queued by a previous run goes out now); on close, tries under
  // way get a few seconds to finish and be recorded before the database closes.
  // The jobs: the outbox's poll; pending activity entries joining the hash chain every 250 ms (and before every read
  // of the log; the close seals what is left); expired sessions, spent OTPs and old throttle hits deleted at start
  // and every hour; the daily overdue digest, once per day across instances (a claimed day row; off without the hour).
  const jobs = new JobRunner(app.log);
  jobs.add(ctx.mailSender.pollJob());
  jobs.add(activitySealerJob(db));
  jobs.add(housekeepingJob(ctx, app.log));
  if (config.trolleyDigestHour !== undefined) jobs.add(trolleyDigestJob(ctx, config.trolleyDigestHour));
  jobs.start();
  // Before the database closes (hooks added later run first): tries under way get a few seconds to be recorded.
  app.addHook('onClose', async () => {
    await ctx.mailSender.stop(5_000);
    await jobs.stop();
  });
  registerAuth(app, ctx, API_PREFIX);

  // Liveness: 200 whatever the database or the mail server do; the mail line says how the outbox is doing.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', mail: await mailHealth(db) }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ detail: 'Database unavailable.' });
    }
  });

  await app.register(
    async (api) => {
      for (const routes of [
        authRoutes,
        operationsRoutes,
        usersRoutes,
        userPlantsRoutes,
        rolesRoutes,
        profileRoutes,
        citiesRoutes,
        plantsRoutes,
        faqsRoutes,
        helpRoutes,
        warrantyReasonsRoutes,
        glassTypesRoutes,
        supportRoutes,
        mailRoutes,
        activityRoutes,
        businessesRoutes,
        customersRoutes,
        dashboardRoutes,
        filesRoutes,
        ticketsRoutes,
        ticketSettingsRoutes,
        trolleysRoutes,
        trolleyTransactionsRoutes,
        trolleyCostsRoutes,
        trolleyMovesRoutes,
        trolleyStatementsRoutes,
      ]) {
        await routes(api, ctx);
      }
    },
    { prefix: API_PREFIX },
  );
  await app.register(async (api) => customerAppRoutes(api, ctx), { prefix: CUSTOMER_API_PREFIX });
  await app.register(async (files) => fileServeRoutes(files, ctx));

  const webDist = config.webDist;
  const hasWeb = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
  // The customer portal is a build of its own, written to dist/portal (apps/web/vite.portal.config.ts).
  const hasPortal = !!webDist && fs.existsSync(path.join(webDist, 'portal', 'index.html'));
  if (hasWeb || hasPortal) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as asked by Accept-Encoding.
      preCompressed: true,
      // Nothing under a dot folder: the build's own .vite/manifest.json maps our source tree, no page needs it.
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      setHeaders(res, filePath) {
        // Vite names assets by content hash: they never change under the same name (the portal's under
        // /portal/assets too). Everything else (index.html, the portal's sw.js and manifest) is checked
        // again on every load, so a new release is seen at once. Set here, because @fastify/static replaces a
        // cache-control set before sendFile() with its own 'public, max-age=0'.
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasWeb) {
    // '/' is a folder to @fastify/static (and forbidden with index: false): the web app decides where it goes.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  const sendPortal = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('portal/index.html');
  if (hasPortal) {
    // Folders to @fastify/static as '/' is: the portal's router decides where they go.
    app.get('/portal', { schema: { hide: true } }, (_request, reply) => sendPortal(reply));
    app.get('/portal/', { schema: { hide: true } }, (_request, reply) => sendPortal(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    // The API never falls back to the web app; client routes get index.html.
    if (request.url.startsWith('/api') || request.method !== 'GET') return reply.status(404).send({ detail: 'Not Found' });
    const pathname = request.url.split('?')[0];
    if (hasPortal && pathname.startsWith('/portal/')) {
      // The portal's client routes (/portal/tickets/12) get its index.html; a missing file (an old asset, an icon)
      // is a 404, never the page: a script or a service worker must not take HTML for what it asked.
      const last = pathname.slice(pathname.lastIndexOf('/') + 1);
      if (pathname.startsWith('/portal/assets/') || last.includes('.')) return reply.status(404).send({ detail: 'Not Found' });
      return sendPortal(reply);
    }
    if (!hasWeb) return reply.status(404).send({ detail: 'Not Found' });
    // As for the portal: a missing file (an old asset, /favicon.ico, a dot folder) is a 404, never the page, so a
    // browser asking for an icon or a script does not get HTML. The back-office's routes have no dot in them.
    const fileLike = pathname.slice(pathname.lastIndexOf('/') + 1).includes('.') || pathname.split('/').some((part) => part.startsWith('.'));
    if (fileLike) return reply.status(404).send({ detail: 'Not Found' });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });

  return { app, ctx, routes };
}
