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
import { errorResponses } from '../../lib/route-schemas.js';
import { trashGate } from '../../lib/trash-gate.js';
import {
  costHistory,
  deleteCustomer,
  eraseDeletedCustomer,
  getCustomer,
  listCustomerOptions,
  listCustomers,
  moveCustomer,
  notifyCustomer,
  restoreCustomer,
  setApproval,
  setCost,
  setVerification,
} from './customers.service.js';

export async function customersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

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
    (request) => getCustomer(ctx.db, request.params.id),
  );

  r.delete(
    '/customers/:id',
    {
      config: { access: { operation: 'Delete Customer' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      await deleteCustomer(ctx.db, request.params.id);
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
      await restoreCustomer(ctx.db, request.params.id);
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
      await eraseDeletedCustomer(ctx.db, request.params.id);
      return { message: MESSAGES.permanentlyDeleted };
    },
  );

  r.put(
    '/customers/:id/business',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: { tags, params: IdParamsSchema, body: CustomerBusinessUpdateSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    (request) => moveCustomer(ctx.db, request.params.id, request.body.business_id),
  );

  r.post(
    '/customers/notification',
    {
      config: { access: { operation: 'Notify Customer' } },
      schema: { tags, body: CustomerNotificationSchema, response: { 201: MessageSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request, reply) => {
      await notifyCustomer(ctx, currentUser(request), request.body);
      return reply.status(201).send({ message: MESSAGES.sent });
    },
  );

  r.put(
    '/customers/:id/approval',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: { tags, params: IdParamsSchema, body: CustomerApprovalSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => setApproval(ctx.db, request.params.id, request.body.is_approved),
  );

  r.put(
    '/customers/:id/verification',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: { tags, params: IdParamsSchema, body: CustomerVerificationSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => setVerification(ctx.db, request.params.id, request.body.is_verified),
  );

  r.put(
    '/customers/:id/cost',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: { tags, params: IdParamsSchema, body: CustomerCostSchema, response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => setCost(ctx.db, currentUser(request), request.params.id, request.body),
  );

  r.get(
    '/customers/:id/cost',
    {
      config: { access: { operation: ['List Customers', 'View Customer'] } },
      schema: { tags, params: IdParamsSchema, querystring: CostHistoryListQuerySchema, response: { 200: CostHistoryListSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => costHistory(ctx.db, request.params.id, request.query),
  );
}
