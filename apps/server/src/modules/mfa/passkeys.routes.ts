import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  MessageSchema,
  PasskeyCreationOptionsSchema,
  PasskeyListSchema,
  PasskeyOptionsRequestSchema,
  PasskeyRegisterSchema,
  PasskeyRemoveSchema,
  PasskeyAddedSchema,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { addPasskey, myPasskeys, passkeyCreationOptions, removePasskey } from './passkeys.service.js';

/** CONTRACT "Staff sign-in: second factors and sessions": my passkeys. */
export async function passkeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['session'];

  r.get(
    '/me/passkeys',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'listMyPasskeys',
        summary: 'My passkeys',
        description: 'Each passkey by its name, when it was added and last used. Never a key.',
        tags,
        response: { 200: PasskeyListSchema, ...errorResponses(401) },
      },
    },
    (request) => myPasskeys(ctx, currentUser(request)),
  );

  r.post(
    '/me/passkeys/options',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'startPasskeyRegistration',
        summary: 'Start adding a passkey',
        description:
          "The creation options for navigator.credentials.create() (@simplewebauthn's PublicKeyCredentialCreationOptionsJSON): a discoverable credential with user verification, for the relying party APP_URL names. Needs `password` unless this session signed in within the last 10 minutes (403). The options live 5 minutes; asking again replaces them.",
        tags,
        body: PasskeyOptionsRequestSchema.nullish(),
        response: { 200: PasskeyCreationOptionsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => passkeyCreationOptions(ctx, currentUser(request), request.body ?? {}),
  );

  r.post(
    '/me/passkeys',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'addPasskey',
        summary: 'Add a passkey',
        description:
          "The browser's answer to the latest options (startRegistration's RegistrationResponseJSON) and a name. Checked once: a failed check is 422 on `response` and needs new options; no live options: 409. The user's other sessions end.",
        tags,
        body: PasskeyRegisterSchema,
        response: { 201: PasskeyAddedSchema, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await addPasskey(ctx, currentUser(request), request.body)),
  );

  r.delete(
    '/me/passkeys/:id',
    {
      config: { access: { signedIn: true } },
      schema: {
        operationId: 'removePasskey',
        summary: 'Remove a passkey',
        description:
          "Needs `password` unless this session signed in within the last 10 minutes (403). 409 when the user's role requires a second factor and this is the last one. The user's other sessions end.",
        tags,
        params: IdParamsSchema,
        body: PasskeyRemoveSchema.nullish(),
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await removePasskey(ctx, currentUser(request), request.params.id, request.body ?? {});
      return { message: 'Passkey removed.' };
    },
  );
}
