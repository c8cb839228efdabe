import { TrolleySaveSchema } from '@glassdesk/shared';
import { insertFile } from '../modules/files/files.repository.js';
import { trolleyMoves } from '../modules/trolleys/trolley-moves.service.js';
import { handOverOne } from '../modules/trolleys/handovers.service.js';
import { closeStatement } from '../modules/trolleys/trolley-statements.service.js';
import { deliveredCustomerIds } from '../modules/trolleys/trolley-transactions.repository.js';
import { findTrolleyRow, insertTrolley, softDeleteTrolley } from '../modules/trolleys/trolleys.repository.js';
import { later, statementContext, Timeline, type DemoContext } from './context.js';
import type { DemoReference } from './reference.js';
import type { DemoStaff, DemoStaffMember } from './staff.js';
import type { DemoCustomer, DemoCustomers } from './businesses.js';
import type { ProcessedImage } from '../lib/images.js';
import { drawAll, trolleyImage, TROLLEY_COLOURS } from './images.js';
import { demoProofs } from './handover-proof.js';

export type DemoTrolleys = { trolleys: number; deleted: number };

const PER_PLANT = 10;
const DAY_MS = 86_400_000;
const NAMES = ['A-Frame', 'L-Frame', 'Stillage', 'Glass Rack', 'Harp Rack'] as const;
const DELIVERY_NOTES = ['Left at the loading dock.', 'Signed for by the site manager.', 'Customer asked for an extra day.', null, null, null] as const;
const PICKUP_NOTES = ['Collected empty.', 'Two bars missing.', 'Collected with offcuts on it.', null, null, null] as const;
const MAINTENANCE_NOTES = ['Wheel bearing replaced.', 'Rubber pads worn.', 'Frame weld cracked.', 'Annual inspection.'] as const;

/** What a move should have: the body of its call, played at its moment. */
type Step = { at: Date; run: () => Promise<unknown> };

/**
 * Trolleys across the demo plants with months of history, recorded through the trolley moves the API
 * uses (same rules, same guarded updates): added by the fleet manager, transferred between plants (checked out and
 * in), delivered to approved customers and picked up days or weeks later (some past their free days, some still
 * there), sent to maintenance; a few DeFleet and deleted at the end; one lost at a customer (charged) and one
 * damaged at its plant.
 */
export async function fillTrolleys(ctx: DemoContext, data: { reference: DemoReference; staff: DemoStaff; people: DemoCustomers }): Promise<DemoTrolleys> {
  const { db, rng } = ctx;
  const plants = data.reference.plants;
  const fleet = data.staff.byRole('Fleet Manager')[0] ?? { ...ctx.admin, plantIds: plants.map((p) => p.id) };
  const movers = data.staff.all.filter((s) => s.operations.has('Update Trolley'));
  const at_ = (plantId: number): DemoStaffMember => rng.pick(movers.filter((s) => s.plantIds.includes(plantId)).concat(fleet));
  // Trolleys go to approved customers of live businesses with cost terms (a hold bills by them): never to a business
  // that closed, whose people would then hold trolleys nobody can bill.
  const live = new Set(data.people.businesses.filter((b) => b.live).map((b) => b.id));
  const customers = data.people.customers.filter((c) => c.approved && !c.trashed && c.costFrom !== null && c.businessId !== null && live.has(c.businessId));
  const end = Math.min(ctx.today.getTime() + 7 * 3_600_000, Date.now() - 120_000);
  const timeline = new Timeline();
  const proofs = demoProofs(db, rng, data.people.businesses);
  /** A delivery or pickup as the Hand-over screen records it: with its proof, now and then sent later from a phone offline. */
  const handOver = async (kind: 'delivery' | 'pickup', staff: DemoStaffMember, trolleyId: number, customer: DemoCustomer, bars: number, at: Date) => {
    const proof = await proofs.proof(customer, staff.id);
    const offline = proofs.offline(at);
    const body = { no_of_bars: bars, images: [], at: offline?.at ?? null, client_id: offline?.client_id ?? null, ...proof };
    return kind === 'delivery'
      ? handOverOne.delivery({ db }, staff, trolleyId, { ...body, customer_id: customer.id, note: rng.pick(DELIVERY_NOTES) })
      : handOverOne.pickup({ db }, staff, trolleyId, { ...body, note: rng.pick(PICKUP_NOTES) });
  };
  const photoJobs: (() => Promise<void>)[] = [];
  let count = 0;

  for (const [p, plant] of plants.entries()) {
    for (let n = 0; n < PER_PLANT; n++) {
      const number = p * PER_PLANT + n + 1;
      const trolley = { id: 0 };
      const created = new Date(ctx.today.getTime() - rng.int(150, 240) * DAY_MS + rng.int(8 * 60, 16 * 60) * 60_000);
      // Most have a photo, taken when added: the trolley's own, its UID plate readable (drawn below, all at once).
      const colour = rng.chance(0.6) ? rng.pick(TROLLEY_COLOURS) : null;
      const expiry = new Date(ctx.today.getTime() + rng.int(-40, 700) * DAY_MS).toISOString().slice(0, 10);
      const save = TrolleySaveSchema.parse({
        name: `${rng.pick(NAMES)} ${String(number).padStart(2, '0')}`,
        uid: `GD-${1000 + number}`,
        serial_number: rng.chance(0.8) ? `SN-${rng.digits(6)}` : null,
        is_certified: rng.chance(0.8),
        expiry_date: rng.chance(0.9) ? expiry : null,
        plant_id: plant.id,
      });
      const photo: { image?: ProcessedImage } = {};
      if (colour) photoJobs.push(async () => void (photo.image = await trolleyImage(colour, save.uid)));
      timeline.add(created, () =>
        db.transaction().execute(async (trx) => {
          const url = photo.image ? (await insertFile(trx, photo.image, { userId: fleet.id })).url : null;
          trolley.id = await insertTrolley(trx, { ...save, trolley_photo_url: url }, fleet.id);
        }),
      );
      count++;

      // The trolley's life, planned cycle by cycle from its state; each step is played at its moment. A cycle cut by
      // the present stays cut (a hold still open, a transfer on the road), except for the trolleys whose end is
      // written below, which keep only whole cycles so that they are at a plant for it: the last two of each plant
      // leave the fleet; the first is at a customer past its free days (billed by the day now), the second at a
      // customer within them, so every plant has both on its books today.
      // At the first plant, the third is lost at a customer (charged) and the fourth damaged at the plant.
      const finale =
        n === PER_PLANT - 1
          ? 'defleet'
          : n === PER_PLANT - 2
            ? 'delete'
            : n === 0
              ? 'overdue'
              : n === 1
                ? 'held'
                : p === 0 && n === 2
                  ? 'lost'
                  : p === 0 && n === 3
                    ? 'damaged'
                    : null;
      const retiring = finale === 'defleet' || finale === 'delete';
      let finalHold: { customer: DemoCustomer; at: Date } | undefined;
      if (finale === 'overdue' || finale === 'held' || finale === 'lost') {
        // A customer whose terms were set two months back (so the hold starts after them), held past (or within) the
        // free days of every terms it ever had, so whichever were in force at the start tell the same story.
        const customer = pickCustomer(rng, customers, new Date(end - 60 * DAY_MS))!;
        const free = customer.freeDays.map((t) => t.days);
        const days = finale === 'held' ? rng.int(1, Math.max(1, Math.min(...free) - 2)) : Math.max(...free) + rng.int(2, 20);
        const at = end - days * DAY_MS - rng.int(60, 480) * 60_000;
        finalHold = { customer, at: new Date(at - (at % 60_000)) };
      }
      const lifeEnd = retiring || finale === 'damaged' ? end - 10 * DAY_MS : finalHold ? finalHold.at.getTime() - DAY_MS : end;
      const fits = (d: Date) => d.getTime() < lifeEnd;
      const steps: Step[] = [];
      let here = plant.id;
      let at = later(created, { days: rng.int(1, 6), hours: rng.int(1, 8) });
      while (fits(at)) {
        const r = rng.next();
        const cycle: Step[] = [];
        let next: Date;
        let arrive = here;
        if (r < 0.55) {
          const customer = pickCustomer(rng, customers, at);
          if (!customer) {
            at = later(at, { days: rng.int(2, 8) });
            continue;
          }
          const from = here;
          const bars = rng.int(0, 24);
          const deliveredAt = at;
          cycle.push({
            at,
            run: () => handOver('delivery', at_(from), trolley.id, customer, bars, deliveredAt),
          });
          const pickupAt = later(at, { days: rng.chance(0.35) ? rng.int(15, 45) : rng.int(2, 14), hours: rng.int(1, 8) });
          cycle.push({ at: pickupAt, run: () => handOver('pickup', fleet, trolley.id, customer, bars, pickupAt) });
          const backAt = later(pickupAt, { hours: rng.int(2, 30) });
          arrive = rng.chance(0.75) ? here : rng.pick(plants).id;
          const back = arrive;
          cycle.push({ at: backAt, run: () => trolleyMoves.checkin(db, at_(back), trolley.id, checkinBody(back)) });
          next = later(backAt, { days: rng.int(1, 10) });
        } else if (r < 0.75 && plants.length > 1) {
          const from = here;
          const to = rng.pick(plants.filter((pl) => pl.id !== from)).id;
          const bars = rng.int(0, 24);
          cycle.push({
            at,
            run: () =>
              trolleyMoves.transfer(db, at_(from), trolley.id, {
                name: `Truck ${rng.int(1, 9)}`,
                no_of_bars: bars,
                images: [],
                image: null,
                note: null,
                to_plant_id: to,
                from_plant_id: from,
                at: null,
              }),
          });
          const outAt = later(at, { hours: rng.int(2, 30) });
          cycle.push({ at: outAt, run: () => trolleyMoves.checkout(db, at_(from), trolley.id, { ...checkinBody(to), from_plant_id: from }) });
          const inAt = later(outAt, { days: rng.int(0, 2), hours: rng.int(3, 20) });
          cycle.push({ at: inAt, run: () => trolleyMoves.checkin(db, at_(to), trolley.id, checkinBody(to)) });
          arrive = to;
          next = later(inAt, { days: rng.int(1, 12) });
        } else if (r < 0.83) {
          const plantNow = here;
          cycle.push({ at, run: () => trolleyMoves.maintenance(db, at_(plantNow), trolley.id, { images: [], note: rng.pick(MAINTENANCE_NOTES), at: null }) });
          const fixedAt = later(at, { days: rng.int(3, 12) });
          cycle.push({ at: fixedAt, run: () => trolleyMoves.checkin(db, at_(plantNow), trolley.id, checkinBody(plantNow)) });
          next = later(fixedAt, { days: rng.int(1, 6) });
        } else {
          at = later(at, { days: rng.int(3, 20) });
          continue;
        }
        const whole = cycle.every((step) => fits(step.at));
        if (whole || !finale) steps.push(...cycle.filter((step) => fits(step.at)));
        if (!whole) break;
        here = arrive;
        at = next;
      }
      if (finalHold) {
        const { customer, at } = finalHold;
        const from = here;
        const bars = rng.int(4, 24);
        steps.push({
          at,
          run: () => handOver('delivery', at_(from), trolley.id, customer, bars, at),
        });
      }
      if (finale === 'lost') {
        steps.push({
          at: new Date(end - DAY_MS),
          run: () => trolleyMoves.lost(db, fleet, trolley.id, { note: 'Not at the site when our driver came to collect it.', images: [], charge: 450, at: null }),
        });
      }
      if (finale === 'damaged') {
        const plantNow = here;
        steps.push({
          at: new Date(end - 3 * DAY_MS),
          run: () => trolleyMoves.damaged(db, at_(plantNow), trolley.id, { note: 'Frame bent by a forklift in the yard.', images: [], charge: null, at: null }),
        });
      }
      // The last trolley of each plant leaves the fleet; the one before it is deleted (both at a plant by then).
      if (retiring) {
        const retireAt = new Date(end - rng.int(2, 8) * DAY_MS);
        if (n === PER_PLANT - 1) {
          const plantNow = here;
          steps.push({ at: retireAt, run: () => trolleyMoves.defleet(db, at_(plantNow), trolley.id) });
        } else {
          const remove = () =>
            db.transaction().execute(async (trx) => {
              const row = (await findTrolleyRow(trx, trolley.id))!;
              if (!(await softDeleteTrolley(trx, trolley.id, row.trolley_status, row.state_version))) throw new Error('demo: trolley changed');
            });
          steps.push({ at: retireAt, run: remove });
        }
      }
      for (const step of steps) timeline.add(step.at, step.run);
    }
  }
  await drawAll(photoJobs);
  await timeline.play();
  return { trolleys: count, deleted: plants.length };
}

/** An approved customer whose cost terms were set before `at` (its hold then has terms to bill by). */
function pickCustomer(rng: DemoContext['rng'], customers: DemoCustomer[], at: Date): DemoCustomer | undefined {
  const ready = customers.filter((c) => c.costFrom !== null && c.costFrom.getTime() < at.getTime());
  return ready.length ? rng.pick(ready) : undefined;
}

/** The check-in body the Checkin screen sends (spec §7), onto `plantId`. */
const checkinBody = (plantId: number) => ({ name: null, no_of_bars: 0, images: [], image: null, note: null, to_plant_id: plantId, from_plant_id: null, at: null });

/**
 * Closed and open statements. For the first five customers (by id) that held trolleys, the statements of
 * the months two and three before today's are closed (by the Super Admin); last month and this one stay open.
 */
export async function closeDemoStatements(ctx: DemoContext) {
  const holders = await deliveredCustomerIds(ctx.db, 5);
  const monthsBack = (n: number) => new Date(Date.UTC(ctx.today.getUTCFullYear(), ctx.today.getUTCMonth() - n, 1)).toISOString().slice(0, 7);
  const current = new Date().toISOString().slice(0, 7);
  let closed = 0;
  for (const { customer_id } of holders) {
    for (const month of [monthsBack(3), monthsBack(2)]) {
      if (month >= current) continue;
      await closeStatement(statementContext(ctx), ctx.admin, Number(customer_id), month);
      closed++;
    }
  }
  return closed;
}
