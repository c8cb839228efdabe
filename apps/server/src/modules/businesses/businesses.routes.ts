import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUSINESS_TICKET_SETTING_KINDS,
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
  type BusinessSave,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { conflict, invalidField, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { trashGate } from '../../lib/trash-gate.js';
import {
  findBusiness,
  insertBusiness,
  listBusinesses,
  listBusinessOptions,
  lockBusiness,
  restoreBusiness,
  softDeleteBusiness,
  storedMaster,
  updateBusiness,
} from './businesses.repository.js';
import {
  getBusinessSettings,
  listCustomerOptions,
  listCustomers,
  liveBusinessMasteredBy,
  lockCustomer,
  notCustomersOf,
  replaceBusinessSettings,
  setCustomerBusiness,
} from '../customers/customers.repository.js';

export const CUSTOMER_GONE = 'The chosen Customer does not exist.';
const masterElsewhere = (name: string) => `This Customer is already the master customer of ${name}.`;

export async function businessesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['businesses'];

  /**
   * Creates or updates a business. The master customer (locked first, then the business: one lock order for
   * every write here) must be live and master of no other live business; it then belongs to this business
   * (the issue: "creating a business with a master customer makes that customer belong to it").
   */
  async function save(id: number | undefined, body: BusinessSave) {
    if (id !== undefined && !(await findBusiness(ctx.db, id))) throw notFound('Business');
    const savedId = await ctx.db.transaction().execute(async (trx) => {
      if (!(await lockCustomer(trx, body.customer_id))) throw invalidField('customer_id', CUSTOMER_GONE);
      if (id !== undefined && !(await lockBusiness(trx, id))) throw notFound('Business');
      const other = await liveBusinessMasteredBy(trx, body.customer_id, id);
      if (other) throw conflict(masterElsewhere(other.name));
      const businessId = id ?? (await insertBusiness(trx, body));
      if (id !== undefined) await updateBusiness(trx, id, body);
      await setCustomerBusiness(trx, body.customer_id, businessId);
      return businessId;
    });
    return (await findBusiness(ctx.db, savedId))!;
  }

  r.get(
    '/business',
    {
      config: { access: { operation: ['List Business', 'List Deleted Business'] } },
      onRequest: trashGate('List Business', 'List Deleted Business'),
      schema: { tags, querystring: BusinessListQuerySchema, response: { 200: BusinessListSchema, ...errorResponses(401, 403, 422) } },
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
      schema: { tags, querystring: OptionsQuerySchema, response: { 200: BusinessOptionsSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => listBusinessOptions(ctx.db, request.query),
  );

  // The edit screen (Update Business) and the employees screen (View Business) both show the business.
  r.get(
    '/business/:id',
    {
      config: { access: { operation: ['View Business', 'Update Business'] } },
      schema: { tags, params: IdParamsSchema, response: { 200: BusinessSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const business = await findBusiness(ctx.db, request.params.id);
      if (!business) throw notFound('Business');
      return business;
    },
  );

  r.post(
    '/business',
    {
      config: { access: { operation: 'Add Business' } },
      schema: { tags, body: BusinessSaveSchema, response: { 201: BusinessSchema, ...errorResponses(401, 403, 409, 422) } },
    },
    async (request, reply) => reply.status(201).send(await save(undefined, request.body)),
  );

  r.put(
    '/business/:id',
    {
      config: { access: { operation: 'Update Business' } },
      schema: { tags, params: IdParamsSchema, body: BusinessSaveSchema, response: { 200: BusinessSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    (request) => save(request.params.id, request.body),
  );

  // A soft delete (spec §4): restorable, so nothing is orphaned. Its customers keep their business_id and read
  // as having no business while it is in the trash.
  r.delete(
    '/business/:id',
    {
      config: { access: { operation: 'Delete Business' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await softDeleteBusiness(ctx.db, request.params.id))) throw notFound('Business');
      return { message: MESSAGES.businessDeleted };
    },
  );

  r.put(
    '/business/:id/restore',
    {
      config: { access: { operation: 'Restore Business' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      const stored = await storedMaster(ctx.db, id);
      await ctx.db.transaction().execute(async (trx) => {
        if (stored?.customer_id != null && !(await lockCustomer(trx, stored.customer_id))) {
          throw conflict('Its master customer is in the trash: restore that Customer first.');
        }
        if (!(await lockBusiness(trx, id, 'trashed'))) throw notFound('Business');
        if (!(await restoreBusiness(trx, id))) throw notFound('Business');
        // As on create: the master customer belongs to the business it is master of.
        if (stored?.customer_id != null) await setCustomerBusiness(trx, stored.customer_id, id);
      });
      return { message: MESSAGES.restored };
    },
  );

  // The employees screen.
  r.get(
    '/business/:id/customers',
    {
      config: { access: { operation: 'View Business' } },
      schema: { tags, params: IdParamsSchema, querystring: BusinessCustomerListQuerySchema, response: { 200: CustomerListSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await findBusiness(ctx.db, request.params.id))) throw notFound('Business');
      return listCustomers(ctx.db, request.query, { businessId: request.params.id });
    },
  );

  r.get(
    '/business/:id/customers/all',
    {
      config: { access: { operation: ['View Business', 'Update Business'] } },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: OptionsQuerySchema.partial({ limit: true }),
        response: { 200: CustomerOptionsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      if (!(await findBusiness(ctx.db, request.params.id))) throw notFound('Business');
      // The settings screen shows every customer of the business at once: no cap unless asked.
      return listCustomerOptions(ctx.db, { search: request.query.search ?? '', limit: request.query.limit ?? Number.MAX_SAFE_INTEGER }, request.params.id);
    },
  );

  r.get(
    '/business/:id/customers/settings',
    {
      config: { access: { operation: 'Update Business' } },
      schema: { tags, params: IdParamsSchema, response: { 200: BusinessTicketSettingsResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await findBusiness(ctx.db, request.params.id))) throw notFound('Business');
      return getBusinessSettings(ctx.db, request.params.id);
    },
  );

  r.put(
    '/business/:id/customers/settings',
    {
      config: { access: { operation: 'Update Business' } },
      schema: { tags, params: IdParamsSchema, body: BusinessTicketSettingsSchema, response: { 200: BusinessTicketSettingsResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findBusiness(ctx.db, id))) throw notFound('Business');
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockBusiness(trx, id))) throw notFound('Business');
        for (const kind of BUSINESS_TICKET_SETTING_KINDS) {
          const strangers = await notCustomersOf(trx, id, request.body[kind]);
          if (strangers.length) throw invalidField(kind, `Only this Business's customers can be chosen (not ${strangers.join(', ')}).`);
        }
        await replaceBusinessSettings(trx, id, request.body);
      });
      return getBusinessSettings(ctx.db, id);
    },
  );
}
