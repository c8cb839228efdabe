import type { Kysely } from 'kysely';
import type { ChangePassword, CustomerLogin, CustomerMeUpdate, CustomerRegister } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { naturalSort } from '../../db/natural-order.js';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, forbidden, found, notFound, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { signInLockout } from '../../lib/throttle.js';
import {
  createCustomerSession,
  findCustomer,
  findCustomerForLogin,
  findCustomerPasswordHash,
  findCustomerSession,
  insertCustomer,
  revokeCustomerSession,
  revokeCustomerSessions,
  setCustomerPasswordHash,
  slideCustomerSession,
  updateCustomerProfile,
} from '../customers/customers.service.js';
import { accountActor, recordActivity, recordChange, recordCreated, snapshot, SYSTEM_ACTOR } from '../activity/activity.service.js';
import { CUSTOMER_RESETS, passwordResetFlow } from '../auth/password-reset-flow.js';
import { glassTypesService } from '../glass-types/glass-types.service.js';
import { queueMail } from '../mail/mail.service.js';
import { notificationEmail } from '../profile/profile.service.js';
import { warrantyReasonsService } from '../warranty-reasons/warranty-reasons.service.js';
import { hashToken } from '../../lib/tokens.js';
import type { AuthCustomer } from '../../plugins/customer-auth.js';
import { seesBusinessTickets } from '../tickets/customer-tickets.service.js';
import { renameCustomerTickets } from '../tickets/tickets.service.js';

const WRONG_LOGIN = 'Incorrect email or password.';
const DUPLICATE_EMAIL = 'A Customer with this email already exists.';
export const NOT_APPROVED = 'Your account is waiting for approval. You can sign in once it is approved.';

/**
 * CONTRACT: a new customer is neither verified nor approved and has no business; the email is unique (409). The
 * customer-registration alert (notification settings) is queued in the same transaction and mailed after the commit.
 */
export async function registerCustomer(ctx: Pick<AppContext, 'db' | 'config' | 'mailSender'>, body: CustomerRegister) {
  const { password, ...fields } = body;
  const passwordHash = await hashPassword(password);
  const customer = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertCustomer(trx, { ...fields, password_hash: passwordHash });
    if (created instanceof Refusal) throw conflict(DUPLICATE_EMAIL);
    const to = await notificationEmail(trx);
    if (to) await queueMail(trx, ctx.config, [{ kind: 'registration_alert', to, customerId: created.id, data: { customer: created } }]);
    await recordCreated(trx, 'customer', created.id, { actor: await accountActor(trx, 'customer', created.id) });
    return created;
  });
  ctx.mailSender.wake();
  return customer;
}

/** Throttled like staff sign-in (failures per account and per address), with counters of its own. */
export async function signInCustomer(ctx: Pick<AppContext, 'db' | 'config' | 'throttles'>, { email, password }: CustomerLogin, ip: string) {
  const { throttles } = ctx;
  const account = email.toLowerCase();
  const lockout = await signInLockout([
    { throttle: throttles.customerLoginIp, key: ip },
    { throttle: throttles.customerLoginAccount, key: account },
  ]);
  if (lockout) throw tooManyRequests(lockout);
  const customer = await findCustomerForLogin(ctx.db, email);
  const ok = await verifyPassword(password, customer?.password_hash ?? (await getDummyHash()));
  if (!customer || !ok) {
    await throttles.customerLoginIp.record(ip);
    await throttles.customerLoginAccount.record(account);
    await ctx.db
      .transaction()
      .execute(async (trx) =>
        customer
          ? recordChange(trx, 'customer', customer.id, undefined, 'sign_in_failed', { actor: await accountActor(trx, 'customer', customer.id) })
          : recordActivity(trx, { action: 'sign_in_failed', entity: { type: 'customer', id: null, label: 'Unknown account' }, actor: { ...SYSTEM_ACTOR, name: 'Unknown' } }),
      );
    throw unauthorized(WRONG_LOGIN);
  }
  await throttles.customerLoginAccount.clear(account);
  // Only after the password is right: a stranger learns nothing about approval.
  if (Number(customer.is_approved) !== 1) throw forbidden(NOT_APPROVED);
  const token = await ctx.db.transaction().execute(async (trx) => {
    const created = await createCustomerSession(trx, customer.id, ctx.config.tokenTtlMs);
    await recordChange(trx, 'customer', customer.id, undefined, 'signed_in', { actor: await accountActor(trx, 'customer', customer.id) });
    return created;
  });
  return { id: customer.id, token, first_name: customer.first_name, last_name: customer.last_name, email: customer.email };
}

export async function signOutCustomer(db: Kysely<Database>, sessionId: number) {
  await revokeCustomerSession(db, sessionId);
}

/** The customer's SPEC §3 fields with `business {id, name}` or null. */
export async function customerMe(db: Kysely<Database>, customerId: number) {
  const { deleted_at: _deleted, business, ...fields } = found(await findCustomer(db, customerId), 'Customer');
  return { ...fields, business: business ? { id: business.id, name: business.name } : null, sees_business_tickets: await seesBusinessTickets(db, customerId) };
}

// The ticket form's dropdowns, in natural order ('Type 2' before 'Type 10').
export const glassTypeChoices = async (db: Kysely<Database>) => naturalSort(await glassTypesService.options(db), (r) => r.name);
export const warrantyReasonChoices = async (db: Kysely<Database>) => naturalSort(await warrantyReasonsService.options(db), (r) => r.name);

/** PUT /me: the customer's names and number (the register rules); answers as GET /me. */
export async function updateCustomerMe(db: Kysely<Database>, customerId: number, body: CustomerMeUpdate) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'customer', customerId);
    if (!(await updateCustomerProfile(trx, customerId, body))) throw notFound('Customer');
    await renameCustomerTickets(trx, customerId, `${body.first_name} ${body.last_name}`);
    await recordChange(trx, 'customer', customerId, before);
  });
  return customerMe(db, customerId);
}

/** PUT /change-password: the old password must be right (403); every other session of the customer ends. */
export async function changeCustomerPassword(db: Kysely<Database>, me: { id: number; sessionId: number }, body: ChangePassword) {
  const stored = found(await findCustomerPasswordHash(db, me.id), 'Customer');
  if (!(await verifyPassword(body.old_password, stored.password_hash))) throw forbidden('Old password is incorrect.');
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction().execute(async (trx) => {
    await setCustomerPasswordHash(trx, me.id, passwordHash);
    // The one making the change stays signed in.
    await revokeCustomerSessions(trx, me.id, me.sessionId);
    await recordChange(trx, 'customer', me.id, undefined, 'password_changed');
  });
}

/**
 * Forgot password for customer accounts (CONTRACT): the staff flow's rules, messages and throttles, with counters and
 * codes of its own; the code is mailed to the customer (tied to it, so erasing the customer erases the mail); a
 * reset ends every session of the customer. A customer in the trash has no account to reset.
 */
const customerResets = passwordResetFlow({
  owner: CUSTOMER_RESETS,
  findAccount: findCustomerForLogin,
  setPasswordHash: setCustomerPasswordHash,
  revokeSessions: (trx, id) => revokeCustomerSessions(trx, id),
  mailKind: 'customer_password_reset',
  mailToCustomer: true,
  throttles: ({ throttles }) => ({ forgot: throttles.customerForgotIp, otp: throttles.customerOtpIp, signIn: throttles.customerLoginAccount }),
  entity: 'customer',
});
export const forgotCustomerPassword = customerResets.forgot;
export const confirmCustomerPasswordReset = customerResets.confirm;

/** The customer a token belongs to, for the customer API's token check: unless revoked or expired, slid on. */
export async function customerOfToken(ctx: Pick<AppContext, 'db' | 'config'>, token: string): Promise<AuthCustomer | undefined> {
  const session = await findCustomerSession(ctx.db, hashToken(token));
  if (!session || session.revoked_at || Date.parse(session.expires_at) <= Date.now()) return undefined;
  await slideCustomerSession(ctx.db, session.id, session.expires_at, ctx.config.tokenTtlMs);
  return { sessionId: session.id, id: session.customer_id };
}
