import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, registerErrorHandler } from './error-handler.js';

// The error handler's answer to a database that cannot be reached: 503 with Retry-After, a detail and nothing
// internal; any other failure stays a bare 500. The errors are shaped as the drivers throw them (db/unavailable.test.ts
// checks the classification against the real drivers).

const app = Fastify({ logger: false });
const failures: Record<string, Error> = {
  terminated: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  dropped: new Error('Connection terminated unexpectedly'),
  refused: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  locked: Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
  other: Object.assign(new Error('relation "cities_gone" does not exist'), { code: '42P01' }),
};
beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/fail/:kind', async (request) => {
    throw failures[(request.params as { kind: string }).kind];
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  for (const kind of ['terminated', 'dropped', 'refused', 'locked']) {
    it(`answers 503 with Retry-After when the database is unavailable (${kind})`, async () => {
      const res = await app.inject({ method: 'GET', url: `/fail/${kind}` });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
    });
  }

  it('answers any other failure with a bare 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/fail/other' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ detail: 'Internal Server Error' });
  });
});
