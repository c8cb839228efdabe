import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { checkFileUrls } from '../files/files.service.js';

// CONTRACT "Files": the trolley photo and the photos of transfers and hand-overs are urls returned by POST /files.
// Only urls of files stored here are accepted; anything else is a 422 on its field (the files module decides).

export type ImageField = { field: string; url: string };

/** 422 on the first field holding a url that is not one of our stored files. */
export async function checkImages(db: Kysely<Database>, images: readonly ImageField[]) {
  const byField = new Map<string, string[]>();
  for (const { field, url } of images) byField.set(field, [...(byField.get(field) ?? []), url]);
  for (const [field, urls] of byField) await checkFileUrls(db, urls, field);
}

/** A photo as a transaction shows it: its name (the file's) and url. */
export const toPhoto = (url: string) => ({ name: url.slice(url.lastIndexOf('/') + 1), url });
