import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { versionedCalls } from '../test/versioned-calls.js';
import { createCity, createPlant, createTrolley } from '../test/factories.js';

// CONTRACT "Concurrent edits" on plants and trolleys: GET answers the version as an ETag; a PUT with an older If-Match
// is 412 (who saved last, when) and writes nothing; the current one applies and answers the new ETag; none applies as
// before. A trolley's moves, deletion and restore are new versions too: an edit form opened before them is stale.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const { get, put, history } = versionedCalls(
  () => t,
  () => admin,
);

describe('/plants/{id}', () => {
  it('versions every save: ETag on GET, If-Match honoured, 412 with who and when for a stale one, nothing written', async () => {
    const city = await createCity(t.ctx);
    const plant = await createPlant(t.ctx, { cityId: city.id });
    const url = `/plants/${plant.id}`;
    const form = (name: string) => ({ name, address: '1 Glass Road', contact: '0123456789', city_id: city.id });

    const opened = await get(url);
    expect(opened.headers.etag).toBe('"1"');
    expect(opened.json()).not.toHaveProperty('version');

    const saved = await put(url, form(`${plant.name} A`), '"1"');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).not.toHaveProperty('version');

    // The other person still holds version 1: refused, nothing written, no activity entry.
    const entries = await history('plant', plant.id);
    const stale = await put(url, form(`${plant.name} B`), '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: expect.stringContaining('Someone else saved this Plant'), saved_by: 'Super Admin', saved_at: expect.any(String), version: 2 });
    expect(Date.parse(stale.json().saved_at)).not.toBeNaN();
    expect(await history('plant', plant.id)).toBe(entries);
    const now = await get(url);
    expect([now.json().name, now.headers.etag]).toEqual([`${plant.name} A`, '"2"']);

    // Without If-Match (an older client), or with "*", it applies as before.
    expect((await put(url, form(`${plant.name} C`))).headers.etag).toBe('"3"');
    expect((await put(url, form(`${plant.name} D`), '*')).headers.etag).toBe('"4"');
    // An entity-tag that is none of ours (weak, garbage) matches nothing.
    for (const tag of ['W/"4"', 'garbage', '"x"']) expect((await put(url, form(`${plant.name} E`), tag)).statusCode).toBe(412);
    expect((await get(url)).json().name).toBe(`${plant.name} D`);
  });

  it('a missing plant is still 404 with If-Match', async () => {
    const res = await put('/plants/987654', { name: 'Nowhere', address: '1 Glass Road', contact: '0123456789', city_id: null }, '"1"');
    expect(res.statusCode).toBe(404);
  });
});

describe('/trolleys/{id}', () => {
  const form = (trolley: { name: string; uid: string; plantId: number }, name = trolley.name) => ({
    name,
    uid: trolley.uid,
    trolley_photo_url: null,
    serial_number: null,
    is_certified: false,
    expiry_date: null,
    plant_id: trolley.plantId,
  });

  it('versions every save: ETag on GET, If-Match honoured, 412 with who and when for a stale one, nothing written', async () => {
    const trolley = await createTrolley(t.ctx, { name: 'Versioned Trolley' });
    const url = `/trolleys/${trolley.id}`;

    const opened = await get(url);
    expect(opened.headers.etag).toBe('"1"');
    expect(opened.json()).not.toHaveProperty('version');

    const saved = await put(url, form(trolley, 'Trolley A'), '"1"');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).not.toHaveProperty('version');

    const entries = await history('trolley', trolley.id);
    const stale = await put(url, form(trolley, 'Trolley B'), '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: expect.stringContaining('Someone else saved this Trolley'), saved_by: 'Super Admin', saved_at: expect.any(String), version: 2 });
    expect(Date.parse(stale.json().saved_at)).not.toBeNaN();
    expect(await history('trolley', trolley.id)).toBe(entries);
    const now = await get(url);
    expect([now.json().name, now.headers.etag]).toEqual(['Trolley A', '"2"']);

    expect((await put(url, form(trolley, 'Trolley C'))).headers.etag).toBe('"3"');
    expect((await put(url, form(trolley, 'Trolley D'), '*')).headers.etag).toBe('"4"');
    for (const tag of ['W/"4"', 'garbage', '"x"']) expect((await put(url, form(trolley, 'Trolley E'), tag)).statusCode).toBe(412);
    expect((await get(url)).json().name).toBe('Trolley D');
  });

  it('a move after the form was opened makes it stale: transfer, then check-out', async () => {
    const [from, to] = [await createPlant(t.ctx), await createPlant(t.ctx)];
    const trolley = await createTrolley(t.ctx, { plantId: from.id });
    const url = `/trolleys/${trolley.id}`;

    const opened = String((await get(url)).headers.etag);
    const transfer = await put(`${url}/plantchange`, { name: 'Truck 7', to_plant_id: to.id });
    expect(transfer.statusCode).toBe(200);
    const stale = await put(url, form(trolley, 'Edited Before The Move'), opened);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().version).toBe(2);

    // Opened again during the transfer; checked out meanwhile.
    const reopened = await get(url);
    expect(reopened.headers.etag).toBe('"2"');
    const out = await put(`${url}/plantdropoff`, { name: null, no_of_bars: 0, images: [], image: null, note: null, to_plant_id: to.id, from_plant_id: from.id });
    expect(out.statusCode).toBe(200);
    const staleAgain = await put(url, form(trolley, 'Edited Before The Checkout'), String(reopened.headers.etag));
    expect(staleAgain.statusCode).toBe(412);
    expect(staleAgain.json().version).toBe(3);
    const now = await get(url);
    expect([now.json().name, now.json().trolley_status, now.headers.etag]).toEqual([trolley.name, 'DropOff', '"3"']);
  });

  it('a deletion and a restore are new versions too; a missing or deleted trolley is 404 with If-Match', async () => {
    const trolley = await createTrolley(t.ctx);
    const url = `/trolleys/${trolley.id}`;
    const opened = String((await get(url)).headers.etag);
    expect((await t.api({ method: 'DELETE', url, token: admin })).statusCode).toBe(200);
    expect((await put(url, form(trolley, 'While Deleted'), opened)).statusCode).toBe(404);
    expect((await put(`${url}/restore`, {})).statusCode).toBe(200);
    const stale = await put(url, form(trolley, 'After The Restore'), opened);
    expect([stale.statusCode, stale.json().version]).toEqual([412, 3]);
    expect((await get(url)).headers.etag).toBe('"3"');
    expect((await put('/trolleys/987654', form(trolley), '"1"')).statusCode).toBe(404);
  });
});
