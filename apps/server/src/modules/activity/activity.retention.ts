import type { Kysely } from 'kysely';
import type { ActivityRetention } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { bridgesDigest } from './activity-hash.js';
import { entryOf, SYSTEM_ACTOR } from './activity.recorder.js';
import { addToTallies, appendToChain, lockChain, sealPendingIn } from './activity.sealer.js';
import { deleteEntries, expiredEntries, insertBridges, linksAfter } from './activity-retention.repository.js';

const DAY_MS = 86_400_000;
/** Entries removed per transaction: each is short, so requests are served between them. */
export const PURGE_CHUNK = 2_000;

/**
 * The retention purge (hourly housekeeping): deletes the entries of each kind older than its days. The chain stays
 * verifiable: each kept entry whose predecessor goes gets a bridge (its id and the hash it links to), and each purge
 * records itself as an entry (kind `retention`, never purged) carrying the count and the digest of its bridges, so a
 * bridge added or changed by hand fails the verification. Chunks of PURGE_CHUNK, oldest ids first, one transaction
 * each (all of a chunk or none). Answers how many entries went.
 */
export async function purgeActivity(db: Kysely<Database>, retention: ActivityRetention, now = Date.now(), chunk = PURGE_CHUNK) {
  const cutoffs = Object.entries(retention)
    .filter((e): e is [string, number] => e[1] !== null)
    .map(([kind, days]) => ({ kind, before: new Date(now - days * DAY_MS).toISOString() }));
  if (!cutoffs.length) return 0;
  let total = 0;
  for (;;) {
    const purged = await purgeChunk(db, cutoffs, chunk);
    total += purged;
    if (purged < chunk) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function purgeChunk(db: Kysely<Database>, cutoffs: { kind: string; before: string }[], chunk: number) {
  return db.transaction().execute(async (trx) => {
    // One purge at a time, and no entry appended meanwhile (every instance runs the housekeeping). What is pending
    // goes into the chain first, so the purge's entry follows every entry written before it.
    await lockChain(trx);
    while ((await sealPendingIn(trx)) > 0);
    const doomedRows = await expiredEntries(trx, cutoffs, chunk);
    const doomed = doomedRows.map((r) => Number(r.id));
    if (!doomed.length) return 0;
    const gone = new Set(doomed);
    const last = doomed[doomed.length - 1];
    // The kept entries between the first doomed one and the first kept one after the last: those that follow a
    // doomed entry get a bridge. (An id-only walk of that range, not of the whole log.)
    const range = await linksAfter(trx, doomed[0], last);
    const bridges: { entry_id: number; prev_hash: string }[] = [];
    let prevGone = true;
    for (const r of range) {
      const id = Number(r.id);
      const goes = gone.has(id);
      if (!goes && prevGone) bridges.push({ entry_id: id, prev_hash: r.prev_hash });
      prevGone = goes;
    }
    for (let i = 0; i < doomed.length; i += 500) await deleteEntries(trx, doomed.slice(i, i + 500));
    await addToTallies(trx, doomedRows, -1);
    const purgeId = await appendToChain(trx, [
      entryOf(
        {
          action: 'purged',
          entity: { type: 'activity', id: null, label: 'Activity entries' },
          changes: [
            { field: 'entries', before: String(doomed.length), after: null },
            { field: 'bridges', before: null, after: `${bridges.length}:${bridgesDigest(bridges)}` },
          ],
          kind: 'retention',
        },
        SYSTEM_ACTOR,
      ),
    ]);
    for (let i = 0; i < bridges.length; i += 500) {
      await insertBridges(
        trx,
        bridges.slice(i, i + 500).map((b) => ({ ...b, purge_entry_id: Number(purgeId) })),
      );
    }
    return doomed.length;
  });
}
