import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerOptionsSchema,
  IdParamsSchema,
  isDeletedTrolleyList,
  MESSAGES,
  MessageSchema,
  OptionsQuerySchema,
  PlantOptionsSchema,
  TrolleyCostListSchema,
  TrolleyCostQuerySchema,
  TrolleyCustomerQuerySchema,
  TrolleyHistoryHeaderSchema,
  TrolleyHistoryParamsSchema,
  TrolleyListQuerySchema,
  TrolleyListSchema,
  TrolleySaveSchema,
  TrolleySchema,
  TrolleyTransactionListQuerySchema,
  TrolleyTransactionListSchema,
  TrolleyTransactionSchema,
  TrolleyTransferListQuerySchema,
  TrolleyUidParamsSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { checkImages } from './trolley-images.js';
import { assertActsAt, CHANGED_MEANWHILE, isSuperAdmin, plantScope } from './trolley-moves.service.js';
import { findTransaction, historyHeader, listCosts, listTransactions } from './trolley-transactions.repository.js';
import { listDeliveryCustomers } from './trolleys.repository.js';
import {
  assertPlantExists,
  findTrolley,
  findTrolleyByUid,
  findTrolleyRow,
  insertTrolley,
  listActingPlants,
  listTrolleys,
  restoreTrolley,
  softDeleteTrolley,
  updateTrolley,
} from './trolleys.repository.js';

/** Statuses in which a trolley is at a plant: it may be deleted, and its plant corrected on edit. */
const AT_A_PLANT = ['OnPlant', 'Maintenance', 'DeFleet'];

export async function trolleysRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];

  const liveTrolley = async (id: number) => (await findTrolley(ctx.db, id)) ?? Promise.reject(notFound('Trolley'));

  // spec §7: the fleet (disabled=0) or the deleted list (is_deleted=true); the route table gives both List Trolleys.
  r.get(
    '/trolleys',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: { tags, querystring: TrolleyListQuerySchema, response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => {
      const q = request.query;
      return listTrolleys(ctx.db, q, { deleted: isDeletedTrolleyList(q), plant_id: q.plant_id, trolley_status: q.trolley_status });
    },
  );

  // The plants the caller may act at (the checkout/check-in selectors, the Hand-over screen): the user's plants,
  // or every plant for the Super Admin (whose plants cannot be assigned).
  r.get(
    '/trolleys/plants',
    {
      config: { access: { operation: ['List Trolleys', 'Update Trolley'] } },
      schema: { tags, response: { 200: PlantOptionsSchema, ...errorResponses(401, 403) } },
    },
    (request) => {
      const user = currentUser(request);
      return listActingPlants(ctx.db, isSuperAdmin(user) ? null : user.id);
    },
  );

  // spec §4 checkout: PlantChange trolleys leaving the plant; check-in: trolleys in a plant change (PlantChange or
  // DropOff) arriving at it. The plant must be one of the user's (spec §6).
  for (const which of ['checkout', 'checkin'] as const) {
    r.get(
      `/trolleys/statuses/${which}`,
      {
        config: { access: { operation: 'List Trolleys' } },
        schema: { tags, querystring: TrolleyTransferListQuerySchema, response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 422) } },
      },
      async (request) => {
        const q = request.query;
        await assertPlantExists(ctx.db, q.plant_id, 'plant_id').catch(() => Promise.reject(notFound('Plant')));
        await assertActsAt(ctx.db, await plantScope(ctx.db, currentUser(request)), q.plant_id, which === 'checkout' ? 'Checkout' : 'Check-in');
        return listTrolleys(ctx.db, q, which === 'checkout' ? { deleted: false, leaving: q.plant_id } : { deleted: false, arriving: q.plant_id });
      },
    );
  }

  // CONTRACT hold-time cost: one row per hold of the customer, newest first, with the total.
  r.get(
    '/trolleys/costs',
    {
      config: { access: { operation: 'View Additional Cost' } },
      schema: { tags, querystring: TrolleyCostQuerySchema, response: { 200: TrolleyCostListSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { customer_id, start, limit } = request.query;
      const customer = await ctx.db.selectFrom('customers').select('id').where('id', '=', customer_id).executeTakeFirst();
      if (!customer) throw notFound('Customer');
      return listCosts(ctx.db, customer_id, { start, limit });
    },
  );

  // CONTRACT: the trolleys the customer holds now (Delivery); time_duration is the days held.
  r.get(
    '/trolleys/customers',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: { tags, querystring: TrolleyCustomerQuerySchema, response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const q = request.query;
      const customer = await ctx.db.selectFrom('customers').select('id').where('id', '=', q.customer_id).executeTakeFirst();
      if (!customer) throw notFound('Customer');
      return listTrolleys(ctx.db, q, { deleted: false, customer_id: q.customer_id });
    },
  );

  // The Hand-over screen's customer choice: live, approved customers only (CONTRACT: delivery to an approved one).
  r.get(
    '/trolleys/delivery-customers',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: { tags, querystring: OptionsQuerySchema, response: { 200: CustomerOptionsSchema, ...errorResponses(401, 403, 422) } },
    },
    (request) => listDeliveryCustomers(ctx.db, request.query),
  );

  // The Hand-over screen finds a scanned or typed code (case-insensitive, live trolleys only).
  r.get(
    '/trolleys/by-uid/:uid',
    {
      config: { access: { operation: ['List Trolleys', 'View Trolley', 'Update Trolley'] } },
      schema: { tags, params: TrolleyUidParamsSchema, response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => (await findTrolleyByUid(ctx.db, request.params.uid)) ?? Promise.reject(notFound('Trolley')),
  );

  r.get(
    '/trolleys/:id',
    {
      config: { access: { operation: ['View Trolley', 'Update Trolley'] } },
      schema: { tags, params: IdParamsSchema, response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 422) } },
    },
    (request) => liveTrolley(request.params.id),
  );

  r.post(
    '/trolleys',
    {
      config: { access: { operation: 'Add Trolley' } },
      schema: { tags, body: TrolleySaveSchema, response: { 201: TrolleySchema, ...errorResponses(401, 403, 409, 422) } },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.trolley_photo_url) await checkImages(ctx.db, [{ field: 'trolley_photo_url', url: body.trolley_photo_url }]);
      const id = await ctx.db.transaction().execute((trx) => insertTrolley(trx, body, currentUser(request).id));
      return reply.status(201).send(await liveTrolley(id));
    },
  );

  // The trolley's data. Its plant can be corrected only while it is at a plant (a move is a transfer).
  r.put(
    '/trolleys/:id',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: { tags, params: IdParamsSchema, body: TrolleySaveSchema, response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      await ctx.db.transaction().execute(async (trx) => {
        const row = await findTrolleyRow(trx, id);
        if (!row) throw notFound('Trolley');
        if (body.trolley_photo_url && body.trolley_photo_url !== row.trolley_photo_url) {
          await checkImages(trx, [{ field: 'trolley_photo_url', url: body.trolley_photo_url }]);
        }
        if (body.plant_id !== row.plant_id) {
          if (!AT_A_PLANT.includes(row.trolley_status)) {
            throw conflict(`The plant of a Trolley that is ${row.trolley_status} cannot be changed; it is set when the Trolley is checked in.`);
          }
          await assertPlantExists(trx, body.plant_id, 'plant_id');
        }
        if (!(await updateTrolley(trx, id, body))) throw notFound('Trolley');
      });
      return liveTrolley(id);
    },
  );

  // Soft delete to the deleted list: only a trolley at a plant (not in a transfer, not at a customer).
  r.delete(
    '/trolleys/:id',
    {
      config: { access: { operation: 'Delete Trolley' } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      await ctx.db.transaction().execute(async (trx) => {
        const row = await findTrolleyRow(trx, id);
        if (!row) throw notFound('Trolley');
        if (!AT_A_PLANT.includes(row.trolley_status)) {
          throw conflict(`A Trolley that is ${row.trolley_status} cannot be deleted; only one at a plant (OnPlant, Maintenance or DeFleet).`);
        }
        if (!(await softDeleteTrolley(trx, id, row.trolley_status, row.state_version))) throw conflict(CHANGED_MEANWHILE);
      });
      return { message: MESSAGES.deleted };
    },
  );

  r.put(
    '/trolleys/:id/restore',
    {
      config: { access: { operation: 'Restore Trolley' } },
      schema: { tags, params: IdParamsSchema, response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      const { id } = request.params;
      const restored = await ctx.db.transaction().execute((trx) => restoreTrolley(trx, id));
      if (!restored) throw notFound('Trolley');
      return liveTrolley(id);
    },
  );

  // Transactions of a live or deleted trolley (its history stays readable).
  const trolleyExists = async (id: number) => {
    if (!(await findTrolleyRow(ctx.db, id, 'any'))) throw notFound('Trolley');
  };

  r.get(
    '/trolleys/:id/transactions',
    {
      config: { access: { operation: 'View Trolley' } },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: TrolleyTransactionListQuerySchema,
        response: { 200: TrolleyTransactionListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await trolleyExists(request.params.id);
      return listTransactions(ctx.db, request.params.id, request.query);
    },
  );

  r.get(
    '/trolleys/:id/transactions/:historyId',
    {
      config: { access: { operation: 'View Trolley' } },
      schema: { tags, params: TrolleyHistoryParamsSchema, response: { 200: TrolleyTransactionSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => (await findTransaction(ctx.db, request.params.id, request.params.historyId)) ?? Promise.reject(notFound('Transaction')),
  );

  r.get(
    '/trolleys/:id/transactions/:historyId/history',
    {
      config: { access: { operation: 'View Trolley' } },
      schema: { tags, params: TrolleyHistoryParamsSchema, response: { 200: TrolleyHistoryHeaderSchema, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => (await historyHeader(ctx.db, request.params.id, request.params.historyId)) ?? Promise.reject(notFound('Transaction')),
  );
}
