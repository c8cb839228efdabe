import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Another writer runs `hold` in a transaction of its own and keeps it uncommitted while `act` starts; 200 ms later
 * (time for `act` to get through, wrongly, if nothing makes it wait) it commits. Answers what `act` answered and the
 * order of events: "first lets go", "first commits", and what `act` adds to `order` (the commit comes after the
 * release, so an `act` that waited for it adds its own after both).
 */
export async function heldMeanwhile<T>(
  db: Kysely<Database>,
  hold: (trx: Kysely<Database>) => Promise<unknown>,
  act: (order: string[]) => Promise<T>,
): Promise<{ result: T; order: string[] }> {
  const order: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const inHand = new Promise<void>((resolve) => (held = resolve));
  const other = db.transaction().execute(async (trx) => {
    await hold(trx);
    held();
    await released;
    order.push('first commits');
  });
  // A hold that fails is reported as it is, not as a test that hangs.
  await Promise.race([inHand, other]);
  const acting = act(order);
  await new Promise((resolve) => setTimeout(resolve, 200));
  order.push('first lets go');
  release();
  await other;
  return { result: await acting, order };
}
