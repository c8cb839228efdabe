import { createHash, hash } from 'node:crypto';
import type { ActivityTable } from '../../db/schema.js';

/** The first entry's prev_hash: the chain starts here (or at a bridge the retention purge recorded). */
export const GENESIS_HASH = '0'.repeat(64);

/** The columns a hash covers: every column of the entry but id, prev_hash and hash themselves. */
export type HashedEntry = Omit<ActivityTable, 'id' | 'prev_hash' | 'hash'>;

/** sha256(prev_hash + the entry's content in a fixed order): change one byte of either and it no longer matches. */
export function entryHash(prevHash: string, e: HashedEntry): string {
  const content = JSON.stringify([
    e.at,
    e.actor_type,
    e.actor_id == null ? null : Number(e.actor_id),
    e.actor_name,
    e.action,
    e.entity_type,
    e.entity_id == null ? null : Number(e.entity_id),
    e.entity_label,
    e.changes,
    e.search_text,
    e.request_id,
    e.client_address,
    e.kind,
  ]);
  // One call (crypto.hash): a Hash object, three updates and a digest took twice as long (1.0 against 0.5 µs an entry).
  return hash('sha256', `${prevHash}\n${content}`, 'hex');
}

/** The digest of a purge's bridges, in its own (chained) entry: bridges added or changed by hand no longer match. */
export function bridgesDigest(bridges: { entry_id: number; prev_hash: string }[]): string {
  const h = createHash('sha256');
  for (const b of [...bridges].sort((a, b) => Number(a.entry_id) - Number(b.entry_id))) h.update(`${Number(b.entry_id)}:${b.prev_hash}\n`);
  return h.digest('hex');
}
