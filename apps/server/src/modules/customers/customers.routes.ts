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
  CustomerOptionsQuerySchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
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
      schema: {
        operationId: 'listCustomers',
        summary: 'List customers (paged, sortable, searchable)',
        description: 'deleted=true lists the customers in the trash instead.',
        tags,
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listCustomers(ctx.db, request.query, { deleted: request.query.deleted }),
  );

  // The choices of other screens: a business's master customer, and later additional cost and trolleys.
  r.get(
    '/customers/all',
    {
      config: { access: { operation: ['List Customers', 'Add Business', 'Update Business', 'View Additional Cost', 'List Trolleys', 'Update Trolley'] } },
      schema: {
        operationId: 'listCustomerOptions',
        summary: 'List live customers as choices for a picker (searchable, paged by start)',
        tags,
        querystring: CustomerOptionsQuerySchema,
        response: { 200: CustomerOptionsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => listCustomerOptions(ctx.db, request.query),
  );

  r.get(
    '/customers/:id',
    {
      config: { access: { operation: 'View Customer' } },
      schema: {
        operationId: 'getCustomer',
        summary: 'Get a customer',
        description: 'Answers the ETag of its version (its business, approval, verification and cost terms): send it as If-Match with the PUT of its business or its cost.',
        tags,
        params: IdParamsSchema,
        response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await getCustomer(ctx.db, request.params.id)),
  );

  r.delete(
    '/customers/:id',
    {
      config: { access: { operation: 'Delete Customer' } },
      schema: {
        operationId: 'deleteCustomer',
        summary: 'Move a customer to the trash',
        description: 'A soft delete, undone by restoreCustomer; 409 while the customer is the master customer of a live business.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
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
      schema: {
        operationId: 'restoreCustomer',
        summary: 'Restore a customer from the trash',
        description: '409 when another customer now uses its email.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
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
      schema: {
        operationId: 'permanentlyDeleteCustomer',
        summary: 'Permanently delete a customer from the trash',
        description:
          'Erases the customer with their tickets, notifications, sessions, cost history and mail, and leaves a business they were master of without one; 409 unless the customer is in the trash.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
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
      schema: {
        operationId: 'updateCustomerBusiness',
        summary: 'Move a customer to another business',
        description:
          '409 while the customer is the master customer of another live business. With If-Match (the ETag of getCustomer), a customer saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: CustomerBusinessUpdateSchema,
        response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 409, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await moveCustomer(ctx, request.params.id, request.body.business_id, ifMatchVersion(request))),
  );

  r.post(
    '/customers/notification',
    {
      config: { access: { operation: 'Notify Customer' } },
      schema: {
        operationId: 'notifyCustomer',
        summary: 'Send a customer a message by e-mail',
        description: 'The message is stored with its sender and its mail queued in the same transaction, sent after the commit.',
        tags,
        body: CustomerNotificationSchema,
        response: { 201: MessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
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
      schema: {
        operationId: 'setCustomerApproval',
        summary: 'Approve a customer or withdraw the approval',
        description:
          "Only an approved customer can sign in to the app, raise tickets and have trolleys delivered; withdrawing the approval ends the customer's sessions at once. Approving may link the customer to a business (`business_id`, optional; without one it cannot raise tickets); a customer approved now is mailed, with the portal's address. 409 when `business_id` would move the master customer of another live business away from it.",
        tags,
        params: IdParamsSchema,
        body: CustomerApprovalSchema,
        response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => setApproval(ctx, request.params.id, request.body),
  );

  r.put(
    '/customers/:id/verification',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: {
        operationId: 'setCustomerVerification',
        summary: 'Mark a customer as verified or not verified',
        tags,
        params: IdParamsSchema,
        body: CustomerVerificationSchema,
        response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => setVerification(ctx.db, request.params.id, request.body.is_verified),
  );

  r.put(
    '/customers/:id/cost',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: {
        operationId: 'updateCustomerCost',
        summary: "Set a customer's trolley hold-time cost (free days and per-day charge)",
        description:
          'Applies to holds that start afterwards (a hold keeps the figures in force when it started); each change is recorded in the cost history (listCustomerCostHistory). With If-Match (the ETag of getCustomer), a customer saved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: CustomerCostSchema,
        response: { 200: CustomerSchema, ...errorResponses(401, 403, 404, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await setCost(ctx.db, currentUser(request), request.params.id, request.body, ifMatchVersion(request))),
  );

  r.get(
    '/customers/:id/cost',
    {
      config: { access: { operation: ['List Customers', 'View Customer'] } },
      schema: {
        operationId: 'listCustomerCostHistory',
        summary: "List the changes to a customer's hold-time cost (paged, sortable)",
        tags,
        params: IdParamsSchema,
        querystring: CostHistoryListQuerySchema,
        response: { 200: CostHistoryListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => costHistory(ctx.db, request.params.id, request.query),
  );
}
