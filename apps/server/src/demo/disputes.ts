import { getStatement } from '../modules/trolleys/trolley-statements.service.js';
import { closedStatementMonths, confirmStatement, raiseDispute, resolveDispute } from '../modules/trolleys/statement-disputes.service.js';
import { on, statementContext, type DemoContext } from './context.js';

// CONTRACT "Statements the customer confirms or disputes": the demo's closed months as customers and staff left them.
// Of the customers whose months the fill closed (closeDemoStatements), in id order: the first confirmed its earliest
// closed month; the second disputes two lines of a closed month (open, waiting for staff); the third's dispute was
// credited and the fourth's rejected. A statement with fewer lines than a step needs is passed over.

type Closed = { customerId: number; month: string };

export async function fillDisputes(ctx: DemoContext) {
  const sctx = statementContext(ctx);
  const closed = await closedStatementMonths(ctx.db);
  const byCustomer = new Map<number, string[]>();
  for (const c of closed) byCustomer.set(c.customerId, [...(byCustomer.get(c.customerId) ?? []), c.month]);
  const customers = [...byCustomer.keys()].sort((a, b) => a - b);
  const viewer = (customerId: number) => ({ customerId, scope: { customerId } });
  /** The first of the customer's closed months with at least `lines` charged trolleys on it, the dearest first. */
  const monthWith = async (customerId: number, lines: number): Promise<(Closed & { trolleys: { trolley_id: number; cost: number }[] }) | undefined> => {
    for (const month of byCustomer.get(customerId) ?? []) {
      const s = await getStatement(sctx, customerId, month);
      const seen = new Map<number, number>();
      for (const l of s.lines) seen.set(l.trolley_id, (seen.get(l.trolley_id) ?? 0) + l.cost);
      const charged = [...seen].filter(([, cost]) => cost > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      if (charged.length >= lines) return { customerId, month, trolleys: charged.map(([trolley_id, cost]) => ({ trolley_id, cost })) };
    }
    return undefined;
  };

  const [confirming, disputing, credited, rejected] = customers;
  const made = { confirmed: 0, open: 0, credited: 0, rejected: 0 };
  if (confirming !== undefined) {
    const month = byCustomer.get(confirming)![0];
    await on(ctx, 20, () => confirmStatement(sctx, viewer(confirming), month));
    made.confirmed++;
  }
  if (disputing !== undefined) {
    const m = await monthWith(disputing, 2);
    if (m) {
      await on(ctx, 3, () =>
        raiseDispute(sctx, viewer(disputing), m.month, {
          lines: [
            { trolley_id: m.trolleys[0].trolley_id, reason: 'We returned this trolley earlier than the statement says: see the driver’s pickup.' },
            { trolley_id: m.trolleys[1].trolley_id, reason: 'This trolley was never delivered to our site.' },
          ],
          note: 'Our yard log for the month is available on request.',
        }),
      );
      made.open++;
    }
  }
  for (const [customerId, outcome] of [
    [credited, 'credit'],
    [rejected, 'reject'],
  ] as const) {
    if (customerId === undefined) continue;
    const m = await monthWith(customerId, 1);
    if (!m) continue;
    const dispute = await on(ctx, 12, () =>
      raiseDispute(sctx, viewer(customerId), m.month, { lines: [{ trolley_id: m.trolleys[0].trolley_id, reason: 'Picked up two days before the date shown.' }], note: null }),
    );
    const amount = Math.min(m.trolleys[0].cost, 20);
    await on(ctx, 10, () =>
      resolveDispute(
        sctx,
        ctx.admin,
        dispute.id,
        outcome === 'credit'
          ? { outcome, amount, reply: 'You are right: the pickup receipt shows the earlier date. The difference is credited on your next statement.' }
          : { outcome, amount: null, reply: 'The signed pickup receipt shows the date on the statement, so the charge stands.' },
      ),
    );
    made[outcome === 'credit' ? 'credited' : 'rejected']++;
  }
  return made;
}
