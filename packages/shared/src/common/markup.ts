// CONTRACT: every text input is trimmed and stripped of markup (only the tags go; every other character
// stays as typed).
const isAsciiLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

/**
 * True when `out[j]` is a '<' that opens a tag, the characters after it being already in `out` (the '>' not yet).
 * Tags are `<letter…>`, `</letter…>` and `<!…>` other than a comment opener (comments are handled apart).
 */
function opensTag(out: string[], j: number): boolean {
  const next = out[j + 1];
  if (next === '!') return !(out[j + 2] === '-' && out[j + 3] === '-');
  if (next === '/') return isAsciiLetter(out[j + 2]);
  return isAsciiLetter(next);
}

/**
 * Removes TAGS from plain text and keeps every other character exactly as typed ("5 < 6 & 7 > 3" stays as it is;
 * React escapes it when shown). A tag is:
 * - a comment: `<!--` up to the first `-->` after it;
 * - `<` followed by a letter, by `/` and a letter, or by `!` (not `<!--`), up to the next `>`, with no `<` or `>`
 *   in between (`<b>`, `</b>`, `<script src="x">`, `<!DOCTYPE html>`).
 * A lone `<` or `>`, `<3`, `a < b`, `<>` and an unclosed `<!--` are text. The words between tags stay
 * ("<b>Paris</b>" -> "Paris"), also between `<script>` tags (harmless as text). Tags that only appear once
 * others are removed ("<<b>b>") are removed too, so the result never contains a tag (TAG_PATTERN finds none).
 * One pass, linear in the length: the output is a stack that only ever loses its tail.
 */
export function stripMarkup(value: string): string {
  if (!value.includes('<')) return value;
  const out: string[] = [];
  const angles: number[] = []; // indexes in `out` of every '<' and '>'
  let comment = -1; // index in `out` of the earliest '<!--' not closed yet
  const cut = (length: number) => {
    out.length = length;
    while (angles.length && angles[angles.length - 1] >= length) angles.pop();
    if (comment >= length) comment = -1;
  };
  for (const c of value) {
    const n = out.length;
    if (c === '>') {
      if (comment >= 0 && n >= comment + 6 && out[n - 1] === '-' && out[n - 2] === '-') {
        cut(comment);
        continue;
      }
      const j = angles[angles.length - 1];
      if (j !== undefined && out[j] === '<' && opensTag(out, j)) {
        cut(j);
        continue;
      }
      angles.push(n);
    } else if (c === '<') {
      angles.push(n);
    } else if (c === '-' && comment < 0 && n >= 3 && out[n - 1] === '-' && out[n - 2] === '!' && out[n - 3] === '<') {
      comment = n - 3;
    }
    out.push(c);
  }
  return out.join('');
}

/** What stripMarkup removes, as a pattern (for tests and for telling the user before saving). */
export const TAG_PATTERN = /<!--[\s\S]*?-->|<!(?!--)[^<>]*>|<\/?[a-zA-Z][^<>]*>/;

/** True when saving `value` as plain text would remove something from it. */
export const containsTag = (value: string) => stripMarkup(value) !== value;

/**
 * Plain text as stored: tags removed, then trimmed. NUL is removed too: PostgreSQL cannot store it in text.
 */
export const clean = (value: string) => stripMarkup(value).replace(/\0/g, '').trim();
