import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

// CONTRACT "Concurrent edits": one record's version travels as its ETag ("3"); a PUT with If-Match naming an older
// one changes nothing (412). The guarded UPDATE (`where version = <If-Match>`, `version = version + 1`) is each
// repository's; these are the HTTP ends, the same for every record.

export const etagOf = (version: number) => `"${version}"`;

/** No version this server gives: an If-Match that names none of ours never matches. */
const NO_VERSION = -1;

/**
 * The version If-Match names: undefined without the header (or with "*": any version), so a PUT from an older client
 * applies as before; an entity-tag that is not one of ours (a weak one, garbage) matches nothing.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const tags = header.split(',').map((t) => /^\s*"(\d{1,10})"\s*$/.exec(t)?.[1]);
  const first = tags.find((t) => t !== undefined);
  return first === undefined ? NO_VERSION : Number(first);
}

/** Sends a record's version as its ETag and answers the record (the body never carries the version). */
export function withEtag<T extends { version: number }>(reply: FastifyReply, record: T): T {
  reply.header('etag', etagOf(record.version));
  return record;
}

/** Thrown inside a save's transaction when its guarded UPDATE found the record at another version (rolls it back). */
export class StaleVersion extends Error {
  constructor(readonly version: number) {
    super('stale version');
  }
}

/** The 412 of a stale If-Match: who saved last and when (from the activity log), and the version now. */
export function staleRecord(what: string, last: { by: string | null; at: string | null }, version: number) {
  const who = last.by ? ` by ${last.by}` : '';
  return new HttpError(412, `Someone else saved this ${what}${who} after you opened it. Nothing was changed: load their version, or save yours over it.`, {
    saved_by: last.by,
    saved_at: last.at,
    version,
  });
}
