import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * PostgreSQL only: the activity log's search by its words. An entry's search_text holds values joined by U+001F, each
 * value words joined by spaces; a term with neither character in it is contained in the text exactly when it is
 * contained in one of its words. So the entries that contain a term are those that hold one of the words containing
 * it. `activity_vocabulary` holds every word of the log once (a few hundred thousand rows, with a trigram index) and
 * how many entries hold it (`n`); `activity_entry_words` holds each entry's words (by the entry's id), with a GIN
 * index. pg_trgm's index on the whole text (migration 0017) gives candidates to be checked on their rows: a surname's
 * count at 5,000,000 entries read 87,048 of the log's pages. The words' index needs no check (an array's overlap is
 * exact), a term that one word alone contains is counted from its vocabulary row, and an entry's words are tested on
 * a narrow row by the array's own operator. A table of their own, not a column of the log: as a generated column
 * they made every entry's row a quarter wider (1,652 -> 2,057 MB), and every read of the log slower (a deep page 30%).
 *
 * A word over 400 characters is kept as pieces of 400 characters every 200 (a search is at most 200): an index key
 * has a size limit, and every term of up to 200 characters that a word contains lies whole in one of its pieces.
 * Both tables are kept by triggers per statement on the log (the sealer's batches, a bulk load, the retention purge).
 * A word no entry holds any more stays in the vocabulary, with n = 0. Frozen in time: raw SQL only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function activity_words(t text) returns text[] language plpgsql immutable strict parallel safe as $$
      declare
        w text;
        words text[] := '{}';
        s integer;
      begin
        if length(t) <= 400 then
          return string_to_array(translate(t, E'\\x1f', ' '), ' ');
        end if;
        foreach w in array string_to_array(translate(t, E'\\x1f', ' '), ' ') loop
          if length(w) <= 400 then
            words := words || w;
          else
            s := 1;
            loop
              words := words || substr(w, s, 400);
              exit when s + 400 > length(w);
              s := s + 200;
            end loop;
          end if;
        end loop;
        return words;
      end $$`.execute(db);
  await sql`create table activity_entry_words (id integer primary key, words text[] not null)`.execute(db);
  await sql`insert into activity_entry_words (id, words) select id, activity_words(search_text) from activity order by id`.execute(db);
  await sql`create index activity_entry_words_idx on activity_entry_words using gin (words)`.execute(db);
  // Half of each page left free: a word's count changes in place (a heap-only update, its indexes untouched) where a
  // full page moved the row and indexed it again, trigrams and all.
  await sql`create table activity_vocabulary (word text primary key, n bigint not null) with (fillfactor = 50)`.execute(db);
  await sql`insert into activity_vocabulary (word, n)
      select w, count(*) from activity_entry_words as e, lateral (select distinct x from unnest(e.words) as x) as d(w)
      where w <> '' group by w order by w`.execute(db);
  await sql`create index activity_vocabulary_trgm_idx on activity_vocabulary using gin (word public.gin_trgm_ops)`.execute(db);
  // The words of the entries a statement removed, changed or added, and each word's count by as many, in the words'
  // order (two writers at once, never here since the chain's writers take turns, would not wait on each other).
  await sql`create function activity_words_kept() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update activity_vocabulary as v set n = v.n - d.n from (
              select w, count(*) as n from activity_entry_words as e, lateral (select distinct x from unnest(e.words) as x) as d(w)
              where e.id in (select id from old_rows) and w <> '' group by w order by w
            ) as d
            where v.word = d.w;
          delete from activity_entry_words where id in (select id from old_rows);
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into activity_entry_words (id, words) select id, activity_words(search_text) from new_rows order by id;
          insert into activity_vocabulary as v (word, n)
            select w, count(*) from activity_entry_words as e, lateral (select distinct x from unnest(e.words) as x) as d(w)
            where e.id in (select id from new_rows) and w <> '' group by w order by w
            on conflict (word) do update set n = v.n + excluded.n;
        end if;
        return null;
      end $$`.execute(db);
  await sql`create trigger activity_words_insert after insert on activity referencing new table as new_rows
      for each statement execute function activity_words_kept()`.execute(db);
  await sql`create trigger activity_words_update after update on activity referencing old table as old_rows new table as new_rows
      for each statement execute function activity_words_kept()`.execute(db);
  await sql`create trigger activity_words_delete after delete on activity referencing old table as old_rows
      for each statement execute function activity_words_kept()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const op of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`activity_words_${op}`)} on activity`.execute(db);
  await sql`drop function activity_words_kept()`.execute(db);
  await sql`drop table activity_vocabulary`.execute(db);
  await sql`drop table activity_entry_words`.execute(db);
  await sql`drop function activity_words(text)`.execute(db);
}
