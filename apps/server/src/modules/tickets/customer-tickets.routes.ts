import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerTicketCreateSchema,
  CustomerTicketCreatedSchema,
  CustomerTicketListQuerySchema,
  CustomerTicketListSchema,
  CustomerTicketSchema,
  IdParamsSchema,
  TICKET_IMAGE_FIELDS,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { readImageForm } from '../../lib/multipart.js';
import { multipartBody } from '../../openapi/openapi.js';
import { currentCustomer } from '../../plugins/customer-auth.js';
import { raiseTicket, ticketOwner, visibleTicket, visibleTickets } from './customer-tickets.service.js';

const IMAGE_SPEC = {
  defect_images: { ...TICKET_IMAGE_FIELDS.defect_images, label: 'Defect' },
  label_images: { ...TICKET_IMAGE_FIELDS.label_images, label: 'Label' },
};

/** The customer app's tickets (CONTRACT "The customer app's API"). */
export async function customerTicketsRoutes(api: FastifyInstance, ctx: AppContext) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer app'];
  const security = [{ customerBearer: [] }];

  r.post(
    '/tickets',
    {
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
        description:
          "The customer must be approved and belong to a business (409 otherwise); the new ticket is mailed to the customer, to the business's master and emails customers and to the staff on the ticket settings' emails list.",
        response: { 201: CustomerTicketCreatedSchema, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const owner = await ticketOwner(ctx.db, currentCustomer(request).id);
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
      const created = await raiseTicket(ctx, owner, parsed.data, images);
      return reply.status(201).send({ id: created.id, ticket_id: created.ticket_id, status: created.status });
    },
  );

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
        querystring: CustomerTicketListQuerySchema,
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
}
