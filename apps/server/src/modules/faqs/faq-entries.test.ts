import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityChange } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { statementsSentBy } from '../../test/statements.js';
import { isPostgresDb } from '../../db/sql.js';
import { sealActivity } from '../activity/activity.sealer.js';
import { entryOf, filledEntry } from '../activity/activity.recorder.js';
import { changeFaq, createFaq } from './faqs.service.js';

// A new FAQ and an FAQ's edit with their activity entries. On PostgreSQL each entry goes in its write's own
// statement (the insert's id and the text the update replaced are filled in by the sealer), so the log adds no round
// trip to the write; SQLite records it after the write, as before.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const entriesOf = async (id: number) => {
  await sealActivity(t.ctx.db);
  const rows = await t.ctx.db
    .selectFrom('activity')
    .select(['action', 'entity_id', 'entity_label', 'changes', 'search_text'])
    .where('entity_type', '=', 'faq')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, changes: JSON.parse(r.changes) as ActivityChange[] }));
};

describe('an FAQ and its entries', () => {
  it('a new FAQ: one statement on PostgreSQL (the insert with its entry), its entry naming its id and filled fields', async () => {
    let faq!: Awaited<ReturnType<typeof createFaq>>;
    const sent = await statementsSentBy(async () => {
      faq = await createFaq(t.ctx.db, { title: 'Where is my trolley?', content: '<p>On its <b>way</b>.</p>' });
    });
    expect(sent.length).toBe(isPostgresDb(t.ctx.db) ? 1 : 2);
    expect(await entriesOf(faq.id)).toEqual([
      {
        action: 'created',
        entity_id: faq.id,
        entity_label: 'FAQ Where is my trolley?',
        changes: [
          { field: 'title', before: null, after: 'Where is my trolley?' },
          { field: 'content', before: null, after: 'On its way .' },
        ],
        search_text: expect.stringContaining('where is my trolley?'),
      },
    ]);
  });

  it('an edit lists only what changed, its "before" read as the save replaced it', async () => {
    const faq = await createFaq(t.ctx.db, { title: 'Opening hours', content: '<p>Nine to five.</p>' });
    const sent = await statementsSentBy(() => changeFaq(t.ctx.db, faq.id, { title: 'Opening hours', content: '<p>Eight to six.</p>' }));
    // SQLite: the text before, the update, the entry.
    expect(sent.length).toBe(isPostgresDb(t.ctx.db) ? 1 : 3);
    const [, edited] = await entriesOf(faq.id);
    expect(edited).toMatchObject({ action: 'updated', entity_label: 'FAQ Opening hours', changes: [{ field: 'content', before: 'Nine to five.', after: 'Eight to six.' }] });
    expect(edited.search_text).toContain('nine to five.');
  });

  it('an edit whose words do not change (only the markup) records nothing; saving the same text records nothing', async () => {
    const faq = await createFaq(t.ctx.db, { title: 'Returns', content: '<p>Within 30 days.</p>' });
    await changeFaq(t.ctx.db, faq.id, { title: 'Returns', content: '<p><b>Within</b> 30 days.</p>' });
    await changeFaq(t.ctx.db, faq.id, { title: 'Returns', content: '<p><b>Within</b> 30 days.</p>' });
    expect((await entriesOf(faq.id)).map((e) => e.action)).toEqual(['created']);
    const pending = await t.ctx.db.selectFrom('activity_pending').select('id').execute();
    expect(pending).toEqual([]);
  });

  it("the sealer fills values in only as a registered reader maps them, never raw (an FAQ's markup)", () => {
    const entry = entryOf(
      { action: 'updated', entity: { type: 'faq', id: 1, label: 'FAQ Returns' }, changes: [{ field: 'content', before: null, after: 'Within 14 days.' }] },
      { type: 'user', id: 1, name: 'Ann Admin' },
    );
    const was = JSON.stringify({ content: '<p>Within <b>30</b> days.</p>' });
    expect(JSON.parse(filledEntry(entry, was)!.changes)).toEqual([{ field: 'content', before: 'Within 30 days.', after: 'Within 14 days.' }]);
    expect(() => filledEntry({ ...entry, entity_type: 'no_such_type' }, was)).toThrow(/no snapshot reader maps rows of no_such_type/);
  });
});
