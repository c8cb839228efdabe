import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { swaggerOptions, type DocumentedRoute } from '../openapi/openapi.js';

/** The server's own route table: every route with what it needs (tests build the permission matrix from it). */
export function collectRoutes(app: FastifyInstance): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access, customerAccess: route.config?.customerAccess, openapi: route.config?.openapi });
    }
  });
  return routes;
}

/** One OpenAPI document for both APIs at /api/openapi.json, browsable at /api/docs (openapi/openapi.ts finishes it). */
export const openApi = fp<{ appUrl: string; routes: DocumentedRoute[] }>(async (app, { appUrl, routes }) => {
  await app.register(swagger, swaggerOptions(appUrl, routes));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
