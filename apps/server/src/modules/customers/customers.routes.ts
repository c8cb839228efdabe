import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CostHistoryListQuerySchema,
  CostHistoryListSchema,
  CustomerApprovalSchema,
  CustomerBusinessUpdateSchema,
  CustomerCostSchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerNotificationSchema,
  CustomerOptionsSchema,
  CustomerSchema,
  CustomerVerificationSchema,
  IdParamsSchema,
  MESSAGES,
  MessageSchema,
  OptionsQuerySchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { conflict, invalidField, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { trashGate } from '../../lib/trash-gate.js';
import { lockBusiness } from '../businesses/businesses.repository.js';
import {
  eraseCustomer,
  findCustomer,
  insertNotification,
  listCostHistory,
  listCustomerOptions,
  listCustomers,
  liveBusinessMasteredBy,
  lockCustomer,
  restoreCustomer,
  setCustomerBusiness,
  setCustomerCost,
  setCustomerFlag,
  softDeleteCustomer,
} from './customers.repository.js';

const isMasterOf = (name: string) => `This Customer is the master customer of ${name}. Choose another master customer for that Business first.`;

export async function customersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  const liveCustomer = async (id: number) => {
    const customer = await findCustomer(ctx.db, id);
    if (!customer) throw notFound('Customer');
    return customer;
  };

  r.get(
    '/customers',
    {
      config: { access: { operation: ['List Customers', 'List Deleted Customers'] } },
      onRequest: trashGate('List Customers', 'List Deleted Customers'),
      schema: { tags, querystring: CustomerListQuerySchema, response: { 200: CustomerListSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => listCustomers(ctx.db, request.query, { deleted: request.query.deleted }),
  );

  // The choices of other screens: a business's master customer, and later additional cost and trolleys.
  r.get(
    '/customers/all',
    {
      config: { access: { operation: ['List Customers', 'Add Business', 'Update Business', 'View Additional Cost', 'List Trolleys', 'Update Trolley'] } },
      schema: { tags, querystring: OptionsQuerySchema, response: { 200: CustomerOptionsSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => listCustomerOptions(ctx.db, request.query),
  );

  r.get(
    '/customers/:id',
    {
      config: { access: { operation: 'View Customer' } },
      schema: { tags, params: IdParamsSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => liveCustomer(request.params.id),
  );

  r.delete(
    '/customers/:id',
    {
      config: { access: { operation: 'Delete Customer' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockCustomer(trx, id))) throw notFound('Customer');
        // A live business must keep a live master customer (its master email).
        const mastered = await liveBusinessMasteredBy(trx, id);
        if (mastered) throw conflict(isMasterOf(mastered.name));
        await softDeleteCustomer(trx, id);
      });
      return { message: MESSAGES.customerDeleted };
    },
  );

  r.put(
    '/customers/:id/restore',
    {
      config: { access: { operation: 'Restore Customer' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const restored = await ctx.db.transaction().execute((trx) => restoreCustomer(trx, request.params.id));
      if (!restored) throw notFound('Customer');
      return { message: MESSAGES.restored };
    },
  );

  // Permanent delete: only from the trash; the row and every row about the customer go (no personal data stays).
  r.delete(
    '/customers/:id/deleted',
    {
      config: { access: { operation: 'Permanently Delete Customer' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockCustomer(trx, id, 'trashed'))) {
          if (await findCustomer(trx, id)) throw conflict('Only a Customer in the trash can be permanently deleted. Delete it first.');
          throw notFound('Customer');
        }
        await eraseCustomer(trx, id);
      });
      return { message: MESSAGES.permanentlyDeleted };
    },
  );

  r.put(
    '/customers/:id/business',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: { tags, params: IdParamsSchema, body: CustomerBusinessUpdateSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      const { business_id } = request.body;
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockCustomer(trx, id))) throw notFound('Customer');
        if (!(await lockBusiness(trx, business_id))) throw invalidField('business_id', 'The chosen Business does not exist.');
        const mastered = await liveBusinessMasteredBy(trx, id, business_id);
        if (mastered) throw conflict(isMasterOf(mastered.name));
        await setCustomerBusiness(trx, id, business_id);
      });
      return liveCustomer(id);
    },
  );

  r.post(
    '/customers/notification',
    {
      config: { access: { operation: 'Notify Customer' } },
      schema: { tags, body: CustomerNotificationSchema, response: { 201: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request, reply) => {
      const { id, message } = request.body;
      const customer = await liveCustomer(id);
      const me = currentUser(request);
      await insertNotification(ctx.db, id, message, me.id);
      try {
        await ctx.mailer.send({
          to: customer.email,
          subject: 'A message from GlassDesk',
          text: `Hello ${customer.first_name},\n\n${message}\n\n${me.first_name} ${me.last_name}, GlassDesk\n`,
        });
      } catch (err) {
        // Stored either way: the customer app shows it; the mail is a courtesy.
        request.log.error({ err, customerId: id }, 'customer notification mail failed');
      }
      return reply.status(201).send({ message: MESSAGES.sent });
    },
  );

  r.put(
    '/customers/:id/approval',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: { tags, params: IdParamsSchema, body: CustomerApprovalSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await setCustomerFlag(trx, id, 'is_approved', request.body.is_approved))) throw notFound('Customer');
        // Approval gates sign-in: withdrawing it ends the customer's sessions at once.
        if (!request.body.is_approved) {
          await trx.updateTable('customer_sessions').set({ revoked_at: new Date().toISOString() }).where('customer_id', '=', id).where('revoked_at', 'is', null).execute();
        }
      });
      return liveCustomer(id);
    },
  );

  r.put(
    '/customers/:id/verification',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: { tags, params: IdParamsSchema, body: CustomerVerificationSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      if (!(await setCustomerFlag(ctx.db, request.params.id, 'is_verified', request.body.is_verified))) throw notFound('Customer');
      return liveCustomer(request.params.id);
    },
  );

  // The change and its history row are written in one transaction: both or neither.
  r.put(
    '/customers/:id/cost',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: { tags, params: IdParamsSchema, body: CustomerCostSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      const userId = currentUser(request).id;
      const done = await ctx.db.transaction().execute(async (trx) => (await lockCustomer(trx, id)) && setCustomerCost(trx, id, request.body, userId));
      if (!done) throw notFound('Customer');
      return liveCustomer(id);
    },
  );

  r.get(
    '/customers/:id/cost',
    {
      config: { access: { operation: ['List Customers', 'View Customer'] } },
      schema: { tags, params: IdParamsSchema, querystring: CostHistoryListQuerySchema, response: { 200: CostHistoryListSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      await liveCustomer(request.params.id);
      return listCostHistory(ctx.db, request.params.id, request.query);
    },
  );
}
