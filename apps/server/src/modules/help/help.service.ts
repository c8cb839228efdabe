import type { Kysely } from 'kysely';
import { HelpContentField } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { found } from '../../lib/http-error.js';
import { sanitizedField } from '../../lib/sanitize-html.js';
import { findHelp, updateHelp } from './help.repository.js';

export async function getHelp(db: Kysely<Database>) {
  return found(await findHelp(db), 'Help');
}

/** CONTRACT: help content is rich text, stored sanitised; its bounds count the sanitised HTML (a 422 on content). */
export async function saveHelp(db: Kysely<Database>, id: number, content: string) {
  return found(await updateHelp(db, id, sanitizedField('content', content, HelpContentField)), 'Help');
}
