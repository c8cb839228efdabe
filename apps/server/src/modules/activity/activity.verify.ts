import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bridgesDigest, entryHash, GENESIS_HASH } from './activity-hash.js';
import { sealActivity } from './activity.sealer.js';
import { chainBridges, chainEntriesAfter } from './activity-chain.repository.js';

export type ChainCheck = { ok: true; entries: number } | { ok: false; entries: number; entryId: number; reason: string };

const BATCH = 5_000;

/**
 * Walks the activity log in id order and checks every link: each entry's prev_hash is the hash of the entry before it
 * (or, right after a retention purge, the bridge that purge recorded), and its hash is sha256(prev_hash + content).
 * Pending entries are sealed first.
 * Answers the first entry that does not verify. Bridges are checked against the digest in their purge's entry.
 */
export async function verifyActivityChain(db: Kysely<Database>): Promise<ChainCheck> {
  // Entries still pending join the chain first: the check covers every committed change.
  await sealActivity(db);
  const bridges = new Map<number, { prev_hash: string; purge_entry_id: number }>();
  for (const b of await chainBridges(db)) {
    bridges.set(Number(b.entry_id), { prev_hash: b.prev_hash, purge_entry_id: Number(b.purge_entry_id) });
  }
  const byPurge = new Map<number, { entry_id: number; prev_hash: string }[]>();
  for (const [entry_id, b] of bridges) byPurge.set(b.purge_entry_id, [...(byPurge.get(b.purge_entry_id) ?? []), { entry_id, prev_hash: b.prev_hash }]);

  let running = GENESIS_HASH;
  let entries = 0;
  let afterId = 0;
  for (;;) {
    const rows = await chainEntriesAfter(db, afterId, BATCH);
    if (!rows.length) break;
    for (const r of rows) {
      const id = Number(r.id);
      entries++;
      if (r.prev_hash !== running) {
        const bridge = bridges.get(id);
        if (!bridge || bridge.prev_hash !== r.prev_hash)
          return { ok: false, entries, entryId: id, reason: 'it does not link to the entry before it (an entry was removed or changed)' };
      }
      if (entryHash(r.prev_hash, r) !== r.hash) return { ok: false, entries, entryId: id, reason: 'its content does not match its hash (it was changed)' };
      if (r.entity_type === 'activity' && r.action === 'purged') {
        const recorded = (JSON.parse(r.changes) as { field: string; after: string | null }[]).find((c) => c.field === 'bridges')?.after;
        const own = byPurge.get(id) ?? [];
        if (recorded !== `${own.length}:${bridgesDigest(own)}`) return { ok: false, entries, entryId: id, reason: 'the bridges this purge recorded were changed' };
        byPurge.delete(id);
      }
      running = r.hash;
    }
    afterId = Number(rows[rows.length - 1].id);
  }
  // A bridge whose purge entry is not in the log: added by hand.
  for (const [purgeId, list] of byPurge) {
    return { ok: false, entries, entryId: list[0].entry_id, reason: `it is bridged by purge entry ${purgeId}, which is not in the log` };
  }
  return { ok: true, entries };
}
