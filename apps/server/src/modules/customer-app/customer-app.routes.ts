import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordSchema,
  ConfirmForgotPasswordSchema,
  CustomerMeUpdateSchema,
  ForgotPasswordSchema,
  CustomerLoginResponseSchema,
  CustomerLoginSchema,
  CustomerMeSchema,
  CustomerRegisterResponseSchema,
  CustomerRegisterSchema,
  MessageSchema,
  NamedOptionsSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { currentCustomer } from '../../plugins/customer-auth.js';
import { FORGOT_SENT } from '../auth/password-reset-flow.js';
import {
  changeCustomerPassword,
  confirmCustomerPasswordReset,
  customerMe,
  forgotCustomerPassword,
  glassTypeChoices,
  registerCustomer,
  signInCustomer,
  signOutCustomer,
  updateCustomerMe,
  warrantyReasonChoices,
} from './customer-app.service.js';

export const CUSTOMER_API_PREFIX = '/api/customer/v1.0';
export const CUSTOMER_TAG = 'customer app';

/**
 * The customer app's own calls (CONTRACT): registered under the customer API's prefix, behind its own token check
 * (plugins/customer-auth.ts), with the tickets' and trolleys' customer routes beside them.
 */
export async function customerAppRoutes(api: FastifyInstance, ctx: AppContext) {
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
      schema: {
        operationId: 'customerRegister',
        summary: 'Register a customer account',
        description:
          'The new account is neither verified nor approved and belongs to no business: it can sign in once staff approve it (setCustomerApproval). An alert is mailed (queued) to the address in the notification settings; 409 when the email is taken.',
        tags,
        security: [],
        body: CustomerRegisterSchema,
        response: { 201: CustomerRegisterResponseSchema, ...errorResponses(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const customer = await registerCustomer(ctx, request.body);
      return reply.status(201).send({ id: customer.id });
    },
  );

  r.post(
    '/login',
    {
      config: { customerAccess: 'public' },
      schema: {
        operationId: 'customerLogin',
        summary: 'Sign a customer in and get a customer token',
        description: 'An account not yet approved answers 403, and only when the password is right.',
        tags,
        security: [],
        body: CustomerLoginSchema,
        response: { 200: CustomerLoginResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    (request) => signInCustomer(ctx, request.body, request.ip),
  );

  r.post(
    '/logout',
    {
      config: { customerAccess: 'customer' },
      schema: { operationId: 'customerLogout', summary: 'Sign out: revoke the customer token used', tags, security, response: { 200: MessageSchema, ...errorResponses(401) } },
    },
    async (request) => {
      await signOutCustomer(ctx.db, currentCustomer(request).sessionId);
      return { message: 'Signed out.' };
    },
  );

  r.get(
    '/me',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerGetMe',
        summary: "Get the signed-in customer's own account, with their business",
        tags,
        security,
        response: { 200: CustomerMeSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => customerMe(ctx.db, currentCustomer(request).id),
  );

  r.put(
    '/me',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerUpdateMe',
        summary: "Change the signed-in customer's names and number",
        description: 'The register rules apply (names 3-50, number 10-13 digits); the email is not changed here. Answers as customerGetMe.',
        tags,
        security,
        body: CustomerMeUpdateSchema,
        response: { 200: CustomerMeSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => updateCustomerMe(ctx.db, currentCustomer(request).id, request.body),
  );

  r.put(
    '/change-password',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerChangePassword',
        summary: "Change the signed-in customer's password",
        description: 'Needs the old password (403 when it is wrong). Every other session of the customer ends; the one making the change stays signed in.',
        tags,
        security,
        body: ChangePasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await changeCustomerPassword(ctx.db, currentCustomer(request), request.body);
      return { message: 'Password changed.' };
    },
  );

  r.post(
    '/forgot-password',
    {
      config: { customerAccess: 'public' },
      schema: {
        operationId: 'customerRequestPasswordReset',
        summary: 'Request a password reset code by e-mail for a customer account',
        description:
          'When the address belongs to a customer account, a one-time 4-digit code is mailed to it (queued in the outbox). The answer is the same either way, so it does not tell who has an account. Staff accounts are not reset here.',
        tags,
        security: [],
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await forgotCustomerPassword(ctx, request.body.email, request.ip);
      return { message: FORGOT_SENT };
    },
  );

  r.post(
    '/confirm-forgot-password',
    {
      config: { customerAccess: 'public' },
      schema: {
        operationId: 'customerConfirmPasswordReset',
        summary: "Set a customer's new password with the e-mailed code",
        description: 'A wrong code uses up one of its tries (400). The right one sets the password, can be used only once, and ends every session of the customer.',
        tags,
        security: [],
        body: ConfirmForgotPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await confirmCustomerPasswordReset(ctx, request.body, request.ip);
      return { message: 'Password changed.' };
    },
  );

  r.get(
    '/glass-types',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerListGlassTypes',
        summary: 'List the glass types for the ticket form',
        description: 'In natural order: numbers in names sort by value (2 before 10).',
        tags,
        security,
        response: { 200: NamedOptionsSchema, ...errorResponses(401) },
      },
    },
    () => glassTypeChoices(ctx.db),
  );

  r.get(
    '/warranty-reasons',
    {
      config: { customerAccess: 'customer' },
      schema: {
        operationId: 'customerListWarrantyReasons',
        summary: 'List the warranty reasons for the ticket form',
        description: 'In natural order: numbers in names sort by value (2 before 10).',
        tags,
        security,
        response: { 200: NamedOptionsSchema, ...errorResponses(401) },
      },
    },
    () => warrantyReasonChoices(ctx.db),
  );
}
