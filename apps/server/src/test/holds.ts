import type { TestApp } from './build-test-app.js';
import { createTrolley } from './factories.js';

// Hand-made holds for the hold-time cost's tests (the cost list, the balance board, reminders, the customer app).

export const DAY = 86_400_000;

/** `daysAgo(d)`: d days before `t0` plus a minute, so that "d started days" up to now still holds while a test runs. */
export const daysAgoFrom =
  (t0 = Date.now()) =>
  (d: number) =>
    new Date(t0 - d * DAY + 60_000).toISOString();

/**
 * The moves as staff make them, through the API with `token()`, and a hold made of them: a trolley at `plantId()`
 * (there since the day before `start`) delivered to the customer at `start`, picked up at `end` when given. The
 * getters are read at call time (the app and its ids come from a beforeAll).
 */
export function holdMaker(t: () => TestApp, token: () => string, plantId: () => number) {
  const put = async (id: number, action: string, payload: object) => {
    const res = await t().api({ method: 'PUT', url: `/trolleys/${id}/${action}`, payload, token: token() });
    if (res.statusCode !== 200) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const hold = async (customerId: number, start: string, end?: string | null, opts: { name?: string } = {}) => {
    const tr = await createTrolley(t().ctx, { plantId: plantId(), name: opts.name, since: new Date(Date.parse(start) - DAY).toISOString() });
    await put(tr.id, 'delivery', { customer_id: customerId, at: start });
    if (end) await put(tr.id, 'pickup', { at: end });
    return tr;
  };
  return { put, hold };
}
