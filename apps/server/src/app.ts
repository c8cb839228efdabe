import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { Mailer } from './lib/mail.js';
import type { DocumentedRoute } from './openapi/openapi.js';
import { registerModules } from './app/api.js';
import { createContext } from './app/context.js';
import { health } from './app/health.js';
import { webApp } from './app/web.js';
import { workers } from './app/workers.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { collectRoutes, openApi } from './plugins/openapi.js';
import { requestContext } from './plugins/request-context.js';
import { securityHeaders } from './plugins/security-headers.js';

export { API_PREFIX } from './app/api.js';

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

/** The whole server from its parts: each line below is one plugin or one module list (app/, plugins/). */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<{ app: FastifyInstance; ctx: AppContext; routes: RouteEntry[] }> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Nothing secret reaches the log: tokens, passwords and OTPs are redacted wherever they appear.
      redact: { paths: ['req.headers.authorization', 'req.headers.token', '*.password', '*.new_password', '*.old_password', '*.otp', '*.token'], censor: '[redacted]' },
    },
    ...(config.logRequests ? {} : { logController: new FailedRequestsOnly() }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  // No route takes QUERY; as a body method Fastify refused it (400, no Content-Type) before the not-found handler could
  // say 405 with Allow. Bodyless, it gets there like TRACE.
  app.addHttpMethod('QUERY', { hasBody: false, overrideExisting: true });
  const routes = collectRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestContext);

  const { ctx, admin, closeDb } = await createContext(config, app.log, opts.mailer);
  // First, so it runs last: every close hook added later (the jobs, the outbox) still has the database.
  app.addHook('onClose', closeDb);
  if (admin) opts.onAdminCreated?.(admin);

  await app.register(securityHeaders, { webDist: config.webDist });
  // API answers above 1 KB go out br/gzip when the client asks; images and the .xlsx exports are already compressed
  // (their types are not on the plugin's list), and the web app's assets are compressed at build time. Request bodies
  // are not decompressed (no client sends them compressed): that would be one more hook on every request.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(openApi, { appUrl: config.appUrl, routes });
  registerErrorHandler(app);
  await app.register(workers, { ctx });
  await app.register(health, { ctx });
  await registerModules(app, ctx);
  await app.register(webApp, { webDist: config.webDist, appLocale: config.appLocale, routes });
  return { app, ctx, routes };
}
