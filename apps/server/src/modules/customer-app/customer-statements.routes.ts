import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerDisputeSchema,
  CustomerStatementListSchema,
  CustomerStatementQuerySchema,
  CustomerStatementSchema,
  DisputeCreateSchema,
  StatementConfirmedSchema,
  StatementMonthParamsSchema,
} from '@glassdesk/shared';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import { binaryResponse } from '../../openapi/openapi.js';
import { currentCustomer } from '../../plugins/customer-auth.js';
import { confirmStatement, customerStatement, customerStatements, raiseDispute, type StatementViewer } from '../trolleys/statement-disputes.service.js';
import { sendStatementPdf } from '../trolleys/trolley-statements.routes.js';
import { statementPdfOf, statementSheet } from '../trolleys/trolley-statements.service.js';
import { holdScope } from './customer-trolleys.service.js';

/** The client makes one key per dispute draft (a UUID), so a dispute sent twice is raised once. */
const DisputeHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or hyphens.')
    .optional()
    .meta({ description: 'Optional. A key the client makes once per dispute draft (a UUID): the same key again answers the dispute it raised (201), and none is raised twice.' }),
});

/**
 * CONTRACT "Statements the customer confirms or disputes", the customer API: the customer's statements (and for a
 * business's master customer, those of every customer of the business, `?customer_id=` choosing one), confirming a
 * closed month and disputing lines of it.
 */
export async function customerStatementsRoutes(api: FastifyInstance, ctx: AppContext) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer app'];
  const security = [{ customerBearer: [] }];
  const viewerOf = async (customerId: number): Promise<StatementViewer> => ({ customerId, scope: await holdScope(ctx.db, customerId) });
  const forMaster = "For a business's master customer, `customer_id` names any customer of the business (default: its own); another customer: 404.";

  r.get(
    '/statements',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerListStatements',
        summary: "List the customer's monthly trolley statements, newest first",
        description:
          "Each month from the first hold or charge to this month: closed or open, the total in dollars, when it was confirmed and its latest dispute. A business's master customer gets those of every customer of the business (as its My Trolleys shows the business's trolleys).",
        tags,
        security,
        response: { 200: CustomerStatementListSchema, ...errorResponses(401) },
      },
    },
    async (request) => customerStatements(ctx, await viewerOf(currentCustomer(request).id)),
  );

  r.get(
    '/statements/:month',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerGetStatement',
        summary: "One month's trolley statement, with its confirmation and disputes",
        description: `As the admin API's getCustomerStatement, plus confirmed_at and the month's disputes (newest first). ${forMaster}`,
        tags,
        security,
        params: StatementMonthParamsSchema,
        querystring: CustomerStatementQuerySchema,
        response: { 200: CustomerStatementSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => customerStatement(ctx, await viewerOf(currentCustomer(request).id), request.params.month, request.query.customer_id),
  );

  /**
   * A download of one month's statement: the month is read as GET /statements/{month} reads it (a customer the viewer
   * may not see is a 404), then `send` answers with the file of the statement's customer.
   */
  const statementDownload = (
    path: string,
    file: ReturnType<typeof binaryResponse>,
    doc: { operationId: string; summary: string; description: string },
    send: (request: FastifyRequest, reply: FastifyReply, customerId: number, month: string) => Promise<FastifyReply>,
  ) =>
    r.get(
      path,
      {
        config: { customerAccess: 'customer', openapi: { responses: { 200: file } } },
        schema: {
          ...doc,
          tags,
          security,
          params: StatementMonthParamsSchema,
          querystring: CustomerStatementQuerySchema,
          response: errorResponses(401, 404, 422),
        },
      },
      async (request, reply) => {
        const { customer } = await customerStatement(ctx, await viewerOf(currentCustomer(request).id), request.params.month, request.query.customer_id);
        return send(request, reply, customer.id, request.params.month);
      },
    );

  statementDownload(
    '/statements/:month/export',
    binaryResponse('statement-{id}-{month}.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    {
      operationId: 'customerExportStatement',
      summary: "Download one month's trolley statement as an Excel workbook",
      description: `As the admin API's exportCustomerStatement. ${forMaster}`,
    },
    async (request, reply, customerId, month) => sendXlsx(request, reply, await statementSheet(ctx, customerId, month)),
  );

  statementDownload(
    '/statements/:month/pdf',
    binaryResponse('statement-{id}-{month}.pdf', 'application/pdf'),
    { operationId: 'customerGetStatementPdf', summary: "Download one month's trolley statement as a PDF", description: `The PDF the closing mail attaches. ${forMaster}` },
    async (_request, reply, customerId, month) => sendStatementPdf(reply, await statementPdfOf(ctx, customerId, month)),
  );

  r.post(
    '/statements/:month/confirm',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerConfirmStatement',
        summary: 'Confirm a closed month: its statement is right',
        description: `Once: a confirmed month, an open month or one with an open dispute is a 409. ${forMaster}`,
        tags,
        security,
        params: StatementMonthParamsSchema,
        querystring: CustomerStatementQuerySchema,
        response: { 200: StatementConfirmedSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => confirmStatement(ctx, await viewerOf(currentCustomer(request).id), request.params.month, request.query.customer_id),
  );

  r.post(
    '/statements/:month/disputes',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerRaiseDispute',
        summary: 'Dispute lines of a closed month',
        description: `Each line names a trolley on the month's statement (its holds, or its loss and damage charges; else 422) and the reason (3-500 characters); the note is optional (up to 1,000). A closed month only, not a confirmed one, one open dispute per month (409). Staff in the Trolley alerts group of Ticket Settings are mailed. With an Idempotency-Key, the same key again answers the dispute it raised. ${forMaster}`,
        tags,
        security,
        params: StatementMonthParamsSchema,
        querystring: CustomerStatementQuerySchema,
        headers: DisputeHeadersSchema,
        body: DisputeCreateSchema,
        response: { 201: CustomerDisputeSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(currentCustomer(request).id);
      const dispute = await raiseDispute(ctx, viewer, request.params.month, request.body, request.query.customer_id, request.headers['idempotency-key']);
      return reply.status(201).send(dispute);
    },
  );
}
