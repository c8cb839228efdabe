import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CustomerTicketListQuerySchema,
  IdParamsSchema,
  MAX_ID,
  MessageSchema,
  RecentTicketsQuerySchema,
  RecentTicketsSchema,
  TICKET_MESSAGES,
  TicketCommentCreateSchema,
  TicketListQuerySchema,
  TicketListSchema,
  TicketMessagesSchema,
  TicketNotificationCreateSchema,
  TicketPermissionsSchema,
  TicketSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { findCustomer } from '../customers/customers.repository.js';
import { changeStatus, findTicket, insertTicketMessage, listTicketMessages, listTickets, recentTickets, setTicketDisabled, ticketState } from './tickets.repository.js';
import { ticketPermissions } from './ticket-settings.repository.js';
import { commentMails, notificationMails } from './tickets.mail.js';
import { streamTicketsXlsx } from './tickets.export.js';

export const TICKET_DISABLED = 'This Ticket is disabled. Restore it first.';
export const ALREADY_DELIVERED = 'This Ticket is already Delivered.';

/**
 * GET /tickets and the export serve the list and, with disabled=1, the trash: each needs its own operation, checked
 * (like trashGate) before validation.
 */
const disabledGate = async (request: FastifyRequest) => {
  const disabled = (request.query as Record<string, unknown> | undefined)?.disabled === '1';
  if (!currentUser(request).operations.has(disabled ? 'List Deleted Tickets' : 'List Tickets')) throw forbidden("You don't have permission.");
};

const CustomerIdParamsSchema = z.object({ customerId: z.coerce.number().int().positive().max(MAX_ID) });

export async function ticketsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];

  /** A ticket that can still be worked on: 404 when there is none, 409 while it is disabled. */
  const workable = async (id: number) => {
    const state = await ticketState(ctx.db, id);
    if (!state) throw notFound('Ticket');
    if (state.deleted_at) throw conflict(TICKET_DISABLED);
    return state;
  };
  const anyTicket = async (id: number) => {
    const state = await ticketState(ctx.db, id);
    if (!state) throw notFound('Ticket');
    return state;
  };

  r.get(
    '/tickets',
    {
      config: { access: { operation: ['List Tickets', 'List Deleted Tickets'] } },
      onRequest: disabledGate,
      schema: { tags, querystring: TicketListQuerySchema, response: { 200: TicketListSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => listTickets(ctx.db, request.query, { deleted: request.query.disabled, businessId: request.query.business }),
  );

  // The dashboard's Recent Tickets: ticket data, so it needs a ticket operation (the dashboard's counts do not).
  r.get(
    '/tickets/recent',
    {
      config: { access: { operation: ['List Tickets', 'View Ticket'] } },
      schema: { tags, querystring: RecentTicketsQuerySchema, response: { 200: RecentTicketsSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => recentTickets(ctx.db, request.query.start, request.query.limit),
  );

  r.get(
    '/tickets/permissions',
    {
      config: { access: { signedIn: true } },
      schema: { tags, response: { 200: TicketPermissionsSchema, ...errorResponses(401) } },
    },
    (request) => ticketPermissions(ctx.db, currentUser(request)),
  );

  // The customer detail's paged list of that customer's tickets.
  r.get(
    '/tickets/customers/:customerId',
    {
      config: { access: { operation: ['List Tickets', 'View Customer'] } },
      schema: { tags, params: CustomerIdParamsSchema, querystring: CustomerTicketListQuerySchema, response: { 200: TicketListSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await findCustomer(ctx.db, request.params.customerId))) throw notFound('Customer');
      return listTickets(ctx.db, request.query, { customerId: request.params.customerId });
    },
  );

  // A disabled ticket can be opened too (from the trash list): deleted_at tells.
  r.get(
    '/tickets/:id',
    {
      config: { access: { operation: 'View Ticket' } },
      schema: { tags, params: IdParamsSchema, response: { 200: TicketSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const ticket = await findTicket(ctx.db, request.params.id, { deleted: 'any' });
      if (!ticket) throw notFound('Ticket');
      return ticket;
    },
  );

  r.delete(
    '/tickets/:id',
    {
      config: { access: { operation: 'Disable Ticket' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await setTicketDisabled(ctx.db, request.params.id, true))) throw notFound('Ticket');
      return { message: TICKET_MESSAGES.disabled };
    },
  );

  r.put(
    '/tickets/:id/restore',
    {
      config: { access: { operation: 'Restore Ticket' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await setTicketDisabled(ctx.db, request.params.id, false))) throw notFound('Ticket');
      return { message: TICKET_MESSAGES.restored };
    },
  );

  // spec §7: an empty body; marks the ticket Delivered. A guarded update: of two clicks, the second is a 409.
  r.put(
    '/tickets/:id/status',
    {
      config: { access: { operation: 'Update Ticket' } },
      schema: { tags, params: IdParamsSchema, response: { 200: TicketSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await changeStatus(ctx.db, id, ['Created', 'Notified'], 'Delivered'))) {
        await workable(id);
        throw conflict(ALREADY_DELIVERED);
      }
      return (await findTicket(ctx.db, id))!;
    },
  );

  // Stored with its sender; a Created ticket becomes Notified (a Notified or Delivered one keeps its status). Mailed
  // after the commit.
  r.post(
    '/tickets/notification',
    {
      config: { access: { operation: 'Update Ticket' } },
      schema: { tags, body: TicketNotificationCreateSchema, response: { 201: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request, reply) => {
      const { id, message } = request.body;
      const me = currentUser(request);
      const ticket = await ctx.db.transaction().execute(async (trx) => {
        const state = await ticketState(trx, id);
        if (!state) throw notFound('Ticket');
        if (state.deleted_at) throw conflict(TICKET_DISABLED);
        await insertTicketMessage(trx, 'ticket_notifications', id, message, me.id);
        await changeStatus(trx, id, ['Created'], 'Notified');
        return state;
      });
      const full = (await findTicket(ctx.db, id))!;
      ctx.mailQueue.enqueue(await notificationMails(ctx.db, { ...ticket, glass_order_no: full.glass_order_no }, message, `${me.first_name} ${me.last_name}`));
      return reply.status(201).send({ message: TICKET_MESSAGES.sent });
    },
  );

  r.get(
    '/tickets/:id/notifications',
    {
      config: { access: { operation: 'View Ticket' } },
      schema: { tags, params: IdParamsSchema, response: { 200: TicketMessagesSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      await anyTicket(request.params.id);
      return listTicketMessages(ctx.db, 'ticket_notifications', request.params.id);
    },
  );

  // Comments are staff-only (never shown to customers): view_comment / add_comment from GET /tickets/permissions.
  r.get(
    '/tickets/:id/comments',
    {
      config: { access: { operation: 'View Ticket' } },
      schema: { tags, params: IdParamsSchema, response: { 200: TicketMessagesSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await ticketPermissions(ctx.db, currentUser(request))).view_comment) throw forbidden("You don't have permission.");
      await anyTicket(request.params.id);
      return listTicketMessages(ctx.db, 'ticket_comments', request.params.id);
    },
  );

  r.post(
    '/tickets/:id/comments',
    {
      config: { access: { operation: 'View Ticket' } },
      schema: { tags, params: IdParamsSchema, body: TicketCommentCreateSchema, response: { 201: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (!(await ticketPermissions(ctx.db, me)).add_comment) throw forbidden("You don't have permission.");
      const { id } = request.params;
      await workable(id);
      await insertTicketMessage(ctx.db, 'ticket_comments', id, request.body.message, me.id);
      const ticket = (await findTicket(ctx.db, id))!;
      ctx.mailQueue.enqueue(await commentMails(ctx.db, ticket, request.body.message, { name: `${me.first_name} ${me.last_name}`, email: me.email }));
      return reply.status(201).send({ message: TICKET_MESSAGES.commentAdded });
    },
  );

  // CONTRACT: the same filters as GET /tickets; every matching row, streamed (memory stays flat however many).
  r.get(
    '/report/tickets/export',
    {
      config: { access: { operation: ['List Tickets', 'List Deleted Tickets'] } },
      onRequest: disabledGate,
      schema: {
        tags,
        querystring: TicketListQuerySchema,
        description: 'An Excel workbook (tickets.xlsx) of every ticket matching the filters; start and limit are ignored.',
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any(), ...errorResponses(401, 403, 422) },
      },
    },
    (request, reply) => streamTicketsXlsx(ctx, request, reply, request.query),
  );
}
