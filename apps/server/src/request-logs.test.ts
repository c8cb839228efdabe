import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.js';

// LOG_REQUESTS=false (what `npm run demo` sets): no line per request, so the demo's sign-in lines stay on screen.
describe('LOG_REQUESTS', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const messagesOf = (logs: string[]) => logs.map((line) => (JSON.parse(line) as { msg?: string }).msg);

  it('logs each request twice by default (incoming, completed)', async () => {
    t = await buildTestApp({}, { captureLogs: true });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(messagesOf(t.logs)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('false: answers the same and writes no line per request', async () => {
    t = await buildTestApp({ logRequests: false }, { captureLogs: true });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/cities' })).statusCode).toBe(401);
    expect(messagesOf(t.logs)).not.toContain('incoming request');
    expect(messagesOf(t.logs)).not.toContain('request completed');
  });
});
