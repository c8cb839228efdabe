import { CustomerTicketCreateSchema, TicketCommentCreateSchema, TicketNotificationCreateSchema, TicketSettingsSchema, type TicketImageType } from '@glassdesk/shared';
import { sanitizeRichText } from '../lib/sanitize-html.js';
import type { ProcessedImage } from '../lib/images.js';
import { changeStatus, insertTicket, insertTicketMessage, setTicketDisabled, ticketState } from '../modules/tickets/tickets.repository.js';
import { replaceTicketSettings } from '../modules/tickets/ticket-settings.repository.js';
import { daysAgo, later, Timeline, type DemoContext } from './context.js';
import type { DemoCustomer, DemoCustomers } from './businesses.js';
import type { DemoImages } from './images.js';
import type { DemoReference } from './reference.js';
import type { DemoStaff } from './staff.js';

export const DEMO_TICKETS = 300;

const PANEL_STATUS = ['Installed', 'Installed', 'On site, not installed', 'In storage', 'Returned to supplier'] as const;
const MARKS = ['Scratch 40 mm, lower left', 'Fogging along the top spacer bar', 'Chip on the long edge', 'Crack from the bottom right corner', 'Haze visible in low sun'] as const;
const NOTES = [
  '<p>The unit fogged up inside about two weeks after installation.</p>',
  '<p>Crack found during the handover inspection. <strong>Site access via the rear lane</strong>, ask for the site foreman.</p>',
  '<p>Glass arrived scratched; the packing showed no damage.</p><ul><li>Photo of the scratch attached</li><li>Label photo attached</li></ul>',
  '<p>Customer reports distortion visible from the street. Please check against the order specification.</p>',
  '<p>Edge chipped on delivery. The panel is stored at our workshop until the replacement arrives.</p>',
] as const;
const NOTIFICATIONS = [
  'We have received your ticket and ordered a replacement panel.',
  'Your replacement glass is in production and expected within ten working days.',
  'The replacement is ready: our driver will call before delivery.',
  'We need a clearer photo of the label to match your order. Please reply with one.',
  'Our glazier will attend the site on the date you requested.',
] as const;
const COMMENTS = [
  'Checked the batch: two other units from the same run were fine.',
  'Replacement cut scheduled for Tuesday on line 2.',
  'Seal failure confirmed from the photos; warranty applies.',
  'Size on the label does not match the order. Asked sales to confirm with the customer.',
  'Toughened replacement needs 3 extra days for heat soak testing.',
  'Customer called: site closed until Monday.',
] as const;
const SIZES = [600, 750, 900, 1200, 1500, 1800, 2100, 2400] as const;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export type DemoTickets = { tickets: number; disabled: number };

/**
 * Tickets across the demo businesses, raised by their approved customers over months through the same repository
 * call as the customer app's POST /tickets (photos through the files module), then worked by staff: notifications
 * (Created -> Notified), comments, Mark as Delivered, and a few disabled. The later a ticket, the less worked.
 * No mail is sent. Also the global ticket settings.
 */
export async function fillTickets(ctx: DemoContext, data: { reference: DemoReference; staff: DemoStaff; people: DemoCustomers; images: DemoImages }): Promise<DemoTickets> {
  const { db, rng } = ctx;
  const { reference, staff, people, images } = data;
  const notifiers = [...staff.byRole('Office Manager'), ...staff.byRole('Production')];
  const commenters: { id: number }[] = [...staff.byRole('Production'), ctx.admin];

  const settings = TicketSettingsSchema.parse({
    access: [...staff.byRole('Office Manager'), ...staff.byRole('Production'), ...staff.byRole('Sales')].map((u) => u.id),
    emails: [...staff.byRole('Office Manager'), ...staff.byRole('Production')].map((u) => u.id),
    production: staff.byRole('Production').map((u) => u.id),
    sales: staff.byRole('Sales').map((u) => u.id),
  });
  await db.transaction().execute((trx) => replaceTicketSettings(trx, settings));

  const liveBusinesses = new Set(people.businesses.filter((b) => b.live).map((b) => b.id));
  const raisers = people.customers.filter(
    (c): c is DemoCustomer & { costFrom: Date; businessId: number } => c.approved && !c.trashed && c.costFrom !== null && c.businessId !== null && liveBusinesses.has(c.businessId),
  );
  const now = Date.now();
  const timeline = new Timeline();
  let disabled = 0;

  for (let n = 0; n < DEMO_TICKETS; n++) {
    const customer = rng.pick(raisers);
    const earliest = Math.max(customer.costFrom.getTime() + 86_400_000, daysAgo(ctx, 330).getTime());
    const created = new Date(earliest + rng.next() * Math.max(0, now - 3_600_000 - earliest));
    const received = later(created, { days: -rng.int(0, 12) });
    const expected = rng.chance(0.7) ? isoDate(later(received, { days: rng.int(10, 28) })) : null;
    const width = rng.pick(SIZES);
    const fields = CustomerTicketCreateSchema.parse({
      glass_order_no: `GO-${rng.digits(6)}`,
      customer_po_no: rng.chance(0.6) ? `PO${rng.digits(5)}` : null,
      glass_type_id: rng.pick(reference.glassTypes).id,
      warranty_reason_id: rng.pick(reference.warrantyReasons).id,
      glass_size: `${width} x ${rng.pick(SIZES.filter((h) => h <= width + 600))} mm`,
      panel_status: rng.chance(0.8) ? rng.pick(PANEL_STATUS) : null,
      marks: rng.chance(0.5) ? rng.pick(MARKS) : null,
      received_date: isoDate(received),
      expected_date: expected,
      note: rng.chance(0.6) ? rng.pick(NOTES) : null,
    });
    const photos: { type: TicketImageType; image: ProcessedImage }[] = [
      ...rng.sample(images.defects, rng.int(1, 3)).map((image) => ({ type: 'Defect' as const, image })),
      ...rng.sample(images.labels, rng.chance(0.6) ? 1 : 0).map((image) => ({ type: 'Label' as const, image })),
    ];
    const ticket = { id: 0 };
    timeline.add(created, async () => {
      const note = fields.note === null ? null : sanitizeRichText(fields.note);
      const row = await db.transaction().execute((trx) => insertTicket(trx, { ...fields, note }, { customerId: customer.id, businessId: customer.businessId }, photos));
      ticket.id = row.id;
    });

    // Staff work it: a notification (or two), comments, delivery; what would lie in the future does not happen yet.
    const past = (at: Date) => at.getTime() < now - 3_600_000;
    let at = created;
    const worked = rng.chance(0.9);
    if (worked) {
      at = later(at, { hours: rng.int(4, 120) });
      for (let k = 0; k < (rng.chance(0.3) ? 2 : 1) && past(at); k++) {
        const message = TicketNotificationCreateSchema.parse({ id: 1, message: rng.pick(NOTIFICATIONS) }).message;
        const by = rng.pick(notifiers);
        timeline.add(at, () =>
          db.transaction().execute(async (trx) => {
            if ((await ticketState(trx, ticket.id))?.deleted_at) return;
            await insertTicketMessage(trx, 'ticket_notifications', ticket.id, message, by.id);
            await changeStatus(trx, ticket.id, ['Created'], 'Notified');
          }),
        );
        at = later(at, { days: rng.int(1, 6) });
      }
    }
    for (let k = rng.int(0, 3); k > 0; k--) {
      const when = later(created, { hours: rng.int(2, 24 * 20) });
      const message = TicketCommentCreateSchema.parse({ message: rng.pick(COMMENTS) }).message;
      const by = rng.pick(commenters);
      // POST /tickets/{id}/comments: not on a disabled ticket.
      if (past(when)) timeline.add(when, async () => !(await ticketState(db, ticket.id))?.deleted_at && insertTicketMessage(db, 'ticket_comments', ticket.id, message, by.id));
    }
    if (worked && rng.chance(0.85)) {
      at = later(at, { days: rng.int(3, 20) });
      if (past(at)) timeline.add(at, () => changeStatus(db, ticket.id, ['Created', 'Notified'], 'Delivered'));
    }
    if (rng.chance(0.05)) {
      at = later(at, { days: rng.int(1, 10) });
      disabled++;
      timeline.add(past(at) ? at : new Date(now - 1_800_000), () => setTicketDisabled(db, ticket.id, true));
    }
  }
  await timeline.play();
  return { tickets: DEMO_TICKETS, disabled };
}
