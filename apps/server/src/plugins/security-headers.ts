import path from 'node:path';
import fp from 'fastify-plugin';
import { securityHeaders as headersOf } from '../lib/security-headers.js';
import { inlineScriptSources } from '../security/inline-scripts.js';

/** Helmet's headers on every answer, worked out once, with a Content-Security-Policy that loads nothing from elsewhere. */
export const securityHeaders = fp<{ webDist: string | undefined }>(async (app, { webDist }) => {
  // The inline scripts of the web app's pages may run, and only they (security/inline-scripts.ts).
  const inlineScripts = webDist ? inlineScriptSources([path.join(webDist, 'index.html'), path.join(webDist, 'portal', 'index.html')]) : [];
  const headers = headersOf({
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
});
