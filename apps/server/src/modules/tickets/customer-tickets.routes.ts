import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerTicketCreateSchema,
  CustomerTicketCreatedSchema,
  CustomerTicketListQuerySchema,
  CustomerTicketListSchema,
  CustomerTicketSchema,
  clean,
  IdParamsSchema,
  TICKET_IMAGE_FIELDS,
  TICKET_NOTE_MAX,
  type TicketImageType,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { readImageForm } from '../../lib/multipart.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { isUniqueViolation } from '../../db/sql.js';
import type { ProcessedImage } from '../../lib/images.js';
import { currentCustomer } from '../../plugins/customer-auth.js';
import { findCustomer } from '../customers/customers.repository.js';
import { findTicket, insertTicket, listTicketMessages, listTickets } from './tickets.repository.js';
import { newTicketMails } from './tickets.mail.js';

export const NEEDS_APPROVAL = 'Your account must be approved before you can raise a ticket.';
export const NEEDS_BUSINESS = 'Your account must belong to a Business before you can raise a ticket. Ask GlassDesk to assign you to one.';

const IMAGE_SPEC = {
  defect_images: { ...TICKET_IMAGE_FIELDS.defect_images, label: 'Defect' },
  label_images: { ...TICKET_IMAGE_FIELDS.label_images, label: 'Label' },
};

/** The customer app's tickets (CONTRACT "The customer app's API"). */
export async function customerTicketsRoutes(api: FastifyInstance, ctx: AppContext) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer app'];
  const security = [{ customerBearer: [] }];

  /** The customer and what they may see: their own tickets, and their business's when master or given `access`. */
  async function viewer(customerId: number) {
    const customer = await findCustomer(ctx.db, customerId);
    if (!customer) throw notFound('Customer');
    let businessId: number | null = null;
    if (customer.business) {
      const business = await ctx.db.selectFrom('businesses').select('customer_id').where('id', '=', customer.business.id).executeTakeFirst();
      const access = await ctx.db
        .selectFrom('business_customer_settings')
        .select('customer_id')
        .where('business_id', '=', customer.business.id)
        .where('kind', '=', 'access')
        .where('customer_id', '=', customer.id)
        .executeTakeFirst();
      if (business?.customer_id === customer.id || access) businessId = customer.business.id;
    }
    return { customer, visibleTo: { customerId: customer.id, businessId } };
  }

  r.post(
    '/tickets',
    {
      config: { customerAccess: 'customer' },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: glass_order_no, customer_po_no, glass_type_id, warranty_reason_id, glass_size, panel_status, marks, received_date, expected_date, note, and JPEG/PNG/WebP files in defect_images (1-5) and label_images (0-5), 10 MB each.',
        response: { 201: CustomerTicketCreatedSchema, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const me = currentCustomer(request);
      const customer = await findCustomer(ctx.db, me.id);
      if (!customer) throw notFound('Customer');
      if (!customer.is_approved) throw conflict(NEEDS_APPROVAL);
      if (!customer.business) throw conflict(NEEDS_BUSINESS);

      const form = await readImageForm(request, IMAGE_SPEC);
      const parsed = CustomerTicketCreateSchema.safeParse(form.fields);
      if (!parsed.success) {
        throw new HttpError(
          422,
          parsed.error.issues.map((i) => ({ loc: ['body', ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))], msg: i.message, type: i.code })),
        );
      }
      const data = parsed.data;
      const [glassType, reason] = await Promise.all([
        ctx.db.selectFrom('glass_types').select('id').where('id', '=', data.glass_type_id).executeTakeFirst(),
        ctx.db.selectFrom('warranty_reasons').select('id').where('id', '=', data.warranty_reason_id).executeTakeFirst(),
      ]);
      if (!glassType) throw invalidField('glass_type_id', 'The chosen Glass Type does not exist.');
      if (!reason) throw invalidField('warranty_reason_id', 'The chosen Warranty Reason does not exist.');
      let note: string | null = null;
      if (data.note !== null) {
        note = sanitizeRichText(data.note);
        if (clean(note.replace(/&nbsp;|&#160;/gi, ' ')) === '') note = null;
        else if (note.length > TICKET_NOTE_MAX) throw invalidField('note', `Note must be at most ${TICKET_NOTE_MAX} characters.`);
      }

      const images: Array<{ type: TicketImageType; image: ProcessedImage }> = [
        ...form.images.defect_images.map((image) => ({ type: 'Defect' as const, image })),
        ...form.images.label_images.map((image) => ({ type: 'Label' as const, image })),
      ];
      const owner = { customerId: customer.id, businessId: customer.business.id };
      // One transaction for the ticket, its files and their links; a ticket_id collision retries it with a new code.
      let created: { id: number; ticket_id: string; status: 'Created' | 'Notified' | 'Delivered' } | undefined;
      for (let attempt = 1; !created; attempt++) {
        try {
          created = await ctx.db.transaction().execute((trx) => insertTicket(trx, { ...data, note }, owner, images));
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 5) throw err;
        }
      }
      const ticket = (await findTicket(ctx.db, created.id))!;
      ctx.mailQueue.enqueue(await newTicketMails(ctx.db, { ...ticket, customer_name: ticket.name }));
      return reply.status(201).send({ id: created.id, ticket_id: created.ticket_id, status: created.status });
    },
  );

  r.get(
    '/tickets',
    {
      config: { customerAccess: 'customer' },
      schema: { tags, security, querystring: CustomerTicketListQuerySchema, response: { 200: CustomerTicketListSchema, ...errorResponses(401, 422) } },
    },
    async (request) => {
      const { visibleTo } = await viewer(currentCustomer(request).id);
      const page = await listTickets(ctx.db, request.query, { visibleTo });
      return { list: page.list.map(({ deleted_at: _d, ...row }) => row), count: page.count };
    },
  );

  // Another customer's ticket (or one disabled by staff) is a 404: it does not exist for this customer.
  r.get(
    '/tickets/:id',
    {
      config: { customerAccess: 'customer' },
      schema: { tags, security, params: IdParamsSchema, response: { 200: CustomerTicketSchema, ...errorResponses(401, 404, 422) } },
    },
    async (request) => {
      const { visibleTo } = await viewer(currentCustomer(request).id);
      const ticket = await findTicket(ctx.db, request.params.id);
      const visible = ticket && (ticket.customer_id === visibleTo.customerId || (visibleTo.businessId !== null && ticket.business_id === visibleTo.businessId));
      if (!ticket || !visible) throw notFound('Ticket');
      const { deleted_at: _d, ...rest } = ticket;
      return { ...rest, notifications: await listTicketMessages(ctx.db, 'ticket_notifications', ticket.id) };
    },
  );
}
