import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { OperationName, TicketSettingKind, TrolleyStatus } from '@glassdesk/shared';
import type { AppContext } from '../app-context.js';
import { nowIso } from '../db/sql.js';
import { hashPassword } from '../lib/passwords.js';
import type { TestApp } from './build-test-app.js';
import { processImage, type ProcessedImage } from '../lib/images.js';
import { insertTicketWithPhotos } from '../modules/tickets/tickets.service.js';
import { testImage } from './multipart.js';

export const unique = () => randomBytes(4).toString('hex');

export async function createRole(ctx: AppContext, operations: OperationName[], name = `Role ${unique()}`) {
  const now = nowIso();
  const role = await ctx.db.insertInto('roles').values({ name, editable: 1, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  if (operations.length) {
    const ops = await ctx.db.selectFrom('operations').select('id').where('name', 'in', operations).execute();
    if (ops.length !== operations.length) throw new Error(`unknown operation in ${operations.join(', ')}`);
    await ctx.db
      .insertInto('role_operations')
      .values(ops.map((o) => ({ role_id: role.id, operation_id: o.id })))
      .execute();
  }
  return role.id;
}

export async function createUser(ctx: AppContext, opts: { roleId: number; email?: string; password?: string; first_name?: string }) {
  const now = nowIso();
  const email = opts.email ?? `user-${unique()}@example.com`;
  const password = opts.password ?? 'password-1';
  const user = await ctx.db
    .insertInto('users')
    .values({
      first_name: opts.first_name ?? 'Test',
      last_name: 'User',
      email,
      password_hash: await hashPassword(password),
      role_id: opts.roleId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email, password };
}

/** Signs in a new user whose role holds exactly these operations. */
export async function tokenWith(t: TestApp, operations: OperationName[]) {
  const roleId = await createRole(t.ctx, operations);
  const user = await createUser(t.ctx, { roleId });
  return { token: await t.login(user.email, user.password), user, roleId };
}

export async function createCity(ctx: AppContext, name = `City ${unique()}`) {
  const now = nowIso();
  return ctx.db.insertInto('cities').values({ name, created_at: now, updated_at: now }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function createPlant(ctx: AppContext, opts: { name?: string; cityId?: number | null } = {}) {
  const now = nowIso();
  const cityId = opts.cityId === undefined ? (await createCity(ctx)).id : opts.cityId;
  return ctx.db
    .insertInto('plants')
    .values({ name: opts.name ?? `Plant ${unique()}`, address: '1 Glass Road', contact: '0123456789', city_id: cityId, created_at: now, updated_at: now })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/**
 * Replaces the operations a role holds and moves its version on, as PUT /roles/{id} does (the server reads the
 * version on every call and the operations of each version once, so this applies at once).
 */
export async function setRoleOperations(ctx: AppContext, roleId: number, operations: OperationName[]) {
  await ctx.db
    .updateTable('roles')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', roleId)
    .execute();
  await ctx.db.deleteFrom('role_operations').where('role_id', '=', roleId).execute();
  if (!operations.length) return;
  const ops = await ctx.db.selectFrom('operations').select('id').where('name', 'in', operations).execute();
  if (ops.length !== operations.length) throw new Error(`unknown operation in ${operations.join(', ')}`);
  await ctx.db
    .insertInto('role_operations')
    .values(ops.map((o) => ({ role_id: roleId, operation_id: o.id })))
    .execute();
}

/** Moves every session of a user into the past, as if its token had expired. */
export async function expireSessions(ctx: AppContext, userId: number) {
  await ctx.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

/** The 4-digit OTP of the latest password-reset mail sent to this address (once the outbox has sent it). */
export async function latestOtp(t: Pick<TestApp, 'mails' | 'flushMail'>, email: string): Promise<string> {
  await t.flushMail();
  const mail = [...t.mails].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase());
  const otp = mail?.text.match(/\b(\d{4})\b/)?.[1];
  if (!otp) throw new Error(`no OTP mail for ${email}`);
  return otp;
}

const quickHashes = new Map<string, Promise<string>>();

/**
 * Like createUser, but each distinct password is hashed once per test file (a hash costs ~100 ms):
 * for files that need many users. Each user still gets its own row, email and sessions.
 */
export async function createUserQuick(ctx: AppContext, opts: { roleId: number; email?: string; password?: string; first_name?: string }) {
  const now = nowIso();
  const email = opts.email ?? `user-${unique()}@example.com`;
  const password = opts.password ?? 'password-1';
  let hash = quickHashes.get(password);
  if (!hash) quickHashes.set(password, (hash = hashPassword(password)));
  const user = await ctx.db
    .insertInto('users')
    .values({ first_name: opts.first_name ?? 'Test', last_name: 'User', email, password_hash: await hash, role_id: opts.roleId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email, password };
}

/** tokenWith, on createUserQuick. */
export async function quickTokenWith(t: TestApp, operations: OperationName[]) {
  const roleId = await createRole(t.ctx, operations);
  const user = await createUserQuick(t.ctx, { roleId });
  return { token: await t.login(user.email, user.password), user, roleId };
}

export async function createFaq(ctx: AppContext, opts: { title?: string; content?: string } = {}) {
  const now = nowIso();
  return ctx.db
    .insertInto('faqs')
    .values({ title: opts.title ?? `FAQ ${unique()}`, content: opts.content ?? '<p>An answer.</p>', created_at: now, updated_at: now })
    .returning(['id', 'title', 'content'])
    .executeTakeFirstOrThrow();
}

export async function createWarrantyReason(ctx: AppContext, name = `Reason ${unique()}`) {
  const now = nowIso();
  return ctx.db.insertInto('warranty_reasons').values({ name, created_at: now, updated_at: now }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function createGlassType(ctx: AppContext, name = `Glass ${unique()}`) {
  const now = nowIso();
  return ctx.db.insertInto('glass_types').values({ name, created_at: now, updated_at: now }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function createSupportRequest(ctx: AppContext, opts: { name?: string; email?: string; description?: string; createdAt?: string } = {}) {
  const at = opts.createdAt ?? nowIso();
  return ctx.db
    .insertInto('support_requests')
    .values({
      name: opts.name ?? `Visitor ${unique()}`,
      email: opts.email ?? `visitor-${unique()}@example.com`,
      description: opts.description ?? 'Something does not work.',
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'name', 'email', 'description', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Sets (or clears, with null) the notification-settings email: the first row, created when missing. */
export async function setNotificationEmail(ctx: AppContext, email: string | null) {
  const now = nowIso();
  const row = await ctx.db.selectFrom('notification_settings').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (row) await ctx.db.updateTable('notification_settings').set({ email, updated_at: now }).where('id', '=', row.id).execute();
  else await ctx.db.insertInto('notification_settings').values({ email, created_at: now, updated_at: now }).execute();
}

/** A built-in style role (not editable), like Super Admin: its users and itself cannot be changed. */
export async function createFixedRole(ctx: AppContext, operations: OperationName[], name = `Fixed ${unique()}`) {
  const roleId = await createRole(ctx, operations, name);
  await ctx.db.updateTable('roles').set({ editable: 0 }).where('id', '=', roleId).execute();
  return roleId;
}

/** The ids of these operations, in the same order (role bodies take ids). */
export async function operationIds(ctx: AppContext, names: OperationName[]): Promise<number[]> {
  const rows = await ctx.db.selectFrom('operations').select(['id', 'name']).where('name', 'in', names).execute();
  return names.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`unknown operation ${name}`);
    return row.id;
  });
}

// ---- businesses and customers ----------------------------------------------------------------------

export type CustomerOpts = {
  first_name?: string;
  last_name?: string;
  email?: string;
  number?: string;
  password?: string;
  businessId?: number | null;
  approved?: boolean;
  verified?: boolean;
  deleted?: boolean;
  createdAt?: string;
};

/**
 * A customer as the customer app's registration leaves it (or approved, verified, in a business, in the trash).
 * The password hashes once per distinct password and file, like createUserQuick.
 */
export async function createCustomer(ctx: AppContext, opts: CustomerOpts = {}) {
  const now = opts.createdAt ?? nowIso();
  const email = opts.email ?? `customer-${unique()}@example.com`;
  const password = opts.password ?? 'customer-pw-1';
  let hash = quickHashes.get(password);
  if (!hash) quickHashes.set(password, (hash = hashPassword(password)));
  const row = await ctx.db
    .insertInto('customers')
    .values({
      first_name: opts.first_name ?? 'Casey',
      last_name: opts.last_name ?? `Customer ${unique()}`,
      email,
      number: opts.number ?? '0123456789',
      image: null,
      password_hash: await hash,
      business_id: opts.businessId ?? null,
      is_verified: opts.verified ? 1 : 0,
      is_approved: opts.approved ? 1 : 0,
      max_day_allowed: 0,
      per_day_charge_cents: 0,
      created_at: now,
      updated_at: now,
      deleted_at: opts.deleted ? now : null,
    })
    .returning(['id', 'first_name', 'last_name', 'email'])
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** A business with its master customer (created, and made to belong to it, unless one is given). */
export async function createBusiness(
  ctx: AppContext,
  opts: { name?: string; account_id?: string | null; customerId?: number; contact?: string; address?: string; deleted?: boolean; createdAt?: string } = {},
) {
  const now = opts.createdAt ?? nowIso();
  const customerId = opts.customerId ?? (await createCustomer(ctx, { approved: true })).id;
  const business = await ctx.db
    .insertInto('businesses')
    .values({
      name: opts.name ?? `Business ${unique()}`,
      account_id: opts.account_id ?? null,
      customer_id: customerId,
      contact: opts.contact ?? '0123456789',
      address: opts.address ?? '1 Glass Road',
      created_at: now,
      updated_at: now,
      deleted_at: opts.deleted ? now : null,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  await ctx.db.updateTable('customers').set({ business_id: business.id }).where('id', '=', customerId).execute();
  return { ...business, customerId };
}

/** A customer of a business (the business, with its own master customer, is made when not given). */
export async function createEmployee(ctx: AppContext, opts: CustomerOpts = {}) {
  const businessId = opts.businessId ?? (await createBusiness(ctx)).id;
  return { ...(await createCustomer(ctx, { approved: true, ...opts, businessId })), businessId };
}

// ---- trolleys -------------------------------------------------------------------------------------

/** A stored image (a tiny placeholder row in `files`), as POST /files leaves one: its url for trolley bodies. */
export async function createStoredImage(ctx: AppContext) {
  const name = randomBytes(18).toString('base64url');
  const bytes = Buffer.from([0xff, 0xd8, 0xff]);
  await ctx.db
    .insertInto('files')
    .values({
      name,
      content_type: 'image/jpeg',
      byte_size: bytes.length,
      width: 1,
      height: 1,
      data: bytes,
      thumbnail_content_type: 'image/webp',
      thumbnail: bytes,
      uploaded_by_user_id: null,
      uploaded_by_customer_id: null,
      created_at: nowIso(),
    })
    .execute();
  return `/files/${name}`;
}

/** Gives a user these plants (spec §6 plant limits). */
export async function grantPlants(ctx: AppContext, userId: number, plantIds: number[]) {
  if (!plantIds.length) return;
  await ctx.db
    .insertInto('user_plants')
    .values(plantIds.map((plant_id) => ({ user_id: userId, plant_id, created_at: nowIso() })))
    .execute();
}

export type TrolleyOpts = {
  name?: string;
  uid?: string;
  plantId?: number;
  serial_number?: string | null;
  is_certified?: boolean;
  expiry_date?: string | null;
  /** Any status; a transfer's plants and a holder are set as given (no transactions but the first). */
  status?: TrolleyStatus;
  customerId?: number | null;
  fromPlantId?: number | null;
  toPlantId?: number | null;
  /** When it entered its status (and was created): for holds and durations in the past. */
  since?: string;
  deleted?: boolean;
};

/** A trolley (its plant created when not given) with its first transaction, OnPlant unless told otherwise. */
export async function createTrolley(ctx: AppContext, opts: TrolleyOpts = {}) {
  const since = opts.since ?? nowIso();
  const plantId = opts.plantId ?? (await createPlant(ctx)).id;
  const status = opts.status ?? 'OnPlant';
  const row = await ctx.db
    .insertInto('trolleys')
    .values({
      name: opts.name ?? `Trolley ${unique()}`,
      uid: opts.uid ?? `UID-${unique()}`,
      trolley_photo_url: null,
      serial_number: opts.serial_number ?? null,
      is_certified: opts.is_certified ? 1 : 0,
      expiry_date: opts.expiry_date ?? null,
      trolley_status: status,
      plant_id: plantId,
      customer_id: opts.customerId ?? null,
      from_plant_id: opts.fromPlantId ?? null,
      to_plant_id: opts.toPlantId ?? null,
      status_at: since,
      state_version: 0,
      last_transaction_id: null,
      created_at: since,
      updated_at: since,
      deleted_at: opts.deleted ? since : null,
    })
    .returning(['id', 'name', 'uid'])
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('trolley_transactions')
    .values({
      trolley_id: row.id,
      trolley_status: status,
      previous_status: null,
      name: null,
      no_of_bars: 0,
      note: null,
      photos: '[]',
      customer_id: opts.customerId ?? null,
      user_id: null,
      from_plant_id: opts.fromPlantId ?? null,
      to_plant_id: opts.toPlantId ?? plantId,
      at: since,
      recorded_at: since,
      hold_start_id: null,
      hold_end_id: null,
    })
    .execute();
  return { ...row, plantId };
}

/** A cost change of a customer at a given moment (what PUT /customers/{id}/cost writes), and its current values. */
export async function setCostAt(ctx: AppContext, customerId: number, at: string, max_day_allowed: number, per_day_charge_cents: number) {
  await ctx.db.insertInto('customer_cost_history').values({ customer_id: customerId, max_day_allowed, per_day_charge_cents, changed_by_user_id: null, created_at: at }).execute();
  await ctx.db.updateTable('customers').set({ max_day_allowed, per_day_charge_cents }).where('id', '=', customerId).execute();
}

// ---- tickets and files -------------------------------------------------------------------------------

export type TicketOpts = {
  customerId?: number;
  businessId?: number;
  glass_order_no?: string;
  customer_po_no?: string | null;
  glassTypeId?: number;
  warrantyReasonId?: number;
  glass_size?: string;
  received_date?: string;
  expected_date?: string | null;
  note?: string | null;
  status?: 'Created' | 'Notified' | 'Delivered';
  deleted?: boolean;
  createdAt?: string;
  /** How many images of each kind (default 1 Defect, 0 Label). */
  images?: { defect?: number; label?: number };
};

const processedTestImages = new Map<string, Promise<ProcessedImage>>();
function processedTestImage(color: string) {
  let image = processedTestImages.get(color);
  if (!image) processedTestImages.set(color, (image = testImage('jpeg', color).then((b) => processImage(b, 'file'))));
  return image;
}

/**
 * A ticket as the customer app leaves it, with its images stored (the customer, its business, a glass type and a
 * warranty reason are made when not given); or Notified, Delivered, disabled.
 */
export async function createTicket(ctx: AppContext, opts: TicketOpts = {}) {
  let customerId = opts.customerId;
  let businessId = opts.businessId;
  if (customerId === undefined) {
    const employee = await createEmployee(ctx, businessId !== undefined ? { businessId } : {});
    customerId = employee.id;
    businessId = employee.businessId;
  } else if (businessId === undefined) {
    const row = await ctx.db.selectFrom('customers').select('business_id').where('id', '=', customerId).executeTakeFirstOrThrow();
    businessId = row.business_id ?? (await createBusiness(ctx)).id;
  }
  const glassTypeId = opts.glassTypeId ?? (await createGlassType(ctx)).id;
  const warrantyReasonId = opts.warrantyReasonId ?? (await createWarrantyReason(ctx)).id;
  const images = [
    ...Array.from({ length: opts.images?.defect ?? 1 }, () => ({ type: 'Defect' as const, color: '#cc3333' })),
    ...Array.from({ length: opts.images?.label ?? 0 }, () => ({ type: 'Label' as const, color: '#3333cc' })),
  ];
  const processed = await Promise.all(images.map(async (i) => ({ type: i.type, image: await processedTestImage(i.color) })));
  const row = await ctx.db.transaction().execute((trx) =>
    insertTicketWithPhotos(
      trx,
      {
        glass_order_no: opts.glass_order_no ?? `GO-${unique()}`,
        customer_po_no: opts.customer_po_no ?? null,
        glass_type_id: glassTypeId,
        warranty_reason_id: warrantyReasonId,
        glass_size: opts.glass_size ?? '1200x800',
        panel_status: null,
        marks: null,
        received_date: opts.received_date ?? '2026-01-15',
        expected_date: opts.expected_date ?? null,
        note: opts.note ?? null,
      },
      { customerId: customerId!, businessId: businessId! },
      processed,
    ),
  );
  const set: { status?: 'Created' | 'Notified' | 'Delivered'; deleted_at?: string; created_at?: string } = {};
  if (opts.status) set.status = opts.status;
  if (opts.deleted) set.deleted_at = nowIso();
  if (opts.createdAt) set.created_at = opts.createdAt;
  if (Object.keys(set).length) await ctx.db.updateTable('tickets').set(set).where('id', '=', row.id).execute();
  return { id: row.id, ticket_id: row.ticket_id, customerId: customerId!, businessId: businessId!, glassTypeId, warrantyReasonId };
}

/** Puts users in the global ticket settings' lists (replacing them). */
export async function setTicketSettings(ctx: AppContext, settings: Partial<Record<TicketSettingKind, number[]>>) {
  await ctx.db.deleteFrom('ticket_settings').execute();
  const values = Object.entries(settings).flatMap(([kind, ids]) => ids.map((user_id) => ({ kind: kind as 'access', user_id })));
  if (values.length) await ctx.db.insertInto('ticket_settings').values(values).execute();
}
