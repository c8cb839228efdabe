import { CustomerTicketCreateSchema, TicketCommentCreateSchema, TicketNotificationCreateSchema, TicketSettingsSchema, type TicketImageType } from '@glassdesk/shared';
import { sanitizeRichText } from '../lib/sanitize-html.js';
import type { ProcessedImage } from '../lib/images.js';
import { changeStatus, insertTicketMessage, setTicketDisabled, ticketState } from '../modules/tickets/tickets.repository.js';
import { insertTicketWithPhotos } from '../modules/tickets/tickets.service.js';
import { replaceTicketSettings } from '../modules/tickets/ticket-settings.repository.js';
import { daysAgo, later, Timeline, type DemoContext } from './context.js';
import type { DemoCustomer, DemoCustomers } from './businesses.js';
import { drawAll, labelImage, type DefectKind, type LabelDetails } from './images.js';
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

const DAY_MS = 86_400_000;
/** The photo a customer takes shows what the warranty reason says: condensation or haze, a crack, or marks. */
const defectKind = (reason: string): DefectKind => (/condensation|coating|delamination/i.test(reason) ? 'fog' : /breakage|crack/i.test(reason) ? 'crack' : 'scratch');
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** A fraction of tickets comes with a photo of the supplier's label (the customer app asks for one, it is optional). */
const LABEL_SHARE = 0.35;

export type DemoTickets = { tickets: number; disabled: number };

/**
 * Tickets across the demo businesses, raised by their approved customers over months through the same repository
 * call as the customer app's POST /tickets (photos through the files module), then worked by staff: notifications
 * (Created -> Notified), comments, Mark as Delivered, and a few disabled. The later a ticket, the less worked.
 * No mail is sent. Also the global ticket settings.
 */
export async function fillTickets(
  ctx: DemoContext,
  data: { reference: DemoReference; staff: DemoStaff; people: DemoCustomers; defectImages: Record<DefectKind, ProcessedImage[]> },
): Promise<DemoTickets> {
  const { db, rng } = ctx;
  const { reference, staff, people, defectImages } = data;
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
  // The fill's today (its end, as the trolleys'), or the wall clock when that comes first: the same set on any day.
  const now = Math.min(ctx.today.getTime() + 7 * 3_600_000, Date.now());
  const timeline = new Timeline();
  let disabled = 0;

  const labels: { details: LabelDetails; photos: { type: TicketImageType; image: ProcessedImage }[] }[] = [];

  for (let n = 0; n < DEMO_TICKETS; n++) {
    const customer = rng.pick(raisers);
    const earliest = Math.max(customer.costFrom.getTime() + DAY_MS, daysAgo(ctx, 330).getTime());
    const created = new Date(earliest + rng.next() * Math.max(0, now - 3_600_000 - earliest));
    // The story of the dates: the glass arrived (received_date), the fault showed within days and the ticket was raised
    // (created_at); the customer asks for the replacement a week or more after raising it (expected_date), which may
    // still be ahead. Never expected before raised, nor raised before the glass arrived.
    const received = new Date(created.getTime() - rng.int(0, 12) * DAY_MS);
    const expected = rng.chance(0.7) ? new Date(created.getTime() + rng.int(7, 28) * DAY_MS) : null;
    const width = rng.pick(SIZES);
    const glassType = rng.pick(reference.glassTypes);
    const reason = rng.pick(reference.warrantyReasons);
    const fields = CustomerTicketCreateSchema.parse({
      glass_order_no: `GO-${rng.digits(6)}`,
      customer_po_no: rng.chance(0.6) ? `PO${rng.digits(5)}` : null,
      glass_type_id: glassType.id,
      warranty_reason_id: reason.id,
      glass_size: `${width} x ${rng.pick(SIZES.filter((h) => h <= width + 600))} mm`,
      panel_status: rng.chance(0.8) ? rng.pick(PANEL_STATUS) : null,
      marks: rng.chance(0.5) ? rng.pick(MARKS) : null,
      received_date: isoDate(received),
      expected_date: expected && isoDate(expected),
      note: rng.chance(0.6) ? rng.pick(NOTES) : null,
    });
    const photos: { type: TicketImageType; image: ProcessedImage }[] = rng
      .sample(defectImages[defectKind(reason.name)], rng.int(1, 3))
      .map((image) => ({ type: 'Defect' as const, image }));
    if (rng.chance(LABEL_SHARE)) {
      // Drawn below, all at once: the label shows this ticket's own order.
      const batch = `${rng.digits(4)}-${rng.digits(2)}`;
      labels.push({
        details: { orderNo: fields.glass_order_no, glassType: glassType.name, size: fields.glass_size, customerPo: fields.customer_po_no, batch, tilt: rng.int(-4, 4) },
        photos,
      });
    }
    const ticket = { id: 0 };
    timeline.add(created, async () => {
      const note = fields.note === null ? null : sanitizeRichText(fields.note);
      const row = await db.transaction().execute((trx) => insertTicketWithPhotos(trx, { ...fields, note }, { customerId: customer.id, businessId: customer.businessId }, photos));
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
      // Delivered around the date the customer asked for (a few days either side), else 3 to 20 days on.
      const target = expected ? expected.getTime() + rng.int(-4, 3) * DAY_MS : later(at, { days: rng.int(3, 20) }).getTime();
      at = new Date(Math.max(later(at, { days: 1 }).getTime(), target));
      if (past(at)) timeline.add(at, () => changeStatus(db, ticket.id, ['Created', 'Notified'], 'Delivered'));
    }
    if (rng.chance(0.05)) {
      at = later(at, { days: rng.int(1, 10) });
      disabled++;
      timeline.add(past(at) ? at : new Date(now - 1_800_000), () => setTicketDisabled(db, ticket.id, true));
    }
  }
  await drawAll(
    labels.map(
      ({ details, photos }) =>
        async () =>
          void photos.push({ type: 'Label', image: await labelImage(details) }),
    ),
  );
  await timeline.play();
  return { tickets: DEMO_TICKETS, disabled };
}
