import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import type { ProcessedImage } from '../../lib/images.js';
import { fileUrl, thumbnailUrl } from './file-urls.js';

export { FILE_NAME_PATTERN, fileNameFromUrl, fileUrl, thumbnailUrl } from './file-urls.js';

/** 144 random bits, base64url (24 characters): a file's url cannot be guessed (CONTRACT: 128 bits at least). */
export const newFileName = () => randomBytes(18).toString('base64url');

/** Stores a processed image (both sizes) in the database, in the caller's transaction; answers its name. */
export async function insertFile(db: Kysely<Database>, image: ProcessedImage, by: { userId?: number; customerId?: number } = {}) {
  const name = newFileName();
  await db
    .insertInto('files')
    .values({
      name,
      content_type: image.contentType,
      byte_size: image.data.length,
      width: image.width,
      height: image.height,
      data: image.data,
      thumbnail_content_type: image.thumbnailContentType,
      thumbnail: image.thumbnail,
      uploaded_by_user_id: by.userId ?? null,
      uploaded_by_customer_id: by.customerId ?? null,
      created_at: nowIso(),
    })
    .execute();
  return { name, url: fileUrl(name), thumbnail_url: thumbnailUrl(name) };
}

/** One stored file's bytes and type (or its thumbnail's). */
export async function readFile(db: Kysely<Database>, name: string, size: 'full' | 'thumbnail') {
  const row =
    size === 'full'
      ? await db.selectFrom('files').select(['content_type', 'data']).where('name', '=', name).executeTakeFirst()
      : await db.selectFrom('files').select(['thumbnail_content_type as content_type', 'thumbnail as data']).where('name', '=', name).executeTakeFirst();
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
}

/** The names among these that are stored files. */
export async function storedFileNames(db: Kysely<Database>, names: readonly string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db
    .selectFrom('files')
    .select('name')
    .where('name', 'in', [...names])
    .execute();
  return new Set(rows.map((r) => r.name));
}

export async function deleteFiles(db: Kysely<Database>, names: readonly string[]) {
  if (names.length)
    await db
      .deleteFrom('files')
      .where('name', 'in', [...names])
      .execute();
}
