import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidField } from '../../lib/http-error.js';
import type { ProcessedImage } from '../../lib/images.js';
import { deleteFiles, FILE_NAME_PATTERN, fileNameFromUrl, insertFile, readFile, storedFileNames } from './files.repository.js';

export { fileUrl, thumbnailUrl } from './file-urls.js';

/**
 * Checks that every url came from POST /files (a `/files/<name>` of a stored file): 422 on `field` otherwise.
 * Answers the file names, in the order given.
 */
export async function checkFileUrls(db: Kysely<Database>, urls: readonly string[], field: string): Promise<string[]> {
  const names = urls.map((url) => fileNameFromUrl(url));
  const bad = urls.filter((_, i) => names[i] === null);
  if (bad.length) throw invalidField(field, `Not an uploaded image: ${bad[0]}`);
  const found = await storedFileNames(db, [...new Set(names as string[])]);
  const missing = urls.find((_, i) => !found.has(names[i]!));
  if (missing) throw invalidField(field, `Not an uploaded image: ${missing}`);
  return names as string[];
}

/** Stores an image a customer sent with a record of another module (a ticket's photos), in the caller's transaction. */
export const storeCustomerImage = (trx: Kysely<Database>, image: ProcessedImage, customerId: number) => insertFile(trx, image, { customerId });

/** Deletes stored files (their record went for good), in the caller's transaction. */
export const removeFiles = (trx: Kysely<Database>, names: readonly string[]) => deleteFiles(trx, names);

/** POST /files: one processed image, stored with its uploader. */
export function uploadFile(db: Kysely<Database>, image: ProcessedImage, userId: number) {
  return insertFile(db, image, { userId });
}

/** A stored file's bytes and type (or its thumbnail's); undefined for a name that cannot be one. */
export async function storedFile(db: Kysely<Database>, name: string, size: 'full' | 'thumbnail') {
  return FILE_NAME_PATTERN.test(name) ? readFile(db, name, size) : undefined;
}
