import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema, MfaStatusSchema, RecoveryCodesSchema, TotpConfirmSchema, TotpDisableSchema, TotpSetupSchema, TotpStartSchema } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { confirmTotpSetup, disableTotp, mfaStatus, startTotp } from './mfa.service.js';

/** CONTRACT "Staff sign-in: second factors and sessions": my second factors. */
export async function mfaRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['session'];

  r.get(
    '/me/mfa',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'getMyMfa',
        summary: 'My second factors',
        description: 'Whether the authenticator app is set up, how many passkeys, how many unused recovery codes. Never a secret.',
        tags,
        response: { 200: MfaStatusSchema, ...errorResponses(401) },
      },
    },
    (request) => mfaStatus(ctx, currentUser(request)),
  );

  r.post(
    '/me/mfa/totp',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'startTotpSetup',
        summary: 'Start setting up the authenticator app',
        description:
          'A new secret (base32) and its otpauth:// link for the QR code; not a second factor until confirmed. Needs `password` unless this session signed in within the last 10 minutes (403). 409 when it is already set up, or the server has no MFA_SECRET_KEY.',
        tags,
        body: TotpStartSchema.nullish(),
        response: { 200: TotpSetupSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    (request) => startTotp(ctx, currentUser(request), request.body ?? {}),
  );

  r.post(
    '/me/mfa/totp/confirm',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'confirmTotpSetup',
        summary: 'Confirm the authenticator app with a code',
        description:
          "A current code from the app makes it a second factor and answers ten recovery codes, shown this once (only their hashes are kept). The user's other sessions end. A wrong code: 422 on `code`.",
        tags,
        body: TotpConfirmSchema,
        response: { 200: RecoveryCodesSchema, ...errorResponses(401, 409, 422) },
      },
    },
    (request) => confirmTotpSetup(ctx, currentUser(request), request.body),
  );

  r.delete(
    '/me/mfa/totp',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'disableTotp',
        summary: 'Turn the authenticator app off',
        description: "Needs the password (403 when wrong). 409 when the user's role requires a second factor. Its recovery codes go with it, and the user's other sessions end.",
        tags,
        body: TotpDisableSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await disableTotp(ctx, currentUser(request), request.body);
      return { message: 'Authenticator app turned off.' };
    },
  );
}
