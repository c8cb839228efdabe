import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerTrolleyListSchema,
  CustomerTrolleyQuerySchema,
  HandoverListQuerySchema,
  HandoverListSchema,
  IdParamsSchema,
  MessageSchema,
  PickupRequestSchema,
} from '@glassdesk/shared';
import { binaryResponse } from '../../openapi/openapi.js';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentCustomer } from '../../plugins/customer-auth.js';
import { handovers } from '../trolleys/handovers.service.js';
import { sendReceipt } from '../trolleys/handovers.routes.js';
import { heldTrolleys, holdScope, requestPickup, withdrawPickup } from './customer-trolleys.service.js';

/** The customer app's trolleys (CONTRACT "The customer portal (browser) and its calls"). */
export async function customerTrolleysRoutes(api: FastifyInstance, ctx: AppContext) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer app'];
  const security = [{ customerBearer: [] }];

  r.get(
    '/trolleys',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerListTrolleys',
        summary: 'List the trolleys the customer holds now, with the cost so far (paged)',
        description:
          'Trolleys in Delivery to this customer, or to any customer of the business for its master customer; oldest hold first. The figures follow the hold-time cost of the admin API\'s listTrolleyCosts, the open hold counted up to now; pickup_requested_at is the open "ready for pickup" request, else null.',
        tags,
        security,
        querystring: CustomerTrolleyQuerySchema,
        response: { 200: CustomerTrolleyListSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => heldTrolleys(ctx.db, currentCustomer(request).id, request.query),
  );

  r.post(
    '/trolleys/:id/pickup-request',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerRequestPickup',
        summary: 'Say a trolley the customer holds is ready for pickup',
        description:
          'Once per hold: again while the request is open is a 409. A trolley the customer does not hold is a 404. Staff see the request on the trolley; recording the pickup closes it.',
        tags,
        security,
        params: IdParamsSchema,
        response: { 201: PickupRequestSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await requestPickup(ctx.db, currentCustomer(request).id, request.params.id)),
  );

  r.delete(
    '/trolleys/:id/pickup-request',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerWithdrawPickupRequest',
        summary: 'Withdraw the pickup request of a trolley the customer holds',
        description: 'A trolley the customer does not hold, or one with no open request, is a 404. The pickup can be requested again afterwards.',
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => withdrawPickup(ctx.db, currentCustomer(request).id, request.params.id),
  );

  // CONTRACT "Hand-over proof": the customer's receipts (its own, or its business's for its master customer).
  r.get(
    '/handovers',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerListHandovers',
        summary: "List the customer's hand-overs (deliveries and pickups with their proof), newest first (paged)",
        description: "The customer's own, and every customer's of the business for its master customer. Filters trolley_id, kind; customer_id within those.",
        tags,
        security,
        querystring: HandoverListQuerySchema,
        response: { 200: HandoverListSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => handovers.list(ctx.db, request.query, await holdScope(ctx.db, currentCustomer(request).id)),
  );

  r.get(
    '/handovers/:id/receipt',
    {
      config: { customerAccess: 'customer', openapi: { responses: { 200: binaryResponse('handover-{id}.pdf: the receipt', 'application/pdf') } } },
      schema: {
        operationId: 'customerGetHandoverReceipt',
        summary: "A hand-over's receipt as PDF",
        description: "As the admin API's getHandoverReceipt; another customer's hand-over (one the master customer's business does not hold): 404.",
        tags,
        security,
        params: IdParamsSchema,
        response: errorResponses(401, 404, 422),
      },
    },
    async (request, reply) => {
      const { handover, pdf } = await handovers.receipt(ctx, request.params.id, await holdScope(ctx.db, currentCustomer(request).id));
      return sendReceipt(reply, handover.id, pdf);
    },
  );
}
