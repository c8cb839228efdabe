import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

// A number past what an id (or an offset) can be is the caller's mistake, said the same way on both databases: 422 on
// the field, before any query (PostgreSQL would refuse it outright; SQLite would find nothing).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const TOO_BIG = MAX_ID + 1;

describe('ids and offsets past their range', () => {
  it.each([
    ['a path id', 'GET', `/trolleys/1/transactions/${TOO_BIG}`, undefined],
    ['a path id', 'GET', `/trolleys/${TOO_BIG}/transactions/1`, undefined],
    ['a query filter', 'GET', `/trolleys?plant_id=${TOO_BIG}`, undefined],
    ['a list offset', 'GET', `/cities?start=${TOO_BIG}`, undefined],
    ['a list offset', 'GET', `/tickets?start=${TOO_BIG}`, undefined],
    ['an id in a body list', 'POST', '/roles', { name: 'Range role', operations: [TOO_BIG] }],
    ['an id in a body', 'POST', '/plants', { name: 'Range plant', contact: '0400 000 000', city_id: TOO_BIG }],
  ])('%s: %s %s -> 422', async (_what, method, url, payload) => {
    const res = await t.api({ method: method as 'GET', url, token: admin, ...(payload ? { payload } : {}) });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 422 });
  });

  it('the largest id is still an id: not found, not refused', async () => {
    expect((await t.api({ method: 'GET', url: `/trolleys/1/transactions/${MAX_ID}`, token: admin })).statusCode).toBe(404);
    expect((await t.api({ method: 'GET', url: `/cities?start=${MAX_ID}`, token: admin })).statusCode).toBe(200);
  });
});
