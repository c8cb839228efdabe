import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

// CONTRACT "Concurrent edits": a method a path does not have answers 405 with an Allow header naming the ones it has.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('405 Method Not Allowed', () => {
  it('every path of the route table answers a method it lacks with 405 and an Allow header of the ones it has', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const r of t.routes.filter((r) => !r.url.includes('*'))) byPath.set(r.url, (byPath.get(r.url) ?? new Set()).add(r.method));
    const misses: unknown[] = [];
    for (const [url, methods] of byPath) {
      const path = concrete(url);
      // Another route may answer the concrete path with more methods (/trolleys/by-uid/1 and /trolleys/:id/...).
      const others = [...byPath].filter(([u]) => u !== url && new RegExp(`^${u.replace(/:[A-Za-z_]+/g, '[^/]+')}$`).test(path)).flatMap(([, m]) => [...m]);
      const has = new Set([...methods, ...others]);
      const lacking = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].find((m) => !has.has(m));
      if (!lacking) continue;
      const res = await t.app.inject({ method: lacking as 'GET', url: path, ...(lacking === 'GET' ? {} : { payload: {} }) });
      const expected = [...has, ...(has.has('GET') ? ['HEAD'] : [])].sort().join(', ');
      if (res.statusCode !== 405 || res.headers.allow !== expected) misses.push({ url, lacking, status: res.statusCode, allow: res.headers.allow, expected });
    }
    expect(misses).toEqual([]);
    expect(byPath.size).toBeGreaterThan(100);
  });

  it('answers {detail} as JSON, like every other refusal', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `${API_PREFIX}/cities` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.json()).toEqual({ detail: 'Method Not Allowed' });
  });

  it.each(['TRACE', 'QUERY'])('%s, a method no route has, is 405 on a known path too', async (method) => {
    const res = await t.app.inject({ method: method as 'GET', url: `${API_PREFIX}/cities` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
  });

  it('an unknown path stays 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'TRACE'] as const) expect((await t.app.inject({ method: method as 'GET', url: `${API_PREFIX}/nothing-here` })).statusCode).toBe(404);
  });
});
