import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { versionedCalls } from '../test/versioned-calls.js';
import { createBusiness, createCity, createGlassType, createWarrantyReason } from '../test/factories.js';

// CONTRACT "Concurrent edits": GET of one record answers its version as an ETag; a PUT with If-Match naming an older
// version answers 412 (who saved last and when) and writes nothing; with the current one it applies and answers the
// new ETag; without If-Match it applies as before.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const { get, put } = versionedCalls(
  () => t,
  () => admin,
);

describe.each([
  ['cities', () => createCity(t.ctx)],
  ['warranty-reasons', () => createWarrantyReason(t.ctx)],
  ['glass-types', () => createGlassType(t.ctx)],
])('/%s/{id}', (path, make) => {
  it('versions every save: ETag on GET, If-Match honoured, 412 with who and when for a stale one, nothing written', async () => {
    const { id, name } = await make();
    const url = `/${path}/${id}`;
    const first = await get(url);
    expect(first.headers.etag).toBe('"1"');

    const saved = await put(url, { name: `${name} A` }, '"1"');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');

    // The other person still holds version 1.
    const stale = await put(url, { name: `${name} B` }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: expect.stringContaining('Someone else saved this'), saved_by: expect.any(String), saved_at: expect.any(String), version: 2 });
    expect(Date.parse(stale.json().saved_at)).not.toBeNaN();
    expect((await get(url)).json().name).toBe(`${name} A`);

    // Without If-Match (an older client), or with "*", it applies as before.
    expect((await put(url, { name: `${name} C` })).headers.etag).toBe('"3"');
    expect((await put(url, { name: `${name} D` }, '*')).headers.etag).toBe('"4"');
    // An entity-tag that is none of ours (weak, garbage) matches nothing.
    for (const tag of ['W/"4"', 'garbage', '"x"']) expect((await put(url, { name: `${name} E` }, tag)).statusCode).toBe(412);
    expect((await get(url)).json().name).toBe(`${name} D`);
  });
});

describe('/business/{id}', () => {
  it("two people edit one business: the second's stale save is refused and the first's name stays", async () => {
    const business = await createBusiness(t.ctx, { name: 'Lost Update Glass' });
    const url = `/business/${business.id}`;
    const opened = await get(url);
    const etag = String(opened.headers.etag);
    const body = opened.json();
    const form = { name: body.name, account_id: body.account_id, customer_id: body.customer_id, contact: body.contact, address: body.address };

    // One saves a new name...
    const renamed = await put(url, { ...form, name: 'Renamed Glass' }, etag);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(etag);
    // ...the other a new address, from the copy it opened.
    const stale = await put(url, { ...form, address: '1 New Street' }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().saved_by).toEqual(expect.any(String));
    const now = (await get(url)).json();
    expect(now.name).toBe('Renamed Glass');
    expect(now.address).toBe(body.address);

    // Loading their version and saving again works.
    const fresh = await get(url);
    const again = await put(url, { ...form, name: 'Renamed Glass', address: '1 New Street' }, String(fresh.headers.etag));
    expect(again.statusCode).toBe(200);
    expect((await get(url)).json()).toMatchObject({ name: 'Renamed Glass', address: '1 New Street' });
  });

  it('a stale save leaves no activity entry; a missing business is still 404', async () => {
    const business = await createBusiness(t.ctx, { name: 'Quiet Glass' });
    const url = `/business/${business.id}`;
    const body = (await get(url)).json();
    const form = { name: body.name, account_id: body.account_id, customer_id: body.customer_id, contact: body.contact, address: body.address };
    const history = async () => (await t.api({ method: 'GET', url: `/activity?entity_type=business&entity_id=${business.id}`, token: admin })).json().count as number;
    const before = await history();
    expect((await put(url, { ...form, name: 'Quiet Glass 2' }, '"99"')).statusCode).toBe(412);
    expect(await history()).toBe(before);
    expect((await put('/business/987654', form, '"1"')).statusCode).toBe(404);
  });
});

describe('/ticket-settings', () => {
  it('the settings as a whole carry a version: a stale save is 412 and changes no list', async () => {
    const opened = await get('/ticket-settings');
    const etag = String(opened.headers.etag);
    expect(etag).toMatch(/^"\d+"$/);
    expect(opened.json()).not.toHaveProperty('version');
    const lists = { access: [], emails: [], production: [], sales: [] };
    const saved = await put('/ticket-settings', { ...lists, access: [1] }, etag);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(`"${Number(JSON.parse(etag)) + 1}"`);

    const stale = await put('/ticket-settings', { ...lists, sales: [1] }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ saved_by: 'Super Admin', version: Number(JSON.parse(etag)) + 1 });
    expect((await get('/ticket-settings')).json()).toMatchObject({ access: [1], sales: [] });
    // Without If-Match it applies as before.
    expect((await put('/ticket-settings', lists)).statusCode).toBe(200);
  });
});

describe('GET /help/{id} and /notification-settings/{id}', () => {
  it('read the one record by its id with its ETag; any other id is a 404', async () => {
    const help = await get('/help');
    const byId = await get(`/help/${help.json().id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(help.json());
    expect(byId.headers.etag).toBe(help.headers.etag);
    expect((await get(`/help/${help.json().id + 1000}`)).statusCode).toBe(404);

    const settings = await get('/notification-settings');
    const settingsById = await get(`/notification-settings/${settings.json().id}`);
    expect(settingsById.statusCode).toBe(200);
    expect(settingsById.headers.etag).toBe(settings.headers.etag);
    expect((await get(`/notification-settings/${settings.json().id + 1000}`)).statusCode).toBe(404);
  });
});
