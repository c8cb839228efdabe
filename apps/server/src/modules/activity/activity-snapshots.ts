import type { Kysely } from 'kysely';
import type { ActivityChange, ActivityEntityType } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';

/**
 * A record as the activity log reads it: its label ("Customer Ann Lee") and its fields by their API names with
 * readable values (names, not ids; dollars as on screen; Yes/No). The service reads one before and after its change;
 * the difference is the entry's before -> after list.
 */
export type Snapshot = { label: string; fields: Record<string, string | null> };

const text = (v: string | number | null | undefined): string | null => (v == null || v === '' ? null : String(v));
const yesNo = (v: unknown) => (Number(v) ? 'Yes' : 'No');
export const dollars = (cents: number | null | undefined) => (cents == null ? null : `$${(Number(cents) / 100).toFixed(2)}`);
const person = (first?: string | null, last?: string | null) => (first == null ? null : `${first} ${last ?? ''}`.trim());
/** Rich text as words: tags dropped, spaces folded, cut at 500 characters (the entry is a record, not a copy). */
export const plain = (html: string | null | undefined) => {
  if (html == null) return null;
  const s = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > 500 ? `${s.slice(0, 499)}…` : s || null;
};
const list = (names: (string | null)[]) => {
  const kept = names.filter((n): n is string => !!n).sort((a, b) => a.localeCompare(b));
  return kept.length ? kept.join(', ') : null;
};

type Reader = (db: Kysely<Database>, id: number) => Promise<Snapshot | undefined>;

const named =
  (table: 'cities' | 'warranty_reasons' | 'glass_types', noun: string): Reader =>
  async (db, id) => {
    const r = await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
    return r && { label: `${noun} ${r.name}`, fields: { name: r.name } };
  };

const READERS: Record<ActivityEntityType, Reader> = {
  city: named('cities', 'City'),
  warranty_reason: named('warranty_reasons', 'Warranty Reason'),
  glass_type: named('glass_types', 'Glass Type'),
  // The log's own purge entries carry their changes; there is no record to read.
  activity: async () => undefined,
  async plant(db, id) {
    const r = await db
      .selectFrom('plants as p')
      .leftJoin('cities as c', 'c.id', 'p.city_id')
      .select(['p.name', 'p.address', 'p.contact', 'c.name as city'])
      .where('p.id', '=', id)
      .executeTakeFirst();
    return r && { label: `Plant ${r.name}`, fields: { name: r.name, address: text(r.address), contact: text(r.contact), city_id: text(r.city) } };
  },
  async faq(db, id) {
    const r = await db.selectFrom('faqs').select(['title', 'content']).where('id', '=', id).executeTakeFirst();
    return r && { label: `FAQ ${r.title}`, fields: { title: r.title, content: plain(r.content) } };
  },
  async help(db, id) {
    const r = await db.selectFrom('help').select(['content']).where('id', '=', id).executeTakeFirst();
    return r && { label: 'Help', fields: { content: plain(r.content) } };
  },
  async support(db, id) {
    const r = await db.selectFrom('support_requests').select(['name', 'email', 'description']).where('id', '=', id).executeTakeFirst();
    return r && { label: `Support request from ${r.name}`, fields: { name: r.name, email: r.email, description: plain(r.description) } };
  },
  async notification_settings(db, id) {
    const r = await db.selectFrom('notification_settings').select(['email']).where('id', '=', id).executeTakeFirst();
    return r && { label: 'Notification Settings', fields: { email: text(r.email) } };
  },
  async ticket_settings(db) {
    const rows = await db.selectFrom('ticket_settings as s').innerJoin('users as u', 'u.id', 's.user_id').select(['s.kind', 'u.first_name', 'u.last_name']).execute();
    const of = (kind: string) => list(rows.filter((r) => r.kind === kind).map((r) => person(r.first_name, r.last_name)));
    return {
      label: 'Ticket Settings',
      fields: { access: of('access'), emails: of('emails'), production: of('production'), sales: of('sales'), trolley_alerts: of('trolley_alerts') },
    };
  },
  async role(db, id) {
    const r = await db.selectFrom('roles').select(['name']).where('id', '=', id).executeTakeFirst();
    if (!r) return undefined;
    const ops = await db.selectFrom('role_operations as ro').innerJoin('operations as o', 'o.id', 'ro.operation_id').select('o.name').where('ro.role_id', '=', id).execute();
    return { label: `Role ${r.name}`, fields: { name: r.name, operations: list(ops.map((o) => o.name)) } };
  },
  async user(db, id) {
    const r = await db
      .selectFrom('users as u')
      .leftJoin('roles as r', 'r.id', 'u.role_id')
      .select(['u.first_name', 'u.last_name', 'u.email', 'r.name as role'])
      .where('u.id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    const plants = await db.selectFrom('user_plants as up').innerJoin('plants as p', 'p.id', 'up.plant_id').select('p.name').where('up.user_id', '=', id).execute();
    return {
      label: `User ${person(r.first_name, r.last_name)}`,
      fields: { first_name: r.first_name, last_name: r.last_name, email: r.email, role_id: text(r.role), plants: list(plants.map((p) => p.name)) },
    };
  },
  async customer(db, id) {
    const r = await db
      .selectFrom('customers as c')
      .leftJoin('businesses as b', 'b.id', 'c.business_id')
      .select([
        'c.first_name',
        'c.last_name',
        'c.email',
        'c.number',
        'c.image',
        'b.name as business',
        'c.is_verified',
        'c.is_approved',
        'c.max_day_allowed',
        'c.per_day_charge_cents',
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
    return (
      r && {
        label: `Customer ${person(r.first_name, r.last_name)}`,
        fields: {
          first_name: r.first_name,
          last_name: r.last_name,
          email: r.email,
          number: text(r.number),
          image: text(r.image),
          business_id: text(r.business),
          is_verified: yesNo(r.is_verified),
          is_approved: yesNo(r.is_approved),
          max_day_allowed: text(r.max_day_allowed),
          per_day_charge: dollars(r.per_day_charge_cents),
        },
      }
    );
  },
  async business(db, id) {
    const r = await db
      .selectFrom('businesses as b')
      .leftJoin('customers as c', 'c.id', 'b.customer_id')
      .select(['b.name', 'b.account_id', 'b.contact', 'b.address', 'c.first_name', 'c.last_name'])
      .where('b.id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    const settings = await db
      .selectFrom('business_customer_settings as s')
      .innerJoin('customers as c', 'c.id', 's.customer_id')
      .select(['s.kind', 'c.first_name', 'c.last_name'])
      .where('s.business_id', '=', id)
      .execute();
    const of = (kind: string) => list(settings.filter((s) => s.kind === kind).map((s) => person(s.first_name, s.last_name)));
    return {
      label: `Business ${r.name}`,
      fields: {
        name: r.name,
        account_id: text(r.account_id),
        customer_id: person(r.first_name, r.last_name),
        contact: text(r.contact),
        address: text(r.address),
        access: of('access'),
        emails: of('emails'),
        notifications: of('notifications'),
      },
    };
  },
  async ticket(db, id) {
    const r = await db
      .selectFrom('tickets as t')
      .leftJoin('glass_types as g', 'g.id', 't.glass_type_id')
      .leftJoin('warranty_reasons as w', 'w.id', 't.warranty_reason_id')
      .select([
        't.ticket_id',
        't.customer_name',
        't.business_name',
        't.glass_order_no',
        't.customer_po_no',
        'g.name as glass_type',
        'w.name as warranty_reason',
        't.glass_size',
        't.panel_status',
        't.marks',
        't.received_date',
        't.expected_date',
        't.status',
        't.note',
      ])
      .where('t.id', '=', id)
      .executeTakeFirst();
    return (
      r && {
        label: `Ticket ${r.ticket_id}`,
        fields: {
          customer_id: r.customer_name,
          business_id: r.business_name,
          glass_order_no: r.glass_order_no,
          customer_po_no: text(r.customer_po_no),
          glass_type_id: text(r.glass_type),
          warranty_reason_id: text(r.warranty_reason),
          glass_size: r.glass_size,
          panel_status: text(r.panel_status),
          marks: text(r.marks),
          received_date: text(r.received_date),
          expected_date: text(r.expected_date),
          status: r.status,
          note: plain(r.note),
        },
      }
    );
  },
  async trolley(db, id) {
    const r = await db
      .selectFrom('trolleys as t')
      .leftJoin('plants as p', 'p.id', 't.plant_id')
      .leftJoin('plants as fp', 'fp.id', 't.from_plant_id')
      .leftJoin('plants as tp', 'tp.id', 't.to_plant_id')
      .leftJoin('customers as c', 'c.id', 't.customer_id')
      .select([
        't.name',
        't.uid',
        't.serial_number',
        't.is_certified',
        't.expiry_date',
        't.trolley_status',
        't.trolley_photo_url',
        'p.name as plant',
        'fp.name as from_plant',
        'tp.name as to_plant',
        'c.first_name',
        'c.last_name',
      ])
      .where('t.id', '=', id)
      .executeTakeFirst();
    return (
      r && {
        label: `Trolley ${r.name}`,
        fields: {
          name: r.name,
          uid: r.uid,
          serial_number: text(r.serial_number),
          is_certified: yesNo(r.is_certified),
          expiry_date: text(r.expiry_date),
          trolley_photo_url: text(r.trolley_photo_url),
          trolley_status: r.trolley_status,
          plant_id: text(r.plant),
          customer_id: person(r.first_name, r.last_name),
          from_plant_id: text(r.from_plant),
          to_plant_id: text(r.to_plant),
        },
      }
    );
  },
};

export const readSnapshot = (db: Kysely<Database>, type: ActivityEntityType, id: number) => READERS[type](db, id);

/** The fields that differ, in the snapshot's order; a created record lists its filled fields, a deleted one none. */
export function changesBetween(before: Snapshot | undefined, after: Snapshot | undefined): ActivityChange[] {
  if (!after) return [];
  return Object.entries(after.fields)
    .map(([field, value]) => ({ field, before: before ? (before.fields[field] ?? null) : null, after: value }))
    .filter((c) => c.before !== c.after);
}
