import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MESSAGES, IMAGE_MAX_BYTES } from '@glassdesk/shared';
import { HttpError, invalidField } from './http-error.js';
import { imageError, processImage, type ProcessedImage } from './images.js';

/** The image fields a multipart call takes, with the count each allows, and a label for its messages. */
export type ImageFieldSpec = Record<string, { min: number; max: number; label: string }>;

export type ImageForm<F extends ImageFieldSpec> = {
  /** The text fields, as strings (the first value of a repeated field). */
  fields: Record<string, string>;
  /** Each image field's images, processed (sniffed, re-encoded), in the order sent. */
  images: { [K in keyof F]: ProcessedImage[] };
};

const FIELD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Registers `routes` in a scope of their own that reads multipart bodies. The plugin adds an onRequest hook (a close
 * listener) and an onResponse hook to every route of its scope, for files saved to disk, which no route does (each
 * reads its parts as a stream): registered for the whole app they cost every request about 3.6 us. Another route
 * answers a multipart body 415, as any content type it does not read.
 */
export async function withMultipart(app: FastifyInstance, routes: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    routes(scope);
  });
}
export const MALFORMED_FORM = 'The form could not be read: it is incomplete or malformed. Send it again.';

/**
 * Reads a multipart/form-data body: text fields, and images in the named fields, each processed as it arrives (so
 * at most one upload's bytes are held at a time besides the re-encoded results). Limits answer with a detail,
 * never a 500: a file over 10 MB 413, more files than the fields allow in all 413, too many in one field or too few
 * 422 on that field, a file in an unknown field 422, a body that is not well-formed multipart 400. An image refused
 * in a field that takes several is named by its place among that field's files: loc ['body', 'defect_images', 1] is
 * the second Defect photo sent (the portal shows the detail next to that photo).
 */
export async function readImageForm<F extends ImageFieldSpec>(request: FastifyRequest, spec: F): Promise<ImageForm<F>> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data.');
  const totalMax = Object.values(spec).reduce((n, f) => n + f.max, 0);
  const fields: Record<string, string> = {};
  const images = Object.fromEntries(Object.keys(spec).map((k) => [k, [] as ProcessedImage[]])) as ImageForm<F>['images'];
  const counts: Record<string, number> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: totalMax + 5, fields: 40, fieldSize: FIELD_MAX_BYTES, parts: totalMax + 50 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw invalidField(part.fieldname, `${part.fieldname} is too long.`);
        if (!(part.fieldname in fields) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname;
      const rule = spec[field];
      if (!rule) {
        part.file.resume();
        throw invalidField(field, `${field} does not take a file.`);
      }
      counts[field] = (counts[field] ?? 0) + 1;
      if (counts[field] > rule.max) {
        // Read on to count them all; nothing more is processed.
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) {
        // A browser sends an empty part for a file input left empty: it is no image.
        counts[field] -= 1;
        continue;
      }
      try {
        images[field as keyof F].push(await processImage(bytes, field));
      } catch (err) {
        throw rule.max > 1 ? atPosition(err, counts[field] - 1) : err;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageError((err as { part?: { fieldname?: string } }).part?.fieldname ?? 'file', FILE_MESSAGES.tooLarge, 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, FILE_MESSAGES.tooManyFiles);
    if (code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'Too many fields were sent.');
    // The body itself is broken (no or wrong boundary, cut off, malformed part headers): busboy throws a plain Error.
    // That is the caller's mistake, not a 500. Everything the loop throws on purpose is an HttpError or has a status.
    if (!(err instanceof HttpError) && (err as { statusCode?: number }).statusCode === undefined && err instanceof Error) {
      request.log.info({ err }, 'unreadable multipart body');
      throw new HttpError(400, MALFORMED_FORM);
    }
    throw err;
  }
  for (const [field, rule] of Object.entries(spec)) {
    const n = counts[field] ?? 0;
    const what = (count: number) => `${rule.label ? `${rule.label} ` : ''}${count === 1 ? 'image' : 'images'}`;
    if (n > rule.max) throw invalidField(field, `At most ${rule.max} ${what(rule.max)} can be sent (${n} were).`);
    if (n < rule.min) throw invalidField(field, rule.min === 1 ? `At least one ${what(1)} is required.` : `At least ${rule.min} ${what(rule.min)} are required.`);
  }
  return { fields, images };
}

/** A 422 refusal of one image, its loc given the image's place in its field (0 for the first file sent there). */
function atPosition(err: unknown, position: number): unknown {
  if (!(err instanceof HttpError) || typeof err.detail === 'string') return err;
  return new HttpError(
    err.statusCode,
    err.detail.map((d) => ({ ...d, loc: [...d.loc, position] })),
  );
}
