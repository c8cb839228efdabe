import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessCustomerListQuerySchema,
  BusinessListQuerySchema,
  BusinessListSchema,
  BusinessOptionsSchema,
  BusinessSaveSchema,
  BusinessSchema,
  BusinessTicketSettingsResponseSchema,
  BusinessTicketSettingsSchema,
  CustomerListSchema,
  CustomerOptionsSchema,
  IdParamsSchema,
  MESSAGES,
  MessageSchema,
  OptionsQuerySchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import { trashGate } from '../../lib/trash-gate.js';
import {
  businessCustomerOptions,
  businessCustomers,
  businessSettings,
  deleteBusiness,
  getBusiness,
  listBusinesses,
  listBusinessOptions,
  restoreBusiness,
  saveBusiness,
  saveBusinessSettings,
} from './businesses.service.js';

export async function businessesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['businesses'];

  r.get(
    '/business',
    {
      config: { access: { operation: ['List Business', 'List Deleted Business'] } },
      onRequest: trashGate('List Business', 'List Deleted Business'),
      schema: {
        operationId: 'listBusinesses',
        summary: 'List businesses (paged, sortable, searchable)',
        description: 'deleted=true lists the businesses in the trash instead.',
        tags,
        querystring: BusinessListQuerySchema,
        response: { 200: BusinessListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listBusinesses(ctx.db, request.query, request.query.deleted),
  );

  // The choices of other screens: the customer's Update Business dialog, and later tickets and trolleys.
  r.get(
    '/business/all',
    {
      // Also the tickets list's Business filter (List Tickets, List Deleted Tickets).
      config: {
        access: { operation: ['List Business', 'Add Business', 'Update Business', 'View Business', 'Update Customer', 'View Customer', 'List Tickets', 'List Deleted Tickets'] },
      },
      schema: {
        operationId: 'listBusinessOptions',
        summary: 'List live businesses as choices for a picker (id and name, searchable)',
        tags,
        querystring: OptionsQuerySchema,
        response: { 200: BusinessOptionsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listBusinessOptions(ctx.db, request.query),
  );

  // The edit screen (Update Business) and the employees screen (View Business) both show the business.
  r.get(
    '/business/:id',
    {
      config: { access: { operation: ['View Business', 'Update Business'] } },
      schema: {
        operationId: 'getBusiness',
        summary: 'Get a business',
        description: 'Answers the ETag of its version: send it as If-Match with the PUT.',
        tags,
        params: IdParamsSchema,
        response: { 200: BusinessSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await getBusiness(ctx.db, request.params.id)),
  );

  r.post(
    '/business',
    {
      config: { access: { operation: 'Add Business' } },
      schema: {
        operationId: 'createBusiness',
        summary: 'Create a business',
        description: 'Its master customer (customer_id) is moved to this business; 409 when that customer is already the master customer of another live business.',
        tags,
        body: BusinessSaveSchema,
        response: { 201: BusinessSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await saveBusiness(ctx.db, undefined, request.body)),
  );

  r.put(
    '/business/:id',
    {
      config: { access: { operation: 'Update Business' } },
      schema: {
        operationId: 'updateBusiness',
        summary: 'Update a business',
        description:
          'Its master customer (customer_id) is moved to this business; 409 when that customer is already the master customer of another live business. With If-Match (the ETag of GET), a business saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: BusinessSaveSchema,
        response: { 200: BusinessSchema, ...errorResponses(401, 403, 404, 409, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await saveBusiness(ctx.db, request.params.id, request.body, ifMatchVersion(request))),
  );

  // A soft delete (spec §4): restorable.
  r.delete(
    '/business/:id',
    {
      config: { access: { operation: 'Delete Business' } },
      schema: {
        operationId: 'deleteBusiness',
        summary: 'Move a business to the trash',
        description: 'A soft delete, undone by restoreBusiness. Its customers keep their business but read as having none while it is in the trash.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await deleteBusiness(ctx.db, request.params.id);
      return { message: MESSAGES.businessDeleted };
    },
  );

  r.put(
    '/business/:id/restore',
    {
      config: { access: { operation: 'Restore Business' } },
      schema: {
        operationId: 'restoreBusiness',
        summary: 'Restore a business from the trash',
        description: 'Its master customer belongs to it again; 409 when that customer is in the trash or is now the master customer of another business.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await restoreBusiness(ctx.db, request.params.id);
      return { message: MESSAGES.restored };
    },
  );

  // The employees screen.
  r.get(
    '/business/:id/customers',
    {
      config: { access: { operation: 'View Business' } },
      schema: {
        operationId: 'listBusinessCustomers',
        summary: "List a business's customers (paged, sortable, searchable)",
        tags,
        params: IdParamsSchema,
        querystring: BusinessCustomerListQuerySchema,
        response: { 200: CustomerListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => businessCustomers(ctx.db, request.params.id, request.query),
  );

  r.get(
    '/business/:id/customers/all',
    {
      config: { access: { operation: ['View Business', 'Update Business'] } },
      schema: {
        operationId: 'listBusinessCustomerOptions',
        summary: "List a business's customers as choices for a picker",
        description: 'Every live customer of the business unless limit is given (the ticket settings screen shows them all).',
        tags,
        params: IdParamsSchema,
        querystring: OptionsQuerySchema.partial({ limit: true }),
        response: { 200: CustomerOptionsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => businessCustomerOptions(ctx.db, request.params.id, request.query),
  );

  r.get(
    '/business/:id/customers/settings',
    {
      config: { access: { operation: 'Update Business' } },
      schema: {
        operationId: 'getBusinessTicketSettings',
        summary: "Get a business's ticket settings",
        description:
          "Three lists of the business's customer ids: access (sees all the business's tickets in the app), emails (mailed about new tickets and ticket notifications) and notifications (mailed about ticket notifications).",
        tags,
        params: IdParamsSchema,
        response: { 200: BusinessTicketSettingsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => businessSettings(ctx.db, request.params.id),
  );

  r.put(
    '/business/:id/customers/settings',
    {
      config: { access: { operation: 'Update Business' } },
      schema: {
        operationId: 'updateBusinessTicketSettings',
        summary: "Replace a business's ticket settings",
        description: "Each list replaces the stored one and may name only the business's own live customers (422 on that list otherwise).",
        tags,
        params: IdParamsSchema,
        body: BusinessTicketSettingsSchema,
        response: { 200: BusinessTicketSettingsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => saveBusinessSettings(ctx.db, request.params.id, request.body),
  );
}
