import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CustomerTicketCreateSchema,
  CustomerTicketCreatedSchema,
  CustomerAppTicketListQuerySchema,
  CustomerTicketListSchema,
  CustomerTicketSchema,
  ActivityHistoryQuerySchema,
  ActivityListSchema,
  IdParamsSchema,
  IMAGE_MAX_BYTES,
  TICKET_IMAGE_FIELDS,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { formatBytes } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { readImageForm, withMultipart } from '../../lib/multipart.js';
import { multipartBody } from '../../openapi/openapi.js';
import { currentCustomer } from '../../plugins/customer-auth.js';
import { earlierSubmission, raiseTicket, ticketOwner, visibleTicket, visibleTicketHistory, visibleTickets } from './customer-tickets.service.js';

const IMAGE_SPEC = {
  defect_images: { ...TICKET_IMAGE_FIELDS.defect_images, label: 'Defect' },
  label_images: { ...TICKET_IMAGE_FIELDS.label_images, label: 'Label' },
};
const MAX_IMAGES = IMAGE_SPEC.defect_images.max + IMAGE_SPEC.label_images.max;

/** The client makes one key per draft (a UUID), so a submit sent twice raises one ticket. */
const TicketCreateHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or hyphens.')
    .optional()
    .meta({
      description:
        'Optional. A key the client makes once per ticket draft (a UUID): the same customer sending the same key again within 24 hours gets the first answer (201 with the same ticket) and no second ticket is raised, also when both arrive at once.',
    }),
});

/**
 * The whole form's limit: every photo at its 10 MB, and the text fields within the JSON body limit. A body declared
 * larger is refused before any of it is read (the rest is drained, see drainRequest), so the client gets the 413.
 */
function refuseOversizedForm(bodyLimit: number) {
  const max = MAX_IMAGES * IMAGE_MAX_BYTES + bodyLimit;
  return async (request: FastifyRequest) => {
    if (Number(request.headers['content-length']) > max) {
      throw new HttpError(413, `The form is too large: at most ${formatBytes(max)} can be sent (${MAX_IMAGES} photos of at most ${formatBytes(IMAGE_MAX_BYTES)} each).`);
    }
  };
}

/** The customer app's tickets (CONTRACT "The customer app's API"). */
export async function customerTicketsRoutes(api: FastifyInstance, ctx: AppContext) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer app'];
  const security = [{ customerBearer: [] }];

  // The one customer call with a multipart body: in a scope that reads them (withMultipart).
  await withMultipart(api, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/tickets',
      {
        onRequest: refuseOversizedForm(ctx.config.bodyLimit),
        config: {
          customerAccess: 'customer',
          openapi: {
            requestBody: multipartBody(
              {
                defect_images: { ...TICKET_IMAGE_FIELDS.defect_images, description: 'Photos of the defect: JPEG, PNG or WebP, 10 MB each.' },
                label_images: { ...TICKET_IMAGE_FIELDS.label_images, description: "Photos of the glass's label: JPEG, PNG or WebP, 10 MB each." },
              },
              CustomerTicketCreateSchema,
            ),
          },
        },
        schema: {
          operationId: 'customerCreateTicket',
          summary: 'Raise a warranty ticket, with photos of the defect and the label',
          tags,
          security,
          description: [
            "The customer must be approved and belong to a business (409 otherwise); the new ticket is mailed to the customer, to the business's master and emails customers and to the staff on the ticket settings' emails list.",
            `A photo the server refuses is a 422 whose loc names its field and its place there (['body', 'defect_images', 1]: the second Defect photo); a photo over ${formatBytes(IMAGE_MAX_BYTES)}, or a form over ${MAX_IMAGES} such photos, is a 413 with a detail.`,
            'With an Idempotency-Key, a repeated submit of the same draft answers the first ticket again (201).',
          ].join(' '),
          headers: TicketCreateHeadersSchema,
          response: { 201: CustomerTicketCreatedSchema, ...errorResponses(401, 409, 422) },
        },
      },
      async (request, reply) => {
        const owner = await ticketOwner(ctx.db, currentCustomer(request).id);
        const key = request.headers['idempotency-key'];
        // A repeated submit: the first answer, without reading the upload again (Node drops the unread body).
        const earlier = await earlierSubmission(ctx.db, owner.customerId, key);
        if (earlier) return reply.status(201).send(earlier);
        const form = await readImageForm(request, IMAGE_SPEC);
        const parsed = CustomerTicketCreateSchema.safeParse(form.fields);
        if (!parsed.success) {
          throw new HttpError(
            422,
            parsed.error.issues.map((i) => ({ loc: ['body', ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))], msg: i.message, type: i.code })),
          );
        }
        const images = [
          ...form.images.defect_images.map((image) => ({ type: 'Defect' as const, image })),
          ...form.images.label_images.map((image) => ({ type: 'Label' as const, image })),
        ];
        const created = await raiseTicket(ctx, owner, parsed.data, images, key);
        return reply.status(201).send({ id: created.id, ticket_id: created.ticket_id, status: created.status });
      },
    );
  });

  r.get(
    '/tickets',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerListTickets',
        summary: 'List the tickets this customer can see (paged, sortable, searchable)',
        description: "Their own tickets, and all their business's when they are its master customer or its ticket settings give them access; disabled tickets are left out.",
        tags,
        security,
        querystring: CustomerAppTicketListQuerySchema,
        response: { 200: CustomerTicketListSchema, ...errorResponses(401, 422) },
      },
    },
    (request) => visibleTickets(ctx.db, currentCustomer(request).id, request.query),
  );

  r.get(
    '/tickets/:id',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerGetTicket',
        summary: "Get one of the customer's visible tickets, with its notifications",
        description: 'A ticket this customer cannot see, or one staff disabled, answers 404.',
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: CustomerTicketSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => visibleTicket(ctx.db, currentCustomer(request).id, request.params.id),
  );

  // The customer portal shows a customer the events of its own tickets only (the ticket's History).
  r.get(
    '/tickets/:id/activity',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerListTicketActivity',
        summary: "List the history of one of the customer's visible tickets (newest first, paged)",
        description: 'Who changed the ticket and when, before and after; staff comments are not shown. A ticket this customer cannot see answers 404.',
        tags,
        security,
        params: IdParamsSchema,
        querystring: ActivityHistoryQuerySchema,
        response: { 200: ActivityListSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => visibleTicketHistory(ctx.db, currentCustomer(request).id, request.params.id, request.query),
  );
}
