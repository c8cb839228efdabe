import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawBuilder, sql } from 'kysely';
import type { ActivityEntry } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { unique } from '../../test/factories.js';
import { atMoment, containsPattern, isPostgresDb } from '../../db/sql.js';
import { statementsDuring } from '../../test/statements.js';
import { recordActivity } from './activity.recorder.js';
import { sealActivity } from './activity.sealer.js';
import { searchTuning } from './activity.repository.js';
import { SEARCH_TEXT_APART } from './activity-private.js';
import { textWordsSqlite } from './activity-chain.repository.js';

// The Activity list's search answers what "the entry's text contains the term" answers, however it is found: by the
// log's words (on PostgreSQL, migration 0047: a vocabulary with each word's count, and each entry's words indexed; on
// SQLite, migration 0048: an FTS5 index of the words and a list of them), or by the whole text (its trigrams) when
// the words cannot answer it.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Page = { list: ActivityEntry[]; count: number };
const entries = async (query: string) => (await t.api({ method: 'GET', url: `/activity${query}`, token: admin })).json() as Page;

/** Writes one entry per text (its label; `more`, a changed value beside it) and seals them. */
async function write(...texts: [label: string, more?: string][]) {
  for (const [label, more] of texts)
    await t.ctx.db
      .transaction()
      .execute((trx) =>
        recordActivity(trx, { action: 'updated', entity: { type: 'city', id: null, label }, changes: more ? [{ field: 'name', before: 'x', after: more }] : [], kind: 'records' }),
      );
  await sealActivity(t.ctx.db);
}

/** What a search must answer: the entries whose text contains the term, newest first. */
async function reference(term: string) {
  const rows = await t.ctx.db
    .selectFrom('activity')
    .select('id')
    .where(sql<boolean>`search_text like ${containsPattern(term)} escape '\\'`)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Every page of a search, two at a time, and its count. */
async function searched(term: string) {
  const first = await entries(`?search=${encodeURIComponent(term)}&limit=2`);
  const ids = first.list.map((e) => e.id);
  for (let start = 2; start < first.count; start += 2) ids.push(...(await entries(`?search=${encodeURIComponent(term)}&limit=2&start=${start}`)).list.map((e) => e.id));
  return { count: first.count, ids };
}

/**
 * A search's count and every page against the reference, made again (not kept): with its ids kept; with its count
 * alone kept (more matches than ids are kept for: the count is the search's own, its pages sorted); on PostgreSQL,
 * its pages from windows of the newest ids, wide or too narrow to hold a page.
 */
async function expectSameAsReference(term: string, matches?: number) {
  const kept = { ...searchTuning };
  try {
    const tunings = [{}, { idsMax: 0 }, { windowFrom: 0 }, { windowFrom: 0, windowTimes: 0.001, walkWindow: 1 }, { windowFrom: 0, windowTimes: 0.001, walkWindow: 0.001 }];
    for (const tuning of tunings) {
      Object.assign(searchTuning, kept, tuning, { catchUpMax: 0 });
      await write([`Other ${unique()}`]);
      const expected = await reference(term);
      if (matches !== undefined) expect(expected).toHaveLength(matches);
      expect({ term, tuning, ...(await searched(term)) }).toEqual({ term, tuning, count: expected.length, ids: expected });
    }
  } finally {
    Object.assign(searchTuning, kept);
  }
}

describe('a search of the log', () => {
  it('finds a term inside words, one or several in one entry, counted once each, and no more', async () => {
    const w = `w${unique()}`;
    await write([`Alpha ${w}bell`], [`${w}bell ${w}bellman`, `camp${w}bell`], [`Beta camp${w}bell`], [`Gamma ${w}bel`], [`${w}bell`, `${w}bell`], [`Delta ${w}BELLS`]);
    await expectSameAsReference(`${w}bell`, 5);
    await expectSameAsReference(`${w}BeLL`, 5);
    await expectSameAsReference(`${w}bellm`, 1);
    await expectSameAsReference(`camp${w}`, 2);
    await expectSameAsReference(`${w}nothing`, 0);
    // Across two words (a space in the term): the whole text is searched.
    await expectSameAsReference(`alpha ${w}`, 1);
    await expectSameAsReference(`${w}bell ${w}be`, 1);
  });

  it('finds a term anywhere in a word of over 400 characters, where the index keeps it in pieces', async () => {
    const w = `l${unique()}`;
    const long = (at: number, length: number) => `${'x'.repeat(at)}${w}${'y'.repeat(length - at - w.length)}`;
    // The term at the start, across each piece's edges (200, 400 characters), in the middle and at the end.
    const spots = [0, 195, 199, 395, 400, 600, 1_991];
    await write(...spots.map((at, i) => [`Long ${i}`, long(at, 2_000)] as [string, string]));
    await expectSameAsReference(w, spots.length);
    // A term of 200 characters (the most a search holds) that crosses a piece's edge.
    const term = `${'x'.repeat(100)}${w}${'y'.repeat(200 - 100 - w.length)}`;
    expect(term).toHaveLength(200);
    await expectSameAsReference(term, 5);
  });

  it('answers the same whether its words are common or rare, too many or too many common, as when few are', async () => {
    const w = `m${unique()}`;
    await write([`${w}1 ${w}2`], [`${w}3`], [`${w}4 ${w}5 ${w}6`], [`Other ${w}7`], [`${w}1`, `${w}3`], [`x${w}1`, `${w}2`], [`${w}2 ${w}3`, `y${w}`]);
    const kept = { ...searchTuning };
    try {
      const tunings = [{ commonFrom: 0 }, { commonFrom: Infinity }, { commonFrom: 1 }, { commonFrom: 0, commonMax: 1 }, { commonFrom: Infinity, rareMax: 1 }, { wordsMax: 2 }, {}];
      for (const tuning of tunings) {
        Object.assign(searchTuning, tuning);
        await expectSameAsReference(w, 7);
        Object.assign(searchTuning, kept);
      }
    } finally {
      Object.assign(searchTuning, kept);
    }
  });

  it('follows the log: a new match holding a word new to it is counted and listed first, its pages from windows', async () => {
    const w = `n${unique()}`;
    const kept = { ...searchTuning };
    try {
      Object.assign(searchTuning, { windowFrom: 0 });
      await write([`${w}a`], [`${w}b`], [`${w}c`]);
      expect((await entries(`?search=${w}`)).count).toBe(3);
      await write([`Other ${unique()}`]);
      expect((await entries(`?search=${w}`)).count).toBe(3);
      await write([`new${w}`]);
      const next = await entries(`?search=${w}&limit=2`);
      expect({ count: next.count, newest: next.list[0].entity.label }).toEqual({ count: 4, newest: `new${w}` });
      expect({ count: next.count, ids: [...next.list, ...(await entries(`?search=${w}&limit=2&start=2`)).list].map((e) => e.id) }).toEqual({
        count: 4,
        ids: await reference(w),
      });
    } finally {
      Object.assign(searchTuning, kept);
    }
  });

  it('lists by time, not by id, when an entry was written out of time order: no window reaches before the mark', async () => {
    const w = `o${unique()}`;
    const kept = { ...searchTuning };
    try {
      await write([`${w} now`]);
      // A day back, though written after: its id is the newest, its time is not.
      await atMoment(new Date(Date.now() - 86_400_000), () =>
        t.ctx.db.transaction().execute((trx) => recordActivity(trx, { action: 'updated', entity: { type: 'city', id: null, label: `${w} before` }, kind: 'records' })),
      );
      await sealActivity(t.ctx.db);
      const last = Number((await t.ctx.db.selectFrom('activity').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id);
      // A window of the newest id alone, for a page of one of the two matches.
      Object.assign(searchTuning, { windowFrom: 0, catchUpMax: 0, windowTimes: 2 / last, walkWindow: 2 / last });
      expect((await entries(`?search=${w}&limit=1`)).list.map((e) => e.entity.label)).toEqual([`${w} now`]);
      await expectSameAsReference(w, 2);
    } finally {
      Object.assign(searchTuning, kept);
    }
  });

  it('pages a new search of many matches from windows, and once asked again from its ids, on PostgreSQL', async () => {
    if (!isPostgresDb(t.ctx.db)) return;
    const w = `a${unique()}`;
    const kept = { ...searchTuning };
    try {
      Object.assign(searchTuning, { windowFrom: 1 });
      await write([`${w} 1`], [`${w} 2`], [`${w} 3`]);
      const windows = async () => (await statementsDuring(() => entries(`?search=${w}&limit=2`))).filter((s) => s.includes('words &&')).length;
      // First: its count, and its page from a window. Again: its ids read once. Then: neither.
      expect(await windows()).toBeGreaterThan(0);
      expect(await windows()).toBe(1);
      expect(await windows()).toBe(0);
      await expectSameAsReference(w, 3);
    } finally {
      Object.assign(searchTuning, kept);
    }
  });

  it('counts a search that one word answers from that word alone, on PostgreSQL', async () => {
    if (!isPostgresDb(t.ctx.db)) return;
    const w = `c${unique()}`;
    await write([`${w}`], [`${w} again`], [`Other`]);
    const statements = await statementsDuring(() => entries(`?search=${w}`));
    const count = statements.find((s) => s.includes('activity_vocabulary where word = any'));
    expect(count).toBeDefined();
    expect((await entries(`?search=${w}`)).count).toBe(2);
  });
});

describe('a search of the log by words that are not only letters', () => {
  it('finds terms with ASCII marks between letters, and letters past ASCII, as the text holds them', async () => {
    const w = `p${unique()}`;
    await write([`O'${w}rien`, `${w}@example.com`], [`Zoë ${w}straße`, `${w}日本語 ${w}-bell`], [`${w}😀smile`, `ÉCOLE ${w}école`], [`${w}_under ${w}.dot`, `tab\t${w}tab`]);
    for (const term of [
      `o'${w}`,
      `${w}@example`,
      `@${w}`,
      `${w}straße`,
      `ë ${w}`,
      `${w}日本`,
      `日本語`,
      `${w}-bel`,
      `${w}😀`,
      `😀smi`,
      `${w}école`,
      `ÉCOLE ${w}`,
      `${w}_un`,
      `${w}.d`,
      `tab\t${w}`,
      `${w}`,
    ])
      await expectSameAsReference(term);
    await expectSameAsReference(`${w}`, 4);
  });

  it('uses the words on SQLite for a term of 4+ letters and digits, and the trigrams for one with a mark, of digits or of 3', async () => {
    if (isPostgresDb(t.ctx.db)) return;
    const w = `q${unique()}`;
    const digits = String(Date.now()).slice(-9);
    await write([`${w}bell No ${digits}`], [`o'${w}bell`]);
    const indexes = async (term: string) =>
      (await statementsDuring(() => entries(`?search=${encodeURIComponent(term)}`)))
        .flatMap((s) => [...s.matchAll(/from (activity_words|activity_search) where/g)].map((m) => m[1]))
        .filter((x, i, all) => all.indexOf(x) === i);
    expect(await indexes(`${w}bel`)).toEqual(['activity_words']);
    expect(await indexes(`o'${w}`)).toEqual(['activity_search']);
    // Three characters are one trigram: its postings alone.
    expect(await indexes('bel')).toEqual(['activity_search']);
    // Digits alone may be in any number: the list of words leaves them out, their trigrams find them.
    expect(await indexes(digits)).toEqual(['activity_search']);
    await expectSameAsReference(digits);
    // A term of letters that no word holds is answered by the list alone.
    expect(await indexes(`${digits}x`)).toEqual([]);
    expect((await entries(`?search=${digits}x`)).count).toBe(0);
    await expectSameAsReference(`${w}bel`, 2);
    // The purge's delete takes an entry out of the words' index too.
    await t.ctx.db
      .deleteFrom('activity')
      .where('id', '=', (await reference(`o'${w}`))[0])
      .execute();
    await expectSameAsReference(`${w}bel`, 1);
  });

  it("SQLite's list of words holds every word its index holds, as the sealer splits them", async () => {
    if (isPostgresDb(t.ctx.db)) return;
    const w = `r${unique()}`;
    const texts = [`A-${w}: B/${w}2 (${w}Ü) ${w}é_x ${w}😀y ${w}\u00a0z 2026-12-08`, `tab\t${w}tab nl\n${w}nl ${w}"quote" 0${w}`];
    await write(...texts.map((text) => [text] as [string]));
    await sql`create virtual table if not exists temp.activity_words_terms using fts5vocab(main, activity_words, 'row')`.execute(t.ctx.db);
    const terms = (await sql<{ term: string }>`select term from temp.activity_words_terms where term like ${`%${w}%`}`.execute(t.ctx.db)).rows.map((r) => r.term);
    // Words of digits alone are in the index, not in the list.
    const numbers = ['2026', '12', '08'];
    expect((await sql<{ term: string }>`select term from temp.activity_words_terms where term in (${sql.join(numbers)})`.execute(t.ctx.db)).rows).toHaveLength(3);
    const listedWhere = async (condition: RawBuilder<boolean>) => (await sql<{ word: string }>`select word from activity_word_list where ${condition}`.execute(t.ctx.db)).rows;
    expect(await listedWhere(sql`word in (${sql.join(numbers)})`)).toEqual([]);
    const listed = await listedWhere(sql`word like ${`%${w}%`}`);
    // rX, rX2, rXü, rXé, rX😀y, rX\u00a0z (past ASCII: a letter of a word), rXtab, rXnl, 0rX.
    expect(terms).toHaveLength(9);
    expect(listed.map((r) => r.word).toSorted()).toEqual(terms.toSorted());
    // The split the sealer makes is the tokenizer's.
    expect([...textWordsSqlite(texts.map((x) => x.toLowerCase()))].filter((x) => x.includes(w)).toSorted()).toEqual(terms.toSorted());
  });
});

describe("PostgreSQL's vocabulary of the log", () => {
  /** Each word's count as kept, against the entries' words counted again; an entry's words for each entry. */
  async function expectCountsKept(words: string[]) {
    const entryWords = await t.ctx.db.selectFrom('activity_entry_words').select('id').orderBy('id').execute();
    const entryIds = await t.ctx.db.selectFrom('activity').select('id').orderBy('id').execute();
    expect(entryWords.map((r) => Number(r.id))).toEqual(entryIds.map((r) => Number(r.id)));
    const kept = await t.ctx.db.selectFrom('activity_vocabulary').select(['word', 'n']).where('word', 'in', words).orderBy('word').execute();
    const texts = (await t.ctx.db.selectFrom('activity').select('search_text').execute()).map((r) => new Set(r.search_text.replaceAll(SEARCH_TEXT_APART, ' ').split(' ')));
    expect(kept.map((r) => ({ word: r.word, n: Number(r.n) }))).toEqual(
      words
        .toSorted()
        .map((word) => ({ word, n: texts.filter((s) => s.has(word)).length }))
        .filter((r) => r.n > 0 || kept.some((k) => k.word === r.word)),
    );
  }

  it('counts the entries that hold each word as entries are written, changed and removed', async () => {
    if (!isPostgresDb(t.ctx.db)) return;
    const w = `v${unique()}`;
    const words = [`${w}a`, `${w}b`, `${w}c`];
    await write([`${w}a ${w}a ${w}b`], [`${w}b`], [`${w}c`, `${w}a`]);
    await expectCountsKept(words);
    expect((await t.ctx.db.selectFrom('activity_vocabulary').select('n').where('word', '=', `${w}a`).executeTakeFirstOrThrow()).n).toBe(2);
    const ids = await reference(w);
    await t.ctx.db
      .updateTable('activity')
      .set({ search_text: `${w}c` })
      .where('id', '=', ids[2])
      .execute();
    await expectCountsKept(words);
    await t.ctx.db.deleteFrom('activity').where('id', 'in', ids.slice(0, 2)).execute();
    await expectCountsKept(words);
    expect((await t.ctx.db.selectFrom('activity_vocabulary').select('n').where('word', '=', `${w}a`).executeTakeFirstOrThrow()).n).toBe(0);
  });
});
