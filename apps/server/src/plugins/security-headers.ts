import path from 'node:path';
import fp from 'fastify-plugin';
import { securityHeaders as headersOf } from '../lib/security-headers.js';
import { inlineScriptSources } from '../security/inline-scripts.js';

/** HSTS as helmet words it: a year, subdomains too. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers on every answer, worked out once, with a Content-Security-Policy that loads nothing from elsewhere
 * and one frame policy (frame-ancestors 'none', and X-Frame-Options DENY for browsers that read only that). HSTS only
 * on an answer to HTTPS (the request's own protocol, or X-Forwarded-Proto when TRUST_PROXY says a proxy sets it): over
 * plain HTTP a browser ignores it anyway, and a test or a local server should not claim it. An answer to a request
 * with a token is never stored (Cache-Control: no-store): a shared computer's back button or a proxy must not keep
 * one person's data.
 */
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
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    done();
  });
});
