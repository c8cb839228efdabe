import { expect } from 'vitest';
import type { TestApp } from './build-test-app.js';

// Calls a test expects to succeed: a failure shows the method, the URL and the answer's body.

/** GET `url` with `token`; expects 200 and gives the JSON answer. */
export async function getOk(t: TestApp, token: string, url: string) {
  const res = await t.api({ method: 'GET', url, token });
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** A write with `token`; expects a 2xx answer and gives its JSON. */
export async function sendOk(t: TestApp, token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.api({ method, url, token, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}
