import type { Kysely } from 'kysely';
import { toCents, type CostHistorySortColumn, type CustomerApproval, type CustomerCost, type CustomerNotification, type OptionsQuery, type PagingQuery } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, found, invalidField, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { lockBusiness } from '../businesses/businesses.service.js';
import { eraseCustomerMail } from '../mail/mail.service.js';
import { eraseCustomerTickets } from '../tickets/tickets.service.js';
import { revokeCustomerSessions } from './customer-sessions.repository.js';
import { StaleVersion } from '../../lib/record-version.js';
import { entryWithStatement, recordChange, snapshot, snapshotOfRow, tracked, versionedSave } from '../activity/activity.service.js';
import { queueMail } from '../mail/mail.service.js';
import {
  customerVersion,
  eraseCustomer,
  storedEmail,
  findCustomer,
  holdCustomerRow,
  insertNotification,
  listCostHistory,
  liveBusinessMasteredBy,
  lockCustomer,
  restoreCustomer as restoreCustomerRow,
  setCustomerBusiness,
  setCustomerCost,
  setCustomerFlag,
  selectCustomerOptions,
  snapshotWithCost,
  softDeleteCustomer,
} from './customers.repository.js';

export { listCustomerOptions, listCustomers } from './customers.repository.js';
// For other modules (the customer app, businesses, tickets, trolleys): a customer's own rows, read and written in
// their transactions, and its sessions (a session is a customer's).
export {
  businessEmails,
  businessMasterId,
  customerEmail,
  customerIdsMatching,
  findCustomer,
  findCustomerForLogin,
  findCustomerPasswordHash,
  getBusinessSettings,
  hasBusinessAccess,
  insertCustomer,
  liveBusinessMasteredBy,
  lockCustomer,
  notCustomersOf,
  replaceBusinessSettings,
  setCustomerBusiness,
  setCustomerPasswordHash,
  updateCustomerProfile,
} from './customers.repository.js';
export { createCustomerSession, findCustomerSession, revokeCustomerSession, revokeCustomerSessions, slideCustomerSession } from './customer-sessions.repository.js';

/** Live, approved customers (a delivery's choices), searched and ordered like every customer choice. */
export const approvedCustomerOptions = (db: Kysely<Database>, query: OptionsQuery & { start?: number }) => selectCustomerOptions(db, query, { approvedOnly: true });

const isMasterOf = (name: string) => `This Customer is the master customer of ${name}. Choose another master customer for that Business first.`;

/**
 * CONTRACT "Master customer": a live business keeps a live master customer (its master email), so its master can
 * neither go to the trash nor move to another business (`movingTo`); a 409 names the business. Call it with the
 * customer locked, in the write's transaction.
 */
async function assertNotMaster(trx: Kysely<Database>, customerId: number, movingTo?: number) {
  const mastered = await liveBusinessMasteredBy(trx, customerId, movingTo);
  if (mastered) throw conflict(isMasterOf(mastered.name));
}

export async function getCustomer(db: Kysely<Database>, id: number) {
  return found(await findCustomer(db, id), 'Customer');
}

export async function deleteCustomer(db: Kysely<Database>, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await lockCustomer(trx, id))) throw notFound('Customer');
    await assertNotMaster(trx, id);
    await tracked(trx, 'customer', id, 'deleted', () => softDeleteCustomer(trx, id), { held: true });
  });
}

export async function restoreCustomer(db: Kysely<Database>, id: number) {
  await db.transaction().execute(async (trx) => {
    const restored = await restoreCustomerRow(trx, id);
    if (restored instanceof Refusal) throw conflict('Another Customer now uses this email, so this one cannot be restored.');
    if (!restored) throw notFound('Customer');
    await recordChange(trx, 'customer', id, undefined, 'restored');
  });
}

/** Permanent delete: only from the trash; the row and every row about the customer go (no personal data stays). */
export async function eraseDeletedCustomer(db: Kysely<Database>, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await lockCustomer(trx, id, 'trashed'))) {
      if (await findCustomer(trx, id)) throw conflict('Only a Customer in the trash can be permanently deleted. Delete it first.');
      throw notFound('Customer');
    }
    // The entry keeps the name (as the label) and nothing else of the customer: no personal data stays. Its mail
    // and its tickets (with their photos) go with it, each through its own module, in this transaction.
    await tracked(
      trx,
      'customer',
      id,
      'purged',
      async () => {
        const email = await storedEmail(trx, id);
        if (email) await eraseCustomerMail(trx, id, email);
        await eraseCustomerTickets(trx, id);
        await eraseCustomer(trx, id);
      },
      { held: true },
    );
  });
}

type MailingContext = Pick<AppContext, 'db' | 'config' | 'mailSender'>;

/** Moves a live customer (locked) into a live business (locked) in the caller's transaction; the master stays put. */
async function linkToBusiness(trx: Kysely<Database>, id: number, businessId: number) {
  if (!(await lockBusiness(trx, businessId))) throw invalidField('business_id', 'The chosen Business does not exist.');
  await assertNotMaster(trx, id, businessId);
  await setCustomerBusiness(trx, id, businessId);
}

/** The mail telling an approved customer its account now belongs to a business (tickets open): queued in `trx`. */
async function linkedMail(trx: Kysely<Database>, ctx: MailingContext, id: number) {
  const customer = (await findCustomer(trx, id))!;
  if (!customer.is_approved || !customer.business) return false;
  await queueMail(trx, ctx.config, [{ kind: 'customer_linked', to: customer.email, customerId: id, data: { first_name: customer.first_name, business: customer.business.name } }]);
  return true;
}

/** Update Business: an approved customer moved into another business is told by mail (its tickets open there). */
/** Locked, the customer must still be at `expected` (If-Match, when given): someone else's save since is a 412. */
async function assertVersion(trx: Kysely<Database>, id: number, expected: number | undefined) {
  if (expected === undefined) return;
  const now = await customerVersion(trx, id);
  if (now !== undefined && now !== expected) throw new StaleVersion(now);
}

export async function moveCustomer(ctx: MailingContext, id: number, businessId: number, expected?: number) {
  const mailed = await versionedSave(ctx.db, 'customer', id, 'Customer', () =>
    ctx.db.transaction().execute(async (trx) => {
      if (!(await lockCustomer(trx, id))) throw notFound('Customer');
      await assertVersion(trx, id, expected);
      const was = (await findCustomer(trx, id))!;
      await tracked(trx, 'customer', id, 'updated', () => linkToBusiness(trx, id, businessId), { held: true });
      return was.business?.id !== businessId && (await linkedMail(trx, ctx, id));
    }),
  );
  if (mailed) ctx.mailSender.wake();
  return getCustomer(ctx.db, id);
}

/** Stored, and mailed to the customer: the mail is queued with the message and sent after the commit. */
export async function notifyCustomer(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, sender: AuthUser, { id, message }: CustomerNotification) {
  const customer = await getCustomer(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    await insertNotification(trx, id, message, sender.id);
    await recordChange(trx, 'customer', id, undefined, 'notified', { changes: [{ field: 'message', before: null, after: message }] });
    await queueMail(trx, ctx.config, [
      { kind: 'customer_notification', to: customer.email, customerId: id, data: { first_name: customer.first_name, message, sender: `${sender.first_name} ${sender.last_name}` } },
    ]);
  });
  ctx.mailSender.wake();
}

/**
 * Approves a customer or withdraws the approval. Approving may link it to a business in the same transaction (one
 * entry: approved, with its business). A customer approved now is mailed what it can do, with the portal's address;
 * withdrawing ends its sessions at once (approval gates sign-in).
 */
export async function setApproval(ctx: MailingContext, id: number, { is_approved: approved, business_id: businessId }: CustomerApproval) {
  const mailed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockCustomer(trx, id))) throw notFound('Customer');
    const was = (await findCustomer(trx, id))!;
    const before = await snapshot(trx, 'customer', id, { held: true });
    if (approved && businessId != null && businessId !== was.business?.id) await linkToBusiness(trx, id, businessId);
    if (!(await setCustomerFlag(trx, id, 'is_approved', approved))) throw notFound('Customer');
    await recordChange(trx, 'customer', id, before, approved ? 'approved' : 'unapproved');
    if (!approved) await revokeCustomerSessions(trx, id);
    if (!approved || was.is_approved) return false;
    const now = (await findCustomer(trx, id))!;
    await queueMail(trx, ctx.config, [{ kind: 'customer_approved', to: now.email, customerId: id, data: { first_name: now.first_name, business: now.business?.name ?? null } }]);
    return true;
  });
  if (mailed) ctx.mailSender.wake();
  return getCustomer(ctx.db, id);
}

export async function setVerification(db: Kysely<Database>, id: number, verified: boolean) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'customer', id);
    if (!(await setCustomerFlag(trx, id, 'is_verified', verified))) throw notFound('Customer');
    await recordChange(trx, 'customer', id, before, verified ? 'verified' : 'unverified');
  });
  return getCustomer(db, id);
}

/**
 * The change and its history row are written in one transaction: both or neither. Saves of one customer queue on
 * its row's lock, so what runs under it is kept short: the read that takes the lock answers the version and the
 * "before" too, and on PostgreSQL the log's entry goes in the update's statement.
 */
export async function setCost(db: Kysely<Database>, by: AuthUser, id: number, cost: CustomerCost, expected?: number) {
  await versionedSave(db, 'customer', id, 'Customer', () =>
    db.transaction().execute(async (trx) => {
      const row = await holdCustomerRow(trx, id);
      if (!row) throw notFound('Customer');
      if (expected !== undefined && row.version !== expected) throw new StaleVersion(row.version);
      const before = snapshotOfRow('customer', row);
      // What it reads after is known: the terms about to be saved (no read of the customer after it).
      const after = before && snapshotWithCost(before, { max_day_allowed: cost.max_day_allowed, per_day_charge_cents: toCents(cost.per_day_charge) });
      const logged = await entryWithStatement(trx, 'customer', id, before, after);
      await setCustomerCost(trx, id, cost, by.id, { current: row, run: logged });
      if (!logged) await recordChange(trx, 'customer', id, before, 'updated', { after });
    }),
  );
  return getCustomer(db, id);
}

export async function costHistory(db: Kysely<Database>, id: number, query: PagingQuery<CostHistorySortColumn>) {
  await getCustomer(db, id);
  return listCostHistory(db, id, query);
}
