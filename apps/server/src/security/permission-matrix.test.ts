import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, type OperationName } from '@glassdesk/shared';
import { API_PREFIX } from '../app.js';
import { CUSTOMER_API_PREFIX } from '../modules/customer-app/customer-app.routes.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { tokenFor } from '../test/access.js';
import { customerLogin } from '../test/customer-api.js';
import { createBusiness, createCustomer, quickTokenWith } from '../test/factories.js';
import { PERMISSION_MATRIX, type MatrixEntry } from './permission-matrix.js';

// Every endpoint of the server's own route table, called without a token, with the other kind of token,
// with a staff token lacking its operation and with one holding it. Ids in paths are ones no row has, so a call that
// gets through touches nothing (it answers 404 or 422, never 401 or 403).
let t: TestApp;
let customerPassword: string;
let customerEmail: string;
beforeAll(async () => {
  t = await buildTestApp();
  const business = await createBusiness(t.ctx);
  const customer = await createCustomer(t.ctx, { approved: true, verified: true, businessId: business.id });
  customerEmail = customer.email;
  customerPassword = customer.password;
});
afterAll(() => t.close());

const MISSING_ID = '987654';

/** The trash of a list is the same endpoint with a query (spec §7), behind its own operation (lib/trash-gate.ts). */
const QUERY_FOR: Partial<Record<OperationName, string>> = {
  'List Deleted Business': 'deleted=true',
  'List Deleted Customers': 'deleted=true',
  'List Deleted Tickets': 'disabled=1',
};

/**
 * Calls the operation alone does not open, by a rule the handler checks next (each documented in
 * docs/decisions.md): they must answer 403, never 401 or a 2xx.
 */
const SECOND_CHECKS: Record<string, string> = {
  'GET /api/admin/v1.0/tickets/:id/comments with View Ticket': 'comments need view_comment from the ticket settings (CONTRACT)',
  'GET /api/admin/v1.0/users/:id': "another user's record needs List Users, Update User or Reset Password",
  'GET /api/admin/v1.0/users/:id/user-plant': "another user's plants need List Users, Update User or Reset Password",
  'GET /api/admin/v1.0/notification-settings': 'the alert addresses are the Super Admin’s (My Profile > Preferences)',
  'GET /api/admin/v1.0/notification-settings/:id': 'the alert addresses are the Super Admin’s (My Profile > Preferences)',
};
const pathOf = (url: string) => url.replace(/:[a-zA-Z_]+/g, MISSING_ID).replace(/\*$/, 'missing');
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function call(method: string, url: string, token?: string, query?: string) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: pathOf(url) + (query ? `?${query}` : ''),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  return res.statusCode;
}

describe('the permission matrix', () => {
  it('names every route of the server, and every route it names exists with that access', () => {
    const table: Record<string, MatrixEntry> = {};
    for (const r of t.routes) {
      let entry: MatrixEntry = 'open';
      if (r.access) entry = 'public' in r.access ? 'public' : 'signedIn' in r.access ? 'signedIn' : [r.access.operation].flat();
      else if (r.customerAccess) entry = r.customerAccess === 'public' ? 'customer-public' : 'customer';
      table[key(r)] = entry;
    }
    expect(Object.keys(table).sort()).toEqual(Object.keys(PERMISSION_MATRIX).sort());
    expect(table).toEqual(PERMISSION_MATRIX);
    // Only these answer without any session: signing in (its second step, a passkey), the password reset, the customer's sign-up, the public
    // support form, health, the API's description and files behind unguessable names.
    const open = Object.entries(PERMISSION_MATRIX)
      .filter(([, v]) => v === 'public' || v === 'customer-public' || v === 'open')
      .map(([k]) => k);
    expect(
      open.filter(
        (k) =>
          !/\/(login|login\/mfa|login\/passkey|login\/passkey\/options|forgot-password|confirm-forgot-password|register|support|glass-types|warranty-reasons)$|^GET \/(healthz|readyz|files\/|api\/docs|api\/openapi)/.test(
            k,
          ),
      ),
    ).toEqual([]);
  });

  const admin = Object.entries(PERMISSION_MATRIX).filter(([k, v]) => k.includes(`${API_PREFIX}/`) && Array.isArray(v)) as Array<[string, readonly OperationName[]]>;
  it(`admin endpoints behind an operation (${admin.length}): 401 without a token or with a customer's, 403 without the operation, through with it`, async () => {
    const customer = await customerLogin(t, customerEmail, customerPassword);
    const seen: string[] = [];
    const refused: string[] = [];
    for (const [k, ops] of admin) {
      const [method, url] = k.split(' ');
      expect({ k, status: await call(method, url) }).toEqual({ k, status: 401 });
      expect({ k, status: await call(method, url, customer) }).toEqual({ k, status: 401 });
      const allBut = await tokenFor(
        t,
        ALL_OPERATIONS.filter((op) => !ops.includes(op)),
      );
      expect({ k, status: await call(method, url, allBut) }).toEqual({ k, status: 403 });
      for (const op of ops) {
        const status = await call(method, url, await tokenFor(t, [op]), QUERY_FOR[op]);
        if (status === 401 || status === 403) refused.push(`${k} with ${op}: ${status}`);
      }
      seen.push(k);
    }
    expect(refused).toEqual(
      Object.keys(SECOND_CHECKS)
        .filter((c) => c.includes(' with '))
        .map((c) => `${c}: 403`),
    );
    expect(seen.length).toBeGreaterThan(100);
  }, 180_000);

  const signedIn = Object.entries(PERMISSION_MATRIX).filter(([, v]) => v === 'signedIn');
  it(`admin endpoints for any staff session (${signedIn.length}): 401 without a token or with a customer's, through with a staff token holding no operation`, async () => {
    const customer = await customerLogin(t, customerEmail, customerPassword);
    const refused: string[] = [];
    for (const [k] of signedIn) {
      const [method, url] = k.split(' ');
      expect({ k, status: await call(method, url) }).toEqual({ k, status: 401 });
      expect({ k, status: await call(method, url, customer) }).toEqual({ k, status: 401 });
      // A fresh session each: logout and a password change end the session they are called with.
      const { token } = await quickTokenWith(t, []);
      const status = await call(method, url, token);
      if (status === 401 || status === 403) refused.push(`${k}: ${status}`);
    }
    expect(refused).toEqual(
      Object.keys(SECOND_CHECKS)
        .filter((c) => !c.includes(' with '))
        .map((c) => `${c}: 403`),
    );
  });

  const customerOnly = Object.entries(PERMISSION_MATRIX).filter(([, v]) => v === 'customer');
  it(`customer-app endpoints (${customerOnly.length}): 401 without a token or with a staff token, through with a customer's`, async () => {
    const staff = await t.login();
    for (const [k] of customerOnly) {
      const [method, url] = k.split(' ');
      expect(url.startsWith(CUSTOMER_API_PREFIX)).toBe(true);
      expect({ k, status: await call(method, url) }).toEqual({ k, status: 401 });
      expect({ k, status: await call(method, url, staff) }).toEqual({ k, status: 401 });
      const status = await call(method, url, await customerLogin(t, customerEmail, customerPassword));
      expect({ k, refused: status === 401 || status === 403 }).toEqual({ k, refused: false });
    }
  });
});
