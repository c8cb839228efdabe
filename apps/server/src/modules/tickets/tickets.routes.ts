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
import { forbidden } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import { binaryResponse } from '../../openapi/openapi.js';
import { ticketPermissions } from './ticket-settings.service.js';
import { ticketsSheet } from './tickets.export.js';
import {
  commentOnTicket,
  customerTicketList,
  deliverTicket,
  disableTicket,
  getTicket,
  notifyTicket,
  recentTickets,
  restoreTicket,
  ticketComments,
  ticketList,
  ticketNotifications,
} from './tickets.service.js';

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

  r.get(
    '/tickets',
    {
      config: { access: { operation: ['List Tickets', 'List Deleted Tickets'] } },
      onRequest: disabledGate,
      schema: {
        operationId: 'listTickets',
        summary: 'List warranty tickets (paged, sortable, searchable)',
        description: "disabled=1 lists the disabled tickets (the trash) instead; business=<id> keeps one business's tickets.",
        tags,
        querystring: TicketListQuerySchema,
        response: { 200: TicketListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => ticketList(ctx.db, request.query),
  );

  // The dashboard's Recent Tickets: ticket data, so it needs a ticket operation (the dashboard's counts do not).
  r.get(
    '/tickets/recent',
    {
      config: { access: { operation: ['List Tickets', 'View Ticket'] } },
      schema: {
        operationId: 'listRecentTickets',
        summary: 'List the newest tickets for the dashboard',
        description: 'Live tickets, newest first; limit is 5, 10 or 20.',
        tags,
        querystring: RecentTicketsQuerySchema,
        response: { 200: RecentTicketsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => recentTickets(ctx.db, request.query.start, request.query.limit),
  );

  r.get(
    '/tickets/permissions',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'getTicketPermissions',
        summary: 'Get whether the signed-in user may view and add ticket comments',
        description: 'Follows the ticket settings: production users may view and add comments, sales users may view them, the Super Admin may do both.',
        tags,
        response: { 200: TicketPermissionsSchema, ...errorResponses(401) },
      },
    },
    (request) => ticketPermissions(ctx.db, currentUser(request)),
  );

  // The customer detail's paged list of that customer's tickets.
  r.get(
    '/tickets/customers/:customerId',
    {
      config: { access: { operation: ['List Tickets', 'View Customer'] } },
      schema: {
        operationId: 'listCustomerTickets',
        summary: "List one customer's tickets (paged, sortable, searchable)",
        tags,
        params: CustomerIdParamsSchema,
        querystring: CustomerTicketListQuerySchema,
        response: { 200: TicketListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => customerTicketList(ctx.db, request.params.customerId, request.query),
  );

  // A disabled ticket can be opened too (from the trash list): deleted_at tells.
  r.get(
    '/tickets/:id',
    {
      config: { access: { operation: 'View Ticket' } },
      schema: {
        operationId: 'getTicket',
        summary: 'Get a ticket with its note and images',
        description: 'A disabled ticket is answered too: its deleted_at is set.',
        tags,
        params: IdParamsSchema,
        response: { 200: TicketSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => getTicket(ctx.db, request.params.id),
  );

  r.delete(
    '/tickets/:id',
    {
      config: { access: { operation: 'Disable Ticket' } },
      schema: {
        operationId: 'disableTicket',
        summary: 'Disable a ticket (move it to the trash)',
        description: 'Undone by restoreTicket. A disabled ticket is hidden from the customer app and cannot be notified, commented on or delivered until restored.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await disableTicket(ctx.db, request.params.id);
      return { message: TICKET_MESSAGES.disabled };
    },
  );

  r.put(
    '/tickets/:id/restore',
    {
      config: { access: { operation: 'Restore Ticket' } },
      schema: {
        operationId: 'restoreTicket',
        summary: 'Restore a disabled ticket',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await restoreTicket(ctx.db, request.params.id);
      return { message: TICKET_MESSAGES.restored };
    },
  );

  // spec §7: an empty body; marks the ticket Delivered. A guarded update: of two clicks, the second is a 409.
  r.put(
    '/tickets/:id/status',
    {
      config: { access: { operation: 'Update Ticket' } },
      schema: {
        operationId: 'markTicketDelivered',
        summary: 'Mark a ticket as Delivered',
        description: 'Takes an empty body. 409 when the ticket is already Delivered (of two clicks, the second) or is disabled.',
        tags,
        params: IdParamsSchema,
        response: { 200: TicketSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => deliverTicket(ctx.db, request.params.id),
  );

  // Stored with its sender; a Created ticket becomes Notified (a Notified or Delivered one keeps its status). Mailed
  // after the commit.
  r.post(
    '/tickets/notification',
    {
      config: { access: { operation: 'Update Ticket' } },
      schema: {
        operationId: 'sendTicketNotification',
        summary: 'Send a notification about a ticket to its customer',
        description:
          "Stored with its sender (the customer app shows it with the ticket) and mailed to the ticket's customer and to the business's master, emails and notifications customers (queued in the same transaction). A Created ticket becomes Notified; 409 while the ticket is disabled.",
        tags,
        body: TicketNotificationCreateSchema,
        response: { 201: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await notifyTicket(ctx, currentUser(request), request.body);
      return reply.status(201).send({ message: TICKET_MESSAGES.sent });
    },
  );

  r.get(
    '/tickets/:id/notifications',
    {
      config: { access: { operation: 'View Ticket' } },
      schema: {
        operationId: 'listTicketNotifications',
        summary: 'List the notifications sent about a ticket',
        tags,
        params: IdParamsSchema,
        response: { 200: TicketMessagesSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => ticketNotifications(ctx.db, request.params.id),
  );

  // Comments are staff-only (never shown to customers): view_comment / add_comment from GET /tickets/permissions.
  r.get(
    '/tickets/:id/comments',
    {
      config: { access: { operation: 'View Ticket' } },
      schema: {
        operationId: 'listTicketComments',
        summary: "List a ticket's staff comments",
        description: 'Comments are never shown to customers. Answers only when getTicketPermissions gives view_comment (403 otherwise).',
        tags,
        params: IdParamsSchema,
        response: { 200: TicketMessagesSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => ticketComments(ctx.db, currentUser(request), request.params.id),
  );

  r.post(
    '/tickets/:id/comments',
    {
      config: { access: { operation: 'View Ticket' } },
      schema: {
        operationId: 'createTicketComment',
        summary: 'Add a staff comment to a ticket',
        description: "Needs add_comment from getTicketPermissions (403 otherwise); mailed to the ticket settings' sales users except its writer. 409 while the ticket is disabled.",
        tags,
        params: IdParamsSchema,
        body: TicketCommentCreateSchema,
        response: { 201: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await commentOnTicket(ctx, currentUser(request), request.params.id, request.body.message);
      return reply.status(201).send({ message: TICKET_MESSAGES.commentAdded });
    },
  );

  // CONTRACT: the same filters as GET /tickets; every matching row, streamed (memory stays flat however many).
  r.get(
    '/report/tickets/export',
    {
      config: {
        access: { operation: ['List Tickets', 'List Deleted Tickets'] },
        openapi: { responses: { 200: binaryResponse('tickets.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') } },
      },
      onRequest: disabledGate,
      schema: {
        operationId: 'exportTickets',
        summary: 'Export the matching tickets as an Excel workbook',
        tags,
        querystring: TicketListQuerySchema,
        description: 'An Excel workbook (tickets.xlsx) of every ticket matching the filters; start and limit are ignored.',
        response: errorResponses(401, 403, 422),
      },
    },
    (request, reply) => sendXlsx(request, reply, ticketsSheet(ctx, request.query)),
  );
}
