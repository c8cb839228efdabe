import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerOptionsSchema,
  IdParamsSchema,
  MESSAGES,
  MessageSchema,
  CustomerOptionsQuerySchema,
  PlantOptionsSchema,
  TrolleyCustomerQuerySchema,
  TrolleyListQuerySchema,
  TrolleyListSchema,
  TrolleySaveSchema,
  TrolleySchema,
  TrolleyTransferListQuerySchema,
  TrolleyUidParamsSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import {
  actingPlants,
  createTrolley,
  customerTrolleys,
  deleteTrolley,
  deliveryCustomers,
  fleetList,
  plantTransferList,
  restoreTrolley,
  trolleyByUid,
  updateTrolley,
  versionedTrolley,
} from './trolleys.service.js';

// The fleet's routes: each parses, calls one service function (trolleys.service.ts) and shapes the answer. The moves
// are trolley-moves.routes.ts, the history trolley-transactions.routes.ts, the costs and the balance board
// trolley-costs.routes.ts.
export async function trolleysRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trolleys'];

  // spec §7: the fleet (disabled=0) or the deleted list (is_deleted=true); the route table gives both List Trolleys.
  r.get(
    '/trolleys',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: {
        operationId: 'listTrolleys',
        summary: 'List trolleys (paged, sortable, searchable)',
        description: 'The fleet by default; is_deleted=true (or disabled=1) lists the deleted trolleys instead. plant_id and trolley_status filter the list.',
        tags,
        querystring: TrolleyListQuerySchema,
        response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => fleetList(ctx.db, request.query),
  );

  // The plants the caller may act at (the checkout/check-in selectors, the Hand-over screen): the user's plants,
  // or every plant for the Super Admin (whose plants cannot be assigned).
  r.get(
    '/trolleys/plants',
    {
      config: { access: { operation: ['List Trolleys', 'Update Trolley'] } },
      schema: {
        operationId: 'listMyPlants',
        summary: 'List the plants the signed-in user can move trolleys at',
        description: "The user's own plants; every plant for the Super Admin.",
        tags,
        response: { 200: PlantOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => actingPlants(ctx.db, currentUser(request)),
  );

  // spec §4 checkout: PlantChange trolleys leaving the plant; check-in: trolleys in a plant change (PlantChange or
  // DropOff) arriving at it. The plant must be one of the user's (spec §6).
  const transferLists = {
    checkout: {
      operationId: 'listCheckoutTrolleys',
      summary: 'List the trolleys waiting to be checked out of a plant (paged, sortable, searchable)',
      description: "Trolleys with a transfer ordered (PlantChange) away from plant_id, which must be one of the user's plants.",
    },
    checkin: {
      operationId: 'listCheckinTrolleys',
      summary: 'List the trolleys on their way to a plant, to be checked in (paged, sortable, searchable)',
      description: "Trolleys in a transfer (PlantChange or DropOff) to plant_id, which must be one of the user's plants.",
    },
  } as const;
  for (const which of ['checkout', 'checkin'] as const) {
    r.get(
      `/trolleys/statuses/${which}`,
      {
        config: { access: { operation: 'List Trolleys' } },
        schema: { ...transferLists[which], tags, querystring: TrolleyTransferListQuerySchema, response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 404, 422) } },
      },
      (request) => plantTransferList(ctx.db, currentUser(request), which, request.query),
    );
  }

  // CONTRACT: the trolleys the customer holds now (Delivery); time_duration is the days held.
  r.get(
    '/trolleys/customers',
    {
      config: { access: { operation: 'List Trolleys' } },
      schema: {
        operationId: 'listCustomerTrolleys',
        summary: 'List the trolleys a customer holds now (paged, sortable, searchable)',
        description: 'Trolleys delivered to customer_id and not yet picked up; time_duration is the days held.',
        tags,
        querystring: TrolleyCustomerQuerySchema,
        response: { 200: TrolleyListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => customerTrolleys(ctx.db, request.query),
  );

  // The Hand-over screen's customer choice: live, approved customers only (CONTRACT: delivery to an approved one).
  r.get(
    '/trolleys/delivery-customers',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: {
        operationId: 'listDeliveryCustomerOptions',
        summary: 'List the customers a trolley can be delivered to, as choices for a picker',
        description: 'Live, approved customers only; paged by start as the picker scrolls.',
        tags,
        querystring: CustomerOptionsQuerySchema,
        response: { 200: CustomerOptionsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => deliveryCustomers(ctx.db, request.query),
  );

  // The Hand-over screen finds a scanned or typed code (case-insensitive, live trolleys only).
  r.get(
    '/trolleys/by-uid/:uid',
    {
      config: { access: { operation: ['List Trolleys', 'View Trolley', 'Update Trolley'] } },
      schema: {
        operationId: 'getTrolleyByUid',
        summary: 'Find a live trolley by its UID (a scanned or typed code)',
        description: 'The UID is matched case-insensitively; a deleted trolley is not found.',
        tags,
        params: TrolleyUidParamsSchema,
        response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => trolleyByUid(ctx.db, request.params.uid),
  );

  r.get(
    '/trolleys/:id',
    {
      config: { access: { operation: ['View Trolley', 'Update Trolley'] } },
      schema: {
        operationId: 'getTrolley',
        summary: 'Get a trolley',
        description: 'Live trolleys only: a deleted one answers 404. Answers the ETag of its version: send it as If-Match with the PUT.',
        tags,
        params: IdParamsSchema,
        response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await versionedTrolley(ctx.db, request.params.id)),
  );

  r.post(
    '/trolleys',
    {
      config: { access: { operation: 'Add Trolley' } },
      schema: {
        operationId: 'createTrolley',
        summary: 'Add a trolley to the fleet',
        description: 'trolley_photo_url must be a url from uploadFile; 409 when the UID is taken.',
        tags,
        body: TrolleySaveSchema,
        response: { 201: TrolleySchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await createTrolley(ctx.db, currentUser(request), request.body)),
  );

  // The trolley's data. Its plant can be corrected only while it is at a plant (a move is a transfer).
  r.put(
    '/trolleys/:id',
    {
      config: { access: { operation: 'Update Trolley' } },
      schema: {
        operationId: 'updateTrolley',
        summary: "Update a trolley's data",
        description:
          'Its plant can be corrected only while it is at a plant (OnPlant, Maintenance, DeFleet; 409 otherwise): elsewhere only a move changes it. 409 when the UID is taken. With If-Match (the ETag of GET), a trolley saved or moved by someone else since answers 412 and nothing changes; the answer carries the new ETag.',
        tags,
        params: IdParamsSchema,
        body: TrolleySaveSchema,
        response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await updateTrolley(ctx.db, request.params.id, request.body, ifMatchVersion(request))),
  );

  // Soft delete to the deleted list: only a trolley at a plant (not in a transfer, not at a customer).
  r.delete(
    '/trolleys/:id',
    {
      config: { access: { operation: 'Delete Trolley' } },
      schema: {
        operationId: 'deleteTrolley',
        summary: 'Move a trolley to the deleted list',
        description: 'Only a trolley at a plant (OnPlant, Maintenance or DeFleet; 409 otherwise). Its history stays readable; restoreTrolley brings it back.',
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await deleteTrolley(ctx.db, request.params.id);
      return { message: MESSAGES.deleted };
    },
  );

  r.put(
    '/trolleys/:id/restore',
    {
      config: { access: { operation: 'Restore Trolley' } },
      schema: {
        operationId: 'restoreTrolley',
        summary: 'Restore a deleted trolley to the fleet',
        description: '409 when a live trolley took its UID meanwhile.',
        tags,
        params: IdParamsSchema,
        response: { 200: TrolleySchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => restoreTrolley(ctx.db, request.params.id),
  );
}
