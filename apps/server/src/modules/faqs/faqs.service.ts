import type { Kysely } from 'kysely';
import { FaqContentField, type FaqWrite } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { found, notFound } from '../../lib/http-error.js';
import { sanitizedField } from '../../lib/sanitize-html.js';
import { StaleVersion } from '../../lib/record-version.js';
import { entryCreatedInStatement, entryInStatement, recordChange, recordCreated, snapshot, snapshotOfRow, versionedSave } from '../activity/activity.service.js';
import { deleteFaq, findFaq, insertFaq, updateFaq } from './faqs.repository.js';

export { listFaqs } from './faqs.repository.js';

// CONTRACT: FAQ content is rich text, stored sanitised; its bounds count the sanitised HTML (a 422 on content).
const sanitized = (body: FaqWrite): FaqWrite => ({ title: body.title, content: sanitizedField('content', body.content, FaqContentField) });

export async function getFaq(db: Kysely<Database>, id: number) {
  return found(await findFaq(db, id), 'FAQ');
}

export function createFaq(db: Kysely<Database>, body: FaqWrite) {
  const clean = sanitized(body);
  return db.transaction().execute(async (trx) => {
    // PostgreSQL: the entry goes in the insert's statement (entryCreatedInStatement); elsewhere it is recorded after it.
    const logged = await entryCreatedInStatement(trx, 'faq', clean);
    const faq = await insertFaq(trx, clean, logged);
    if (!logged) await recordCreated(trx, 'faq', faq.id, { row: faq });
    return faq;
  });
}

/** `expected`: the version the caller saw (If-Match); another one now is a 412 and nothing is written. */
export function changeFaq(db: Kysely<Database>, id: number, body: FaqWrite, expected?: number) {
  const clean = sanitized(body);
  return versionedSave(db, 'faq', id, 'FAQ', () =>
    db.transaction().execute(async (trx) => {
      // The save answers the text it replaced (read under the row's lock): the entry's "before", no read of its own. On
      // PostgreSQL its entry goes in the save's statement (entryInStatement); elsewhere it is recorded after it.
      const logged = await entryInStatement(trx, 'faq', id, snapshotOfRow('faq', clean)!, { title: 'before_title', content: 'before_content' });
      const saved = await updateFaq(trx, id, clean, expected, logged);
      if (!saved) {
        // There, yet not saved: If-Match named another version (CONTRACT "Concurrent edits").
        const now = await findFaq(trx, id);
        if (now && expected !== undefined) throw new StaleVersion(now.version);
        throw notFound('FAQ');
      }
      const { before, ...faq } = saved;
      if (!logged) await recordChange(trx, 'faq', id, snapshotOfRow('faq', before), 'updated', { row: faq });
      return faq;
    }),
  );
}

export function removeFaq(db: Kysely<Database>, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'faq', id);
    if (!(await deleteFaq(trx, id))) throw notFound('FAQ');
    await recordChange(trx, 'faq', id, before, 'deleted');
  });
}
