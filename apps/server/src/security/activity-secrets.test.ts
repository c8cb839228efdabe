import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerApi } from '../test/customer-api.js';
import { sealActivity } from '../modules/activity/activity.sealer.js';
import { multipart, testImage } from '../test/multipart.js';
import { createBusiness, createGlassType, createRole, createWarrantyReason, latestOtp, unique } from '../test/factories.js';

// CONTRACT "Activity log": secrets (passwords, tokens, OTPs, hashes) never appear in an entry. A full flow
// of sign-ins, account changes and password resets through both APIs, with wrong attempts mixed in; every secret it
// sends, receives or stores is collected, then every column of every activity entry is searched for them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } });
});
afterAll(() => t.close());

type Res = LightMyRequestResponse;

describe('activity entries hold no secret', () => {
  it('a full flow through both APIs: no password, token, OTP or hash in any entry', async () => {
    const capi = customerApi(t);
    /** Secrets long enough to search for as substrings (passwords, tokens, hashes). */
    const secrets = new Set<string>([ADMIN_PASSWORD]);
    /** The 4-digit codes: searched for as whole values (any timestamp or id holds 4 digits now and then). */
    const otps = new Set<string>();
    const tag = unique();
    const pw = (name: string) => {
      const p = `${name}-${tag}-Pw`;
      secrets.add(p);
      return p;
    };
    const ok = (res: Res, status = 200) => {
      expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
      return res;
    };
    const token = (res: Res) => {
      const value = ok(res).json().token as string;
      secrets.add(value);
      return value;
    };
    /** Every hash the database holds now (each step replaces some: collected after every step). */
    const harvest = async () => {
      const db = t.ctx.db;
      const hashes = [
        ...(await db.selectFrom('users').select('password_hash as h').execute()),
        ...(await db.selectFrom('customers').select('password_hash as h').execute()),
        ...(await db.selectFrom('sessions').select('token_hash as h').execute()),
        ...(await db.selectFrom('customer_sessions').select('token_hash as h').execute()),
        ...(await db.selectFrom('password_resets').select('otp_hash as h').execute()),
        ...(await db.selectFrom('customer_password_resets').select('otp_hash as h').execute()),
      ].map((r) => r.h);
      for (const h of hashes) {
        secrets.add(h);
        // And each long part of it (salt, digest) on its own: a part alone is as much a leak.
        for (const part of h.split(/[$:.]/)) if (part.length >= 16) secrets.add(part);
      }
    };
    const admin = await t.login();
    secrets.add(admin);

    // ---- staff ----------------------------------------------------------------------------------------------------
    ok(await t.api({ method: 'POST', url: '/login', payload: { email: ADMIN_EMAIL, password: pw('wrong-admin') } }), 401);
    const email = `flow-${tag}@example.com`;
    const created = ok(
      await t.api({
        method: 'POST',
        url: '/users',
        token: admin,
        payload: { first_name: 'Flora', last_name: 'Flow', email, password: pw('first'), role: await createRole(t.ctx, ['List Cities']) },
      }),
      201,
    );
    const userId = created.json().id as number;
    await harvest();
    token(await t.api({ method: 'POST', url: '/login', payload: { email, password: pw('first') } }));
    await harvest();
    // The admin resets it; the user signs in with it, mistypes once, then changes it.
    ok(await t.api({ method: 'PUT', url: `/users/${userId}/reset-password`, token: admin, payload: { new_password: pw('reset-by-admin') } }));
    await harvest();
    ok(await t.api({ method: 'POST', url: '/login', payload: { email, password: pw('mistyped') } }), 401);
    const userToken = token(await t.api({ method: 'POST', url: '/login', payload: { email, password: pw('reset-by-admin') } }));
    await harvest();
    ok(await t.api({ method: 'PUT', url: '/change-password', token: userToken, payload: { old_password: pw('not-mine'), new_password: pw('never-set') } }), 403);
    ok(await t.api({ method: 'PUT', url: '/change-password', token: userToken, payload: { old_password: pw('reset-by-admin'), new_password: pw('changed') } }));
    await harvest();
    // Forgotten: a code by mail, a wrong code, then the right one.
    ok(await t.api({ method: 'POST', url: '/forgot-password', payload: { email } }));
    await harvest();
    const otp = await latestOtp(t, email);
    otps.add(otp);
    const wrongOtp = otp === '0000' ? '1111' : '0000';
    otps.add(wrongOtp);
    ok(await t.api({ method: 'POST', url: '/confirm-forgot-password', payload: { email, otp: wrongOtp, password: pw('not-taken') } }), 400);
    ok(await t.api({ method: 'POST', url: '/confirm-forgot-password', payload: { email, otp, password: pw('by-code') } }));
    await harvest();
    const lastUserToken = token(await t.api({ method: 'POST', url: '/login', payload: { email, password: pw('by-code') } }));
    ok(await t.api({ method: 'PUT', url: '/profile', token: lastUserToken, payload: { first_name: 'Florence', last_name: 'Flow' } }));
    await harvest();
    ok(await t.api({ method: 'POST', url: '/logout', token: lastUserToken }));

    // ---- a customer -------------------------------------------------------------------------------------------------
    const cEmail = `cust-flow-${tag}@example.com`;
    const registered = ok(
      await capi({ method: 'POST', url: '/register', payload: { first_name: 'Cyrus', last_name: 'Flow', email: cEmail, number: '0123456789', password: pw('cust-first') } }),
      201,
    );
    const customerId = registered.json().id as number;
    await harvest();
    ok(await t.api({ method: 'PUT', url: `/customers/${customerId}/approval`, token: admin, payload: { is_approved: true } }));
    const business = await createBusiness(t.ctx);
    ok(await t.api({ method: 'PUT', url: `/customers/${customerId}/business`, token: admin, payload: { business_id: business.id } }));
    ok(await capi({ method: 'POST', url: '/login', payload: { email: cEmail, password: pw('cust-mistyped') } }), 401);
    const cToken = token(await capi({ method: 'POST', url: '/login', payload: { email: cEmail, password: pw('cust-first') } }));
    await harvest();
    ok(await capi({ method: 'PUT', url: '/change-password', token: cToken, payload: { old_password: pw('cust-first'), new_password: pw('cust-changed') } }));
    await harvest();
    ok(await capi({ method: 'POST', url: '/forgot-password', payload: { email: cEmail } }));
    await harvest();
    const cOtp = await latestOtp(t, cEmail);
    otps.add(cOtp);
    ok(await capi({ method: 'POST', url: '/confirm-forgot-password', payload: { email: cEmail, otp: cOtp, password: pw('cust-by-code') } }));
    await harvest();
    const cToken2 = token(await capi({ method: 'POST', url: '/login', payload: { email: cEmail, password: pw('cust-by-code') } }));
    await harvest();
    ok(await capi({ method: 'PUT', url: '/me', token: cToken2, payload: { first_name: 'Cyra', last_name: 'Flow', number: '0123456780' } }));
    const [glass, reason] = [await createGlassType(t.ctx), await createWarrantyReason(t.ctx)];
    ok(
      await capi({
        method: 'POST',
        url: '/tickets',
        token: cToken2,
        ...multipart({ glass_order_no: `GO-${tag}`, glass_type_id: glass.id, warranty_reason_id: reason.id, glass_size: '1200x800', received_date: '2026-01-10' }, [
          { field: 'defect_images', data: await testImage() },
        ]),
      }),
      201,
    );
    ok(await capi({ method: 'POST', url: '/logout', token: cToken2 }));
    await harvest();

    // ---- what the log holds -------------------------------------------------------------------------------------
    await sealActivity(t.ctx.db);
    const rows = await t.ctx.db.selectFrom('activity').selectAll().orderBy('id').execute();
    // The flow was recorded (else the search below proves nothing).
    const did = (action: string, type: string, id: number) => rows.some((r) => r.action === action && r.entity_type === type && Number(r.entity_id) === id);
    expect({
      userCreated: did('created', 'user', userId),
      userSignedIn: did('signed_in', 'user', userId),
      userSignInFailed: did('sign_in_failed', 'user', userId),
      userResetByAdmin: rows.filter((r) => r.action === 'password_reset' && Number(r.entity_id) === userId && r.entity_type === 'user').length,
      userChanged: did('password_changed', 'user', userId),
      customerCreated: did('created', 'customer', customerId),
      customerSignedIn: did('signed_in', 'customer', customerId),
      customerSignInFailed: did('sign_in_failed', 'customer', customerId),
      customerChanged: did('password_changed', 'customer', customerId),
      customerReset: did('password_reset', 'customer', customerId),
      ticketRaised: rows.some((r) => r.action === 'created' && r.entity_type === 'ticket' && r.actor_type === 'customer' && Number(r.actor_id) === customerId),
    }).toEqual({
      userCreated: true,
      userSignedIn: true,
      userSignInFailed: true,
      userResetByAdmin: 2, // by the admin, then by code
      userChanged: true,
      customerCreated: true,
      customerSignedIn: true,
      customerSignInFailed: true,
      customerChanged: true,
      customerReset: true,
      ticketRaised: true,
    });
    expect(secrets.size).toBeGreaterThan(30);
    expect(otps.size).toBeGreaterThanOrEqual(2);

    // Long secrets: anywhere in any column of any entry (search_text is lower-cased, so compare lower-cased).
    const all = JSON.stringify(rows).toLowerCase();
    expect([...secrets].filter((s) => s.length >= 6 && all.includes(s.toLowerCase()))).toEqual([]);

    // Nothing about them by name either: no changed field is a password, token, code or hash.
    const changes = rows.flatMap((r) => (JSON.parse(r.changes) as { field: string; before: string | null; after: string | null }[]).map((c) => ({ id: Number(r.id), ...c })));
    expect(changes.filter((c) => /pass|otp|token|hash|secret/i.test(c.field))).toEqual([]);

    // The codes: as a whole value, or a whole word of one (punctuation around it aside, never inside it: 2026-01-10
    // holds no word 2026), of a change, a label or a name.
    const values = rows.flatMap((r) => [
      { id: Number(r.id), where: 'actor_name', value: r.actor_name },
      { id: Number(r.id), where: 'entity_label', value: r.entity_label },
      ...changes
        .filter((c) => c.id === Number(r.id))
        .flatMap((c) => [
          { id: c.id, where: `${c.field} before`, value: c.before },
          { id: c.id, where: `${c.field} after`, value: c.after },
        ]),
      ...r.search_text.split('\u001f').map((value) => ({ id: Number(r.id), where: 'search_text', value })),
    ]);
    const words = (value: string) => value.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
    const holdsCode = (value: string | null) => value !== null && [...otps].some((otp) => words(value).includes(otp));
    expect(values.filter((v) => holdsCode(v.value))).toEqual([]);
  });
});
