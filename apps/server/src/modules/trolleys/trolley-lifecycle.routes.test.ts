import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  statusesAllowing,
  TROLLEY_LIFECYCLE,
  TROLLEY_LIFECYCLE_STATUSES,
  TROLLEY_MOVE_FACTS,
  TROLLEY_MOVES,
  TROLLEY_STATUSES,
  trolleyStatusPhrase,
  trolleyMovePlant,
  type TrolleyMove,
  type TrolleyStatus,
} from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, createPlant, createTrolley, grantPlants, quickTokenWith } from '../../test/factories.js';

// Walks the shared lifecycle table (TROLLEY_LIFECYCLE) through the API: from every status, every move the table allows
// succeeds and leads where TROLLEY_MOVE_FACTS says; every move it does not allow is refused with that move's refusal
// (409, or 403 for DeFleet: spec §8), a detail naming the trolley's status, and changes nothing. Then the table's
// other columns: the plant the user must hold (403 for a user without it; no limit where it says `none`) and
// what an edit may change. A new move or status is a row of the table; this test then walks it too.

let t: TestApp;
/** Update, delete and restore trolleys, at plants A and B. */
let staff: string;
/** The same operations at plant C only: holds none of the plants the trolleys below are at, leave or go to. */
let outsider: string;
let A: { id: number; name: string };
let B: { id: number; name: string };
let C: { id: number; name: string };
let customerId: number;

const OPERATIONS = ['List Trolleys', 'View Trolley', 'Update Trolley', 'Delete Trolley', 'Restore Trolley'] as const;

beforeAll(async () => {
  t = await buildTestApp();
  [A, B, C] = [await createPlant(t.ctx), await createPlant(t.ctx), await createPlant(t.ctx)];
  const s = await quickTokenWith(t, [...OPERATIONS]);
  await grantPlants(t.ctx, s.user.id, [A.id, B.id]);
  staff = s.token;
  const o = await quickTokenWith(t, [...OPERATIONS]);
  await grantPlants(t.ctx, o.user.id, [C.id]);
  outsider = o.token;
  customerId = (await createCustomer(t.ctx, { approved: true })).id;
});
afterAll(() => t.close());

/** A trolley in `status` at plant A; in a transfer from A to B; at the customer in Delivery. */
function inStatus(status: TrolleyStatus, deleted = false) {
  const transfer = status === 'PlantChange' || status === 'DropOff';
  return createTrolley(t.ctx, {
    plantId: A.id,
    status,
    deleted,
    fromPlantId: transfer ? A.id : null,
    toPlantId: transfer ? B.id : null,
    customerId: status === 'Delivery' ? customerId : null,
  });
}

/**
 * Each move as its API call. A check-in lands at the transfer's destination (B) when the table says `to_plant`,
 * else on `landing` (B for staff, who holds it; A for the outsider, who does not).
 */
function call(move: TrolleyMove, id: number, token: string, landing = B.id) {
  const put = (action: string, payload: object = {}) => t.api({ method: 'PUT', url: `/trolleys/${id}/${action}`, payload, token });
  switch (move) {
    case 'transfer':
      return put('plantchange', { name: 'Walk', to_plant_id: C.id });
    case 'checkout':
      return put('plantdropoff');
    case 'checkin':
      return put('onplant', { to_plant_id: landing });
    case 'delivery':
      return put('delivery', { customer_id: customerId });
    case 'pickup':
      return put('pickup');
    case 'maintenance':
      return put('maintenance');
    case 'lost':
      return put('lost', { note: 'Not at the yard' });
    case 'damaged':
      return put('damaged', { note: 'Bent frame' });
    case 'recover':
      return put('recover', { to_plant_id: landing });
    case 'defleet':
      return put('defleet');
    case 'delete':
      return t.api({ method: 'DELETE', url: `/trolleys/${id}`, token });
    case 'restore':
      return put('restore');
  }
}

/** Everything a move could change: the trolley's row and how many transactions it has. */
async function snapshot(id: number) {
  const row = await t.ctx.db.selectFrom('trolleys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const { n } = await t.ctx.db
    .selectFrom('trolley_transactions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('trolley_id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, transactions: Number(n) };
}

describe('the lifecycle table', () => {
  it('has one row per trolley status, and every move leads to a status or keeps it', () => {
    expect([...TROLLEY_LIFECYCLE_STATUSES].sort()).toEqual([...TROLLEY_STATUSES].sort());
    for (const move of TROLLEY_MOVES) {
      const to = TROLLEY_MOVE_FACTS[move].to;
      if (to !== null) expect(TROLLEY_STATUSES).toContain(to);
    }
  });
});

describe.each(TROLLEY_LIFECYCLE_STATUSES)('from %s', (status) => {
  it.each([...TROLLEY_MOVES])(`%s: allowed by the table succeeds, otherwise its refusal and nothing changes`, async (move) => {
    const tr = await inStatus(status, move === 'restore');
    const before = await snapshot(tr.id);
    const res = await call(move, tr.id, staff);
    const facts = TROLLEY_MOVE_FACTS[move];
    const after = await snapshot(tr.id);
    if (trolleyMovePlant(status, move) !== undefined) {
      expect({ status: res.statusCode, body: res.json() as unknown }).toMatchObject({ status: 200 });
      expect(after.trolley_status).toBe(facts.to ?? status);
      expect(after.transactions).toBe(before.transactions + (facts.to === null ? 0 : 1));
      if (move === 'delete') expect(after.deleted_at).not.toBeNull();
      if (move === 'restore') expect(after.deleted_at).toBeNull();
    } else {
      const detail = (res.json() as { detail: string }).detail;
      // The refusal names the trolley's status in words (as a sentence says it), and the statuses the move is allowed
      // from (as the table says), unless it is already there.
      expect({ status: res.statusCode, detail }).toEqual({ status: facts.refusal, detail: expect.stringContaining(trolleyStatusPhrase(status)) as string });
      if (facts.to !== status) for (const s of statusesAllowing(move)) expect(detail).toContain(trolleyStatusPhrase(s));
      expect(after).toEqual(before);
    }
  });

  const limited = TROLLEY_MOVES.filter((m) => {
    const plant = trolleyMovePlant(status, m);
    return plant !== undefined && plant !== 'none';
  });
  if (limited.length > 0) {
    it.each(limited)('%s: needs the plant the table names to be one of the user’s (403, nothing changes)', async (move) => {
      const tr = await inStatus(status);
      const before = await snapshot(tr.id);
      const res = await call(move, tr.id, outsider, A.id);
      expect({ status: res.statusCode, detail: (res.json() as { detail: string }).detail }).toEqual({
        status: 403,
        detail: expect.stringMatching(/^[A-Za-z-]+: .+ is not one of your plants\.$/) as string,
      });
      expect(await snapshot(tr.id)).toEqual(before);
    });
  }

  const open = TROLLEY_MOVES.filter((m) => trolleyMovePlant(status, m) === 'none');
  if (open.length > 0) {
    it.each(open)('%s: has no plant limit (a user at none of its plants may)', async (move) => {
      const tr = await inStatus(status, move === 'restore');
      expect((await call(move, tr.id, outsider)).statusCode).toBe(200);
    });
  }

  it(`edits its data${TROLLEY_LIFECYCLE[status].atAPlant ? ' and its plant' : ', but not its plant (409)'}`, async () => {
    const tr = await inStatus(status);
    const save = (plantId: number) => t.api({ method: 'PUT', url: `/trolleys/${tr.id}`, payload: { name: 'Edited', uid: tr.uid, plant_id: plantId }, token: staff });
    expect((await save(A.id)).statusCode).toBe(TROLLEY_LIFECYCLE[status].editable ? 200 : 409);
    const before = await snapshot(tr.id);
    const moved = await save(C.id);
    if (TROLLEY_LIFECYCLE[status].atAPlant) {
      expect(moved.json()).toMatchObject({ plant: { id: C.id }, trolley_status: status });
    } else {
      expect([moved.statusCode, (moved.json() as { detail: string }).detail]).toEqual([
        409,
        `The plant of a Trolley that is ${trolleyStatusPhrase(status)} cannot be changed; it is set when the Trolley is checked in.`,
      ]);
      expect(await snapshot(tr.id)).toEqual(before);
    }
  });
});
