import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActivityExportQuerySchema,
  ActivityHistoryQuerySchema,
  ActivityListQuerySchema,
  ActivityListSchema,
  IdParamsSchema,
  type ActivityEntityType,
  type OperationName,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { binaryResponse } from '../../openapi/openapi.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import { currentUser } from '../../plugins/auth.js';
import { hiddenFieldsFor } from './activity-private.js';
import { activityList, activitySheet, recordHistory } from './activity.service.js';

/**
 * The History tabs: a record's entries for whoever may open that record, besides View Activity. The path
 * is the resource's own (business is singular in the spec's routes).
 */
const HISTORIES: { path: string; type: ActivityEntityType; noun: string; access: OperationName[] }[] = [
  { path: '/tickets/:id/activity', type: 'ticket', noun: 'Ticket', access: ['View Ticket'] },
  { path: '/customers/:id/activity', type: 'customer', noun: 'Customer', access: ['View Customer'] },
  { path: '/business/:id/activity', type: 'business', noun: 'Business', access: ['View Business', 'Update Business'] },
  { path: '/trolleys/:id/activity', type: 'trolley', noun: 'Trolley', access: ['View Trolley'] },
  { path: '/users/:id/activity', type: 'user', noun: 'User', access: ['Update User'] },
  { path: '/roles/:id/activity', type: 'role', noun: 'Role', access: ['Update Role'] },
];

/** CONTRACT "Activity log": read-only; there is no call that edits or deletes an entry. */
export async function activityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activity'];

  r.get(
    '/activity',
    {
      config: { access: { operation: 'View Activity' } },
      schema: {
        operationId: 'listActivity',
        summary: 'List activity entries (paged, newest first, filtered)',
        description: '`from` and `to` are inclusive calendar days (UTC); `search` looks in the actor, the record and the changed values.',
        tags,
        querystring: ActivityListQuerySchema,
        response: { 200: ActivityListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => activityList(ctx.db, request.query, await hiddenFieldsFor(ctx.db, currentUser(request))),
  );

  r.get(
    '/report/activity/export',
    {
      config: {
        access: { operation: 'View Activity' },
        openapi: { responses: { 200: binaryResponse('activity.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') } },
      },
      schema: {
        operationId: 'exportActivity',
        summary: 'Export the matching activity entries as an Excel workbook',
        description: 'An Excel workbook (activity.xlsx) of every entry matching the filters of GET /activity, newest first.',
        tags,
        querystring: ActivityExportQuerySchema,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => sendXlsx(request, reply, await activitySheet(ctx, request.query, await hiddenFieldsFor(ctx.db, currentUser(request)))),
  );

  for (const h of HISTORIES) {
    r.get(
      h.path,
      {
        config: { access: { operation: ['View Activity', ...h.access] } },
        schema: {
          operationId: `list${h.noun}Activity`,
          summary: `List the activity of one ${h.noun.toLowerCase()} (its History, newest first)`,
          tags,
          params: IdParamsSchema,
          querystring: ActivityHistoryQuerySchema,
          response: { 200: ActivityListSchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => recordHistory(ctx.db, h.type, request.params.id, request.query, undefined, await hiddenFieldsFor(ctx.db, currentUser(request))),
    );
  }
}
