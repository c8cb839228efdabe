// The search terms of the benchmark, chosen from the generated data by frequency, not by hand: for each
// searched kind of text, the most frequent 3- and 4-character fragment and a median-frequency 4-character one, as a
// user types them (lower case, no spaces).
import path from 'node:path';
import pg from 'pg';
import SQLite from 'better-sqlite3';

/** The fields whose fragments make the terms: what a ticket shows and a user would type into the search box. */
export const TERM_FIELDS = [
  { field: 'ticket_id', label: 'ticket id' },
  { field: 'glass_order_no', label: 'order number' },
  { field: 'customer_name', label: 'customer name' },
  { field: 'business_name', label: 'business name' },
  { field: 'glass_type', label: 'glass type' },
];

/** Every live ticket's searched texts, straight from the database (read once, on the first and smallest fill). */
export async function readTicketTexts(env) {
  const query = `select t.ticket_id, t.glass_order_no, t.customer_name, t.business_name, g.name as glass_type
    from tickets t join glass_types g on g.id = t.glass_type_id where t.deleted_at is null`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(env.DATA_DIR, 'glassdesk.sqlite'), { readonly: true });
  try {
    return db.prepare(query).all();
  } finally {
    db.close();
  }
}

/** How many of `texts` contain each fragment of `length` characters (each text counted once per fragment). */
export function fragmentFrequencies(texts, length) {
  const counts = new Map();
  for (const raw of texts) {
    const text = String(raw ?? '').toLowerCase();
    const seen = new Set();
    for (let i = 0; i + length <= text.length; i++) {
      const fragment = text.slice(i, i + length);
      // Spaces are not typed at either end of a search, and a fragment across two words is not how people search.
      if (fragment.includes(' ') || seen.has(fragment)) continue;
      seen.add(fragment);
      counts.set(fragment, (counts.get(fragment) ?? 0) + 1);
    }
  }
  // Most frequent first; ties in alphabetical order, so the same data always gives the same terms.
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/**
 * For each field: the most frequent 3-character fragment, the most frequent 4-character one and the 4-character one
 * of median frequency (among the distinct fragments of that field), each with its share of the tickets read.
 */
export function chooseSearchTerms(rows) {
  const terms = [];
  for (const { field, label } of TERM_FIELDS) {
    const texts = rows.map((r) => r[field]);
    const three = fragmentFrequencies(texts, 3);
    const four = fragmentFrequencies(texts, 4);
    const a = /^[aeiou]/.test(label) ? 'an' : 'a';
    const picks = [
      { kind: 'top3', term: three[0], name: `most frequent 3 characters of ${a} ${label}` },
      { kind: 'top4', term: four[0], name: `most frequent 4 characters of ${a} ${label}` },
      { kind: 'median4', term: four[Math.floor(four.length / 2)], name: `median-frequency 4 characters of ${a} ${label}` },
    ];
    for (const p of picks) {
      if (!p.term) continue;
      // Two fields can share a fragment (a top one of the customer name may also top another field): one scenario each.
      if (terms.some((t) => t.term === p.term[0])) continue;
      terms.push({ field, kind: p.kind, term: p.term[0], name: p.name, share: p.term[1] / Math.max(1, texts.length) });
    }
  }
  return terms;
}
