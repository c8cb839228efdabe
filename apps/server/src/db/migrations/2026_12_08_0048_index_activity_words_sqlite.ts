import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * SQLite only: the activity log's search by its words (PostgreSQL's are migration 0047's). `activity_words` is an
 * FTS5 index of each entry's search_text by FTS5's ascii tokenizer: a word is a run of ASCII letters and digits and
 * of every character past ASCII; every other ASCII character parts two words. A term made of such characters alone is
 * contained in the text exactly when it is contained in one of its words. `activity_word_list` holds every word of
 * the log once (a few hundred thousand rows) but those of digits alone, and `activity_word_search` its trigram index;
 * the entries that contain a term are those that hold one of the words containing it, an OR of their postings (no
 * positions kept: `detail=none`; no sizes, which only ranking needs: `columnsize=0`). A term of digits alone, which may be in any number (ids, amounts, phone numbers:
 * most of the new words each write brings), is searched by its trigrams instead, so the list leaves such words out. The trigram index of the whole text (migration 0017) matches a phrase of trigrams by their
 * positions: at 5,000,000 entries a surname's count took 2.4 ms at the median and up to 36 ms, its words' 0.13 ms
 * and up to 10 ms.
 *
 * The sealer adds a batch's text to the index and its new words to the list (activity-chain.repository.ts); the purge's
 * trigger takes the text out again. A word no entry holds any more stays in the list and matches nothing. The list
 * is filled here from the index's own terms (fts5vocab), so that it holds what the tokenizer made. Frozen in time:
 * raw SQL only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create virtual table activity_words using fts5(search_text, content='activity', content_rowid='id', tokenize='ascii', detail=none, columnsize=0)`.execute(db);
  await sql`insert into activity_words (activity_words) values ('rebuild')`.execute(db);
  await sql`create table activity_word_list (id integer primary key, word text not null unique)`.execute(db);
  await sql`create virtual table activity_word_search using fts5(word, content='activity_word_list', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger activity_word_list_insert after insert on activity_word_list begin
      insert into activity_word_search (rowid, word) values (new.id, new.word);
    end`.execute(db);
  await sql`create virtual table temp.activity_words_terms using fts5vocab(main, activity_words, 'row')`.execute(db);
  await sql`insert into activity_word_list (word) select term from temp.activity_words_terms where term glob '*[^0-9]*' order by term`.execute(db);
  await sql`drop table temp.activity_words_terms`.execute(db);
  // The purge's deletes out of both indexes (an external-content table must be told what went).
  await sql`drop trigger activity_delete`.execute(db);
  await sql`create trigger activity_delete after delete on activity begin
      insert into activity_search (activity_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into activity_words (activity_words, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop trigger activity_delete`.execute(db);
  await sql`create trigger activity_delete after delete on activity begin
      insert into activity_search (activity_search, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db);
  await sql`drop trigger activity_word_list_insert`.execute(db);
  await sql`drop table activity_word_search`.execute(db);
  await sql`drop table activity_word_list`.execute(db);
  await sql`drop table activity_words`.execute(db);
}
