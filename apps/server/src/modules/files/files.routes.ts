import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FileUploadResponseSchema, FILES_PATH } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { readImageForm, withMultipart } from '../../lib/multipart.js';
import { binaryResponse, multipartBody } from '../../openapi/openapi.js';
import { storedFile, uploadFile } from './files.service.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** POST /api/admin/v1.0/files (CONTRACT "Files"): one image in the field `file`; any trolley operation. */
export async function filesRoutes(app: FastifyInstance, ctx: AppContext) {
  await withMultipart(app, (scope) => uploadRoute(scope, ctx));
}

function uploadRoute(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/files',
    {
      config: {
        access: { operation: ['List Trolleys', 'Add Trolley', 'View Trolley', 'Update Trolley', 'Delete Trolley', 'Restore Trolley'] },
        openapi: { requestBody: multipartBody({ file: { min: 1, max: 1, description: 'One JPEG, PNG or WebP image, 10 MB at most.' } }) },
      },
      schema: {
        operationId: 'uploadFile',
        summary: 'Upload an image (a trolley or hand-over photo) and get its url',
        tags: ['files'],
        description:
          'The image is re-encoded (orientation applied, metadata removed, longest side 2000 px) and stored with a webp thumbnail; its url goes in trolley_photo_url, image or images.',
        response: { 201: FileUploadResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await readImageForm(request, { file: { min: 1, max: 1, label: '' } });
      return reply.status(201).send(await uploadFile(ctx.db, form.images.file[0], user.id));
    },
  );
}

/**
 * GET /files/<name> and /files/<name>/thumbnail: outside the API and without a token (an <img> loads them); the
 * name is unguessable. Served from the database with their type, a year's immutable cache and nosniff.
 */
export async function fileServeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ name: z.string() });
  for (const [suffix, size, operationId, summary, types] of [
    ['', 'full', 'getFile', 'Get an uploaded image', ['image/jpeg', 'image/png', 'image/webp']],
    ['/thumbnail', 'thumbnail', 'getFileThumbnail', "Get an uploaded image's thumbnail", ['image/webp']],
  ] as const) {
    r.get(
      `${FILES_PATH}/:name${suffix}`,
      {
        config: { openapi: { responses: { 200: binaryResponse('The image, cached for a year (its name never names another).', ...types) } } },
        schema: {
          operationId,
          summary,
          description: 'Outside the API and without a token, so an <img> can load it: the name, from the upload, is unguessable.',
          tags: ['files'],
          params,
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        const file = await storedFile(ctx.db, name, size);
        if (!file) return reply.status(404).send({ detail: 'File not found.' });
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', IMMUTABLE)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(file.data);
      },
    );
  }
}
