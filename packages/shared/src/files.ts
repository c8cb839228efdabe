import { z } from './common/zod.js';

export * from './file-rules.js';

/** POST /api/admin/v1.0/files (multipart, one image in the field `file`) -> 201. */
export const FileUploadResponseSchema = z.object({
  /** The unguessable name (128 random bits, base64url). */
  name: z.string(),
  /** The image: `/files/<name>`. */
  url: z.string(),
  /** A small version for lists: `/files/<name>/thumbnail`. */
  thumbnail_url: z.string(),
});
export type FileUpload = z.infer<typeof FileUploadResponseSchema>;
