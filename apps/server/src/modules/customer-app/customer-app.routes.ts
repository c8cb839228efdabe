import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerLoginResponseSchema,
  CustomerLoginSchema,
  CustomerMeSchema,
  CustomerRegisterResponseSchema,
  CustomerRegisterSchema,
  MessageSchema,
  NamedOptionsSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { naturalSort } from '../../db/natural-order.js';
import { currentCustomer, registerCustomerAuth } from '../../plugins/customer-auth.js';
import { notificationEmail } from '../support/support.repository.js';
import { glassTypesRepository } from '../glass-types/glass-types.repository.js';
import { warrantyReasonsRepository } from '../warranty-reasons/warranty-reasons.repository.js';
import { findCustomer, findCustomerForLogin, insertCustomer } from '../customers/customers.repository.js';
import { createCustomerSession, revokeCustomerSession } from './customer-sessions.repository.js';
import { customerTicketsRoutes } from '../tickets/customer-tickets.routes.js';

export const CUSTOMER_API_PREFIX = '/api/customer/v1.0';
export const CUSTOMER_TAG = 'customer app';
const WRONG_LOGIN = 'Incorrect email or password.';
export const NOT_APPROVED = 'Your account is waiting for approval. You can sign in once it is approved.';

type NewCustomer = Awaited<ReturnType<typeof insertCustomer>>;

/** Tells the customer-registration alert email (notification settings) about a sign-up; a failure is logged only. */
async function alertRegistration(ctx: AppContext, request: FastifyRequest, customer: NewCustomer) {
  try {
    const to = await notificationEmail(ctx.db);
    if (!to) return;
    await ctx.mailer.send({
      to,
      subject: `GlassDesk: new customer registration from ${customer.first_name} ${customer.last_name}`,
      text:
        `A customer registered on ${customer.created_at}.\n\nName: ${customer.first_name} ${customer.last_name}\nEmail: ${customer.email}\n` +
        `Number: ${customer.number}\n\nThey can sign in once approved: see Customers in the back-office.\n`,
    });
  } catch (err) {
    request.log.error({ err, customerId: customer.id }, 'customer registration alert failed');
  }
}

/** The customer app's API (CONTRACT): its own prefix, its own sessions and token check, the same error shapes. */
export async function customerAppRoutes(api: FastifyInstance, ctx: AppContext) {
  registerCustomerAuth(api, ctx);
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = [CUSTOMER_TAG];
  const security = [{ customerBearer: [] }];
  const { throttles } = ctx;

  // CONTRACT: throttled per address like the support form; every post counts, checked before the body is read.
  r.post(
    '/register',
    {
      config: { customerAccess: 'public' },
      onRequest: async (request) => {
        if (await throttles.customerRegisterIp.isBlocked(request.ip)) throw tooManyRequests('Too many registrations. Try again later.');
        await throttles.customerRegisterIp.record(request.ip);
      },
      schema: { tags, security: [], body: CustomerRegisterSchema, response: { 201: CustomerRegisterResponseSchema, ...errorResponses(409, 422, 429) } },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const customer = await insertCustomer(ctx.db, { ...fields, password_hash: await hashPassword(password) });
      await alertRegistration(ctx, request, customer);
      return reply.status(201).send({ id: customer.id });
    },
  );

  // Throttled like staff sign-in (failures per account and per address), with counters of its own.
  r.post(
    '/login',
    {
      config: { customerAccess: 'public' },
      schema: { tags, security: [], body: CustomerLoginSchema, response: { 200: CustomerLoginResponseSchema, ...errorResponses(401, 403, 422, 429) } },
    },
    async (request) => {
      const { email, password } = request.body;
      const account = email.toLowerCase();
      if ((await throttles.customerLoginIp.isBlocked(request.ip)) || (await throttles.customerLoginAccount.isBlocked(account))) {
        throw tooManyRequests('Too many failed sign-in attempts. Try again later.');
      }
      const customer = await findCustomerForLogin(ctx.db, email);
      const ok = await verifyPassword(password, customer?.password_hash ?? (await getDummyHash()));
      if (!customer || !ok) {
        await throttles.customerLoginIp.record(request.ip);
        await throttles.customerLoginAccount.record(account);
        throw unauthorized(WRONG_LOGIN);
      }
      await throttles.customerLoginAccount.clear(account);
      // Only after the password is right: a stranger learns nothing about approval.
      if (Number(customer.is_approved) !== 1) throw forbidden(NOT_APPROVED);
      const token = await createCustomerSession(ctx.db, customer.id, ctx.config.tokenTtlMs);
      return { id: customer.id, token, first_name: customer.first_name, last_name: customer.last_name, email: customer.email };
    },
  );

  r.post(
    '/logout',
    {
      config: { customerAccess: 'customer' },
      schema: { tags, security, response: { 200: MessageSchema, ...errorResponses(401) } },
    },
    async (request) => {
      await revokeCustomerSession(ctx.db, currentCustomer(request).sessionId);
      return { message: 'Signed out.' };
    },
  );

  r.get(
    '/me',
    {
      config: { customerAccess: 'customer' },
      schema: { tags, security, response: { 200: CustomerMeSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const customer = await findCustomer(ctx.db, currentCustomer(request).id);
      if (!customer) throw notFound('Customer');
      const { deleted_at: _deleted, business, ...fields } = customer;
      return { ...fields, business: business ? { id: business.id, name: business.name } : null };
    },
  );

  r.get(
    '/glass-types',
    {
      config: { customerAccess: 'customer' },
      schema: { tags, security, response: { 200: NamedOptionsSchema, ...errorResponses(401) } },
    },
    async () => naturalSort(await glassTypesRepository.options(ctx.db), (r) => r.name),
  );

  r.get(
    '/warranty-reasons',
    {
      config: { customerAccess: 'customer' },
      schema: { tags, security, response: { 200: NamedOptionsSchema, ...errorResponses(401) } },
    },
    async () => naturalSort(await warrantyReasonsRepository.options(ctx.db), (r) => r.name),
  );

  await customerTicketsRoutes(api, ctx);
}
