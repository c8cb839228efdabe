import type { Kysely } from 'kysely';
import { FaqContentField, type FaqWrite } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { found, notFound } from '../../lib/http-error.js';
import { sanitizedField } from '../../lib/sanitize-html.js';
import { deleteFaq, findFaq, insertFaq, updateFaq } from './faqs.repository.js';

export { listFaqs } from './faqs.repository.js';

// CONTRACT: FAQ content is rich text, stored sanitised; its bounds count the sanitised HTML (a 422 on content).
const sanitized = (body: FaqWrite): FaqWrite => ({ title: body.title, content: sanitizedField('content', body.content, FaqContentField) });

export async function getFaq(db: Kysely<Database>, id: number) {
  return found(await findFaq(db, id), 'FAQ');
}

export function createFaq(db: Kysely<Database>, body: FaqWrite) {
  return insertFaq(db, sanitized(body));
}

export async function changeFaq(db: Kysely<Database>, id: number, body: FaqWrite) {
  return found(await updateFaq(db, id, sanitized(body)), 'FAQ');
}

export async function removeFaq(db: Kysely<Database>, id: number) {
  if (!(await deleteFaq(db, id))) throw notFound('FAQ');
}
