import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConfirmForgotPasswordSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  LoginStepSchema,
  MessageSchema,
  MfaLoginSchema,
  PasskeyLoginOptionsSchema,
  PasskeyLoginSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { FORGOT_SENT } from './password-reset-flow.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { confirmForgotPassword, forgotPassword, signIn, signInSecondStep, signInWithPasskey, signOut, startPasskeySignIn } from './auth.service.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/login',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'login',
        summary: 'Sign in with e-mail and password',
        description:
          'Answers a staff bearer token with the user and their role; `mfa_enrolment_required` is true when the role requires a second factor the user has not set up (every call but GET /user, GET /operations, /me/... and /logout then answers 403 until one is). A user with a second factor gets `{mfa_required: true, mfa_token, methods}` and no token: the code goes to POST /login/mfa. Failed attempts are counted per account and per address; too many are refused for a while.',
        tags: ['session'],
        security: [],
        body: LoginSchema,
        response: { 200: LoginStepSchema, ...errorResponses(401, 422, 429) },
      },
    },
    (request) => signIn(ctx, request.body, request.ip, request.headers['user-agent']),
  );

  r.post(
    '/login/mfa',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'loginSecondFactor',
        summary: 'Sign in, second step: an authenticator or recovery code',
        description:
          'With the `mfa_token` POST /login answered: a 6-digit authenticator code (one 30-second step either side; each code once) or a recovery code (each once). A wrong code is 401 and uses one of the 5 tries an mfa_token has; it lives 5 minutes. Failures count in the sign-in throttle.',
        tags: ['session'],
        security: [],
        body: MfaLoginSchema,
        response: { 200: LoginResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    (request) => signInSecondStep(ctx, request.body, request.ip, request.headers['user-agent']),
  );

  r.post(
    '/login/passkey/options',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'startPasskeyLogin',
        summary: 'Sign in with a passkey: the request options',
        description:
          "The options for navigator.credentials.get() (@simplewebauthn's PublicKeyCredentialRequestOptionsJSON, any of the user's discoverable passkeys, user verification required) and a `challenge_id` to answer with. They live 5 minutes and are used once. 429 while this address is refused sign-ins.",
        tags: ['session'],
        security: [],
        response: { 200: PasskeyLoginOptionsSchema, ...errorResponses(429) },
      },
    },
    (request) => startPasskeySignIn(ctx, request.ip),
  );

  r.post(
    '/login/passkey',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'loginWithPasskey',
        summary: 'Sign in with a passkey',
        description:
          "The browser's answer (startAuthentication's AuthenticationResponseJSON) with the `challenge_id` it was made for. A passkey is both factors: a good answer signs its owner in (the login body). Anything else is 401, the same whether or not the passkey is known, and counts in the sign-in throttle.",
        tags: ['session'],
        security: [],
        body: PasskeyLoginSchema,
        response: { 200: LoginResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    (request) => signInWithPasskey(ctx, request.body, request.ip, request.headers['user-agent']),
  );

  r.post(
    '/logout',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'logout',
        summary: 'Sign out',
        description: "Revokes the token used for this call only; the user's other sessions stay signed in.",
        tags: ['session'],
        response: { 200: MessageSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await signOut(ctx.db, currentUser(request).sessionId);
      return { message: 'Signed out.' };
    },
  );

  r.post(
    '/forgot-password',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Request a password reset code by e-mail',
        description:
          'When the address belongs to an account, a one-time code is mailed to it (queued in the outbox). The answer is the same either way, so it does not tell who has an account.',
        tags: ['session'],
        security: [],
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await forgotPassword(ctx, request.body.email, request.ip);
      // The answer is the same whether or not the email exists.
      return { message: FORGOT_SENT };
    },
  );

  r.post(
    '/confirm-forgot-password',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'confirmPasswordReset',
        summary: 'Set a new password with the e-mailed code',
        description: 'A wrong code uses up one of its tries (400). The right one sets the password, can be used only once, and ends every session of the user.',
        tags: ['session'],
        security: [],
        body: ConfirmForgotPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await confirmForgotPassword(ctx, request.body, request.ip);
      return { message: 'Password changed.' };
    },
  );

  r.get(
    '/user',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'getCurrentUser',
        summary: 'Get the signed-in user and their role',
        tags: ['session'],
        response: {
          200: z.object({
            id: z.number(),
            first_name: z.string(),
            last_name: z.string(),
            email: z.string(),
            role: z.object({ id: z.number(), name: z.string(), editable: z.boolean() }),
            mfa_enrolment_required: z.boolean(),
          }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const { id, first_name, last_name, email, role, mfaEnrolmentRequired } = currentUser(request);
      return { id, first_name, last_name, email, role, mfa_enrolment_required: mfaEnrolmentRequired };
    },
  );
}
