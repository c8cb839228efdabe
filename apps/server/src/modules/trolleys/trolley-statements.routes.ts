import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, StatementListSchema, StatementParamsSchema, StatementSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import { binaryResponse } from '../../openapi/openapi.js';
import { currentUser } from '../../plugins/auth.js';
import { closeStatement, getStatement, listStatements, statementPdfOf, statementSheet } from './trolley-statements.service.js';

// CONTRACT "Trolley fleet control": a customer's monthly statements of trolley holds and charges. Reading
// them needs View Additional Cost (they are the hold-time cost by month); closing one, Update Customer.
export async function trolleyStatementsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['statements'];

  r.get(
    '/customers/:id/statements',
    {
      config: { access: { operation: 'View Additional Cost' } },
      schema: {
        operationId: 'listCustomerStatements',
        summary: "List a customer's monthly statements, newest first",
        description: 'Every month from its first hold or charge to the current month (TIME_ZONE calendar): closed or open, and the total in dollars.',
        tags,
        params: IdParamsSchema,
        response: { 200: StatementListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => listStatements(ctx, request.params.id),
  );

  r.get(
    '/customers/:id/statements/:month',
    {
      config: { access: { operation: 'View Additional Cost' } },
      schema: {
        operationId: 'getCustomerStatement',
        summary: "One month's statement of a customer",
        description:
          "Every hold overlapping the month with its days in the month, the days past its free days and their cost (the rates in force at the hold's start); the loss and damage charges of the month; adjustment lines for closed months that changed after closing; the total. A closed month reads as it was closed. A month after the current one: 404.",
        tags,
        params: StatementParamsSchema,
        response: { 200: StatementSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => getStatement(ctx, request.params.id, request.params.month),
  );

  r.put(
    '/customers/:id/statements/:month/close',
    {
      config: { access: { operation: 'Update Customer' } },
      schema: {
        operationId: 'closeCustomerStatement',
        summary: "Close a month's statement (it never changes afterwards)",
        description:
          "Freezes the statement of an ended month and mails it (the PDF attached) to the customer and its business's master customer, each approved and live. Later changes with `at` in that month land as an adjustment on the next open month. 409: the month has not ended, or is closed already.",
        tags,
        params: StatementParamsSchema,
        response: { 200: StatementSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    (request) => closeStatement(ctx, currentUser(request), request.params.id, request.params.month),
  );

  r.get(
    '/report/customers/:id/statements/:month/export',
    {
      config: {
        access: { operation: 'View Additional Cost' },
        openapi: { responses: { 200: binaryResponse('statement-{id}-{month}.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') } },
      },
      schema: {
        operationId: 'exportCustomerStatement',
        summary: "Export a month's statement as an Excel workbook",
        description: 'The statement of GET /customers/{id}/statements/{month}: a row per hold, per charge, and the total.',
        tags,
        params: StatementParamsSchema,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (request, reply) => sendXlsx(request, reply, await statementSheet(ctx, request.params.id, request.params.month)),
  );

  r.get(
    '/report/customers/:id/statements/:month/pdf',
    {
      config: {
        access: { operation: 'View Additional Cost' },
        openapi: { responses: { 200: binaryResponse('statement-{id}-{month}.pdf: the statement', 'application/pdf') } },
      },
      schema: {
        operationId: 'getCustomerStatementPdf',
        summary: "A month's statement as PDF",
        description:
          "The statement of GET /customers/{id}/statements/{month} as the closing mail attaches it: the customer and its business, closed (and when) or open, a line per hold, the charges and adjustments, the total; times on TIME_ZONE's clock with the zone named.",
        tags,
        params: StatementParamsSchema,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (request, reply) => sendStatementPdf(reply, await statementPdfOf(ctx, request.params.id, request.params.month)),
  );
}

/** A statement's PDF as a download (statementPdfOf's file); not kept by caches: it is a customer's money. */
export function sendStatementPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(pdf);
}
