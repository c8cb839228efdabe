import type { Kysely } from 'kysely';
import { HelpContentField } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { found } from '../../lib/http-error.js';
import { sanitizedField } from '../../lib/sanitize-html.js';
import { recordChange, snapshot } from '../activity/activity.service.js';
import { findHelp, updateHelp } from './help.repository.js';

export async function getHelp(db: Kysely<Database>) {
  return found(await findHelp(db), 'Help');
}

/** CONTRACT: help content is rich text, stored sanitised; its bounds count the sanitised HTML (a 422 on content). */
export function saveHelp(db: Kysely<Database>, id: number, content: string) {
  const clean = sanitizedField('content', content, HelpContentField);
  return db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, 'help', id);
    const help = found(await updateHelp(trx, id, clean), 'Help');
    await recordChange(trx, 'help', id, before);
    return help;
  });
}
