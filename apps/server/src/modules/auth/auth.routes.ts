import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfirmForgotPasswordSchema, ForgotPasswordSchema, LoginResponseSchema, LoginSchema, MessageSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { createSession, revokeSession, revokeUserSessions } from './sessions.repository.js';
import { findUserForLogin, setPasswordHash, toUser } from '../users/users.repository.js';
import { burnResetTry, createReset, findLiveReset, markResetUsed } from './password-resets.repository.js';
import { hashOtp, newOtp } from '../../lib/tokens.js';

const WRONG_LOGIN = 'Incorrect email or password.';
const BAD_OTP = 'Invalid or expired OTP.';
const FORGOT_SENT = 'If this email belongs to an account, an OTP has been sent to it.';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { throttles } = ctx;

  r.post(
    '/login',
    {
      config: { access: { public: true } },
      schema: { tags: ['session'], security: [], body: LoginSchema, response: { 200: LoginResponseSchema, ...errorResponses(401, 422, 429) } },
    },
    async (request) => {
      const { email, password } = request.body;
      const account = email.toLowerCase();
      // CONTRACT: failures are counted, not successes, per account and per address.
      if ((await throttles.loginIp.isBlocked(request.ip)) || (await throttles.loginAccount.isBlocked(account))) {
        throw tooManyRequests('Too many failed sign-in attempts. Try again later.');
      }
      const user = await findUserForLogin(ctx.db, email);
      const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
      if (!user || !ok) {
        await throttles.loginIp.record(request.ip);
        await throttles.loginAccount.record(account);
        throw unauthorized(WRONG_LOGIN);
      }
      await throttles.loginAccount.clear(account);
      const token = await createSession(ctx.db, user.id, ctx.config.tokenTtlMs);
      const { id, first_name, last_name, email: userEmail, role } = toUser(user);
      return { id, token, first_name, last_name, email: userEmail, role };
    },
  );

  r.post(
    '/logout',
    {
      config: { access: { signedIn: true } },
      schema: { tags: ['session'], response: { 200: MessageSchema, ...errorResponses(401) } },
    },
    async (request) => {
      await revokeSession(ctx.db, currentUser(request).sessionId);
      return { message: 'Signed out.' };
    },
  );

  r.post(
    '/forgot-password',
    {
      config: { access: { public: true } },
      schema: { tags: ['session'], security: [], body: ForgotPasswordSchema, response: { 200: MessageSchema, ...errorResponses(422, 429) } },
    },
    async (request) => {
      if (await throttles.forgotIp.isBlocked(request.ip)) throw tooManyRequests();
      await throttles.forgotIp.record(request.ip);
      const user = await findUserForLogin(ctx.db, request.body.email);
      if (user) {
        const otp = newOtp();
        await createReset(ctx.db, user.id, hashOtp(user.id, otp), ctx.config.otpTtlMs);
        const minutes = Math.round(ctx.config.otpTtlMs / 60_000);
        try {
          await ctx.mailer.send({
            to: user.email,
            subject: 'GlassDesk password reset code',
            text: `Hello ${user.first_name},\n\nYour GlassDesk password reset code is ${otp}.\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this message.\n`,
          });
        } catch (err) {
          request.log.error({ err }, 'password reset mail failed');
        }
      }
      // The answer is the same whether or not the email exists.
      return { message: FORGOT_SENT };
    },
  );

  r.post(
    '/confirm-forgot-password',
    {
      config: { access: { public: true } },
      schema: { tags: ['session'], security: [], body: ConfirmForgotPasswordSchema, response: { 200: MessageSchema, ...errorResponses(400, 422, 429) } },
    },
    async (request) => {
      if (await throttles.otpIp.isBlocked(request.ip)) throw tooManyRequests();
      const { email, otp, password } = request.body;
      const user = await findUserForLogin(ctx.db, email);
      const reset = user ? await findLiveReset(ctx.db, user.id, ctx.config.otpMaxTries) : undefined;
      if (!user || !reset || reset.otp_hash !== hashOtp(user.id, otp)) {
        await throttles.otpIp.record(request.ip);
        if (reset) await burnResetTry(ctx.db, reset.id);
        throw badRequest(BAD_OTP);
      }
      const passwordHash = await hashPassword(password);
      await ctx.db.transaction().execute(async (trx) => {
        // The guarded update decides: a second confirm with the same OTP finds it used and changes nothing.
        if (!(await markResetUsed(trx, reset.id))) throw badRequest(BAD_OTP);
        await setPasswordHash(trx, user.id, passwordHash);
        await revokeUserSessions(trx, user.id);
      });
      return { message: 'Password changed.' };
    },
  );

  r.get(
    '/user',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['session'],
        response: {
          200: z.object({
            id: z.number(),
            first_name: z.string(),
            last_name: z.string(),
            email: z.string(),
            role: z.object({ id: z.number(), name: z.string(), editable: z.boolean() }),
          }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const { id, first_name, last_name, email, role } = currentUser(request);
      return { id, first_name, last_name, email, role };
    },
  );
}
