import type { Kysely } from 'kysely';
import { HelpContentField } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { found, notFound } from '../../lib/http-error.js';
import { StaleVersion } from '../../lib/record-version.js';
import { sanitizedField } from '../../lib/sanitize-html.js';
import { recordChange, snapshot, versionedSave } from '../activity/activity.service.js';
import { findHelp, helpVersion, updateHelp } from './help.repository.js';

/** The one help document; with `id`, only when it is that one (404 otherwise). */
export async function getHelp(db: Kysely<Database>, id?: number) {
  const help = await findHelp(db);
  return found(id === undefined || help?.id === id ? help : undefined, 'Help');
}

/**
 * CONTRACT: help content is rich text, stored sanitised; its bounds count the sanitised HTML (a 422 on content).
 * `expected`: the version the caller saw (If-Match); another one now is a 412 and nothing is written.
 */
export function saveHelp(db: Kysely<Database>, id: number, content: string, expected?: number) {
  const clean = sanitizedField('content', content, HelpContentField);
  return versionedSave(db, 'help', id, 'Help', () =>
    db.transaction().execute(async (trx) => {
      const before = await snapshot(trx, 'help', id);
      const help = await updateHelp(trx, id, clean, expected);
      if (!help) {
        // There, yet not saved: If-Match named another version (CONTRACT "Concurrent edits").
        const now = await helpVersion(trx, id);
        if (now !== undefined && expected !== undefined) throw new StaleVersion(now);
        throw notFound('Help');
      }
      await recordChange(trx, 'help', id, before);
      return help;
    }),
  );
}
