import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_APP_LOCALE } from '@glassdesk/shared';

/**
 * The web app and the customer portal from the build (WEB_DIST), and the not-found answer: the API never falls back
 * to a page; a client route gets its app's index.html; a missing file (an old asset, an icon) is a 404, never HTML.
 */
export const webApp = fp<{ webDist: string | undefined; appLocale: string; routes: Array<{ method: string; url: string }> }>(async (app, { webDist, appLocale, routes }) => {
  const allowedOn = methodsByPath(routes);
  const hasWeb = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
  // The customer portal is a build of its own, written to dist/portal (apps/web/vite.portal.config.ts).
  const hasPortal = !!webDist && fs.existsSync(path.join(webDist, 'portal', 'index.html'));
  // Each page as the build wrote it, or with APP_LOCALE written in (read once: the CSP's hashes are too).
  const page = (file: string) => (webDist ? withLocale(fs.readFileSync(path.join(webDist, file), 'utf8'), appLocale) : null);
  const webPage = hasWeb ? page('index.html') : null;
  const portalPage = hasPortal ? page('portal/index.html') : null;
  const sendPage = (reply: FastifyReply, file: string, html: string | null) => {
    reply.header('cache-control', 'no-cache');
    return html === null ? reply.sendFile(file) : reply.type('text/html; charset=utf-8').send(html);
  };
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
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, 'index.html', webPage));
  }
  const sendPortal = (reply: FastifyReply) => sendPage(reply, 'portal/index.html', portalPage);
  if (hasPortal) {
    // Folders to @fastify/static as '/' is: the portal's router decides where they go.
    app.get('/portal', { schema: { hide: true } }, (_request, reply) => sendPortal(reply));
    app.get('/portal/', { schema: { hide: true } }, (_request, reply) => sendPortal(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    // A path the server has, asked with a method it does not have: 405 and what it does have (RFC 9110 §15.5.6).
    const allow = allowedOn(request.url.split('?')[0]);
    if (allow && !allow.includes(request.method)) return reply.status(405).header('allow', allow.join(', ')).send({ detail: 'Method Not Allowed' });
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
    return sendPage(reply, 'index.html', webPage);
  });
});

const LOCALE_META = /<meta name="app-locale" content="([^"]*)"\s*\/?>/;

/**
 * The page with APP_LOCALE in its `app-locale` meta, which the web apps read for their date format
 * (apps/web/src/lib/app-dates.ts); null when the build already says that locale, so the file (and its
 * precompressed copies) goes out as it is. A page without the meta gets one at the top of its head.
 */
export function withLocale(html: string, appLocale: string): string | null {
  const meta = `<meta name="app-locale" content="${appLocale}" />`;
  const found = LOCALE_META.exec(html);
  if (found) return found[1] === appLocale ? null : html.replace(LOCALE_META, meta);
  if (appLocale === DEFAULT_APP_LOCALE) return null;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`) : meta + html;
}

/**
 * The methods each known path answers, as a lookup by concrete path (null: no route has the path). Routes ending in a
 * wildcard (the static files) are left out: any path would match them. GET brings HEAD (Fastify answers it).
 */
export function methodsByPath(routes: Array<{ method: string; url: string }>) {
  let table: Array<{ pattern: RegExp; methods: string[] }> | undefined;
  const build = () => {
    const byUrl = new Map<string, Set<string>>();
    for (const r of routes) {
      if (r.url.includes('*')) continue;
      const methods = byUrl.get(r.url) ?? new Set<string>();
      methods.add(r.method);
      if (r.method === 'GET') methods.add('HEAD');
      byUrl.set(r.url, methods);
    }
    return [...byUrl].map(([url, methods]) => ({
      pattern: new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`),
      methods: [...methods].sort(),
    }));
  };
  return (pathname: string): string[] | null => {
    table ??= build();
    const methods = new Set<string>();
    for (const row of table) if (row.pattern.test(pathname)) for (const m of row.methods) methods.add(m);
    return methods.size ? [...methods].sort() : null;
  };
}
