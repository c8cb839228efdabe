import { z } from 'zod';

// CONTRACT: every text input is trimmed and stripped of markup (issue 7: only the tags go; every other character
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

/** Every empty required field reads "<Label> is required." (issue 7), whatever its minimum length. */
export const required = (label: string) => `${label} is required.`;
export const tooShort = (label: string, min: number) => (min <= 1 ? required(label) : `${label} must be at least ${min} characters.`);
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/**
 * The length rule of a required text: empty reads "<Label> is required." (and stops there), shorter than `min`
 * "<Label> must be at least <min> characters.", longer than `max` "<Label> must be at most <max> characters.".
 */
export function requiredLength(schema: z.ZodString, label: string, min: number, max: number): z.ZodString {
  let checked = schema.min(1, { error: required(label), abort: true });
  if (min > 1) checked = checked.min(min, { error: tooShort(label, min), abort: true });
  return checked.max(max, tooLong(label, max));
}

/** Plain text, cleaned, with the spec's length bounds counted after cleaning. */
export function requiredText(label: string, min: number, max: number) {
  return requiredLength(z.string({ error: required(label) }).overwrite(clean), label, min, max);
}

/** Optional plain text: cleaned; '', null and a missing value all become null (CONTRACT). */
export function optionalText(label: string, max: number, min = 0) {
  return z
    .union([
      z
        .string()
        .overwrite(clean)
        .refine((v) => v === '' || v.length >= min, tooShort(label, min))
        .refine((v) => v.length <= max, tooLong(label, max)),
      z.null(),
    ])
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
}

/**
 * Rich text (FAQ and help content): HTML kept as written, never stripped here. The server sanitises it to a
 * safe subset and checks these bounds again on the sanitised HTML. Markup without any text (an empty editor
 * gives "<p></p>") counts as missing.
 */
export function richText(label: string, min: number, max: number) {
  return requiredLength(z.string({ error: required(label) }), label, min, max).refine((value) => clean(value.replace(/&nbsp;|&#160;/gi, ' ')) !== '', required(label));
}

/**
 * The rich-text body an API call accepts. Its bounds are checked by the server on the sanitised HTML (see
 * richText), so pasted markup that sanitises down to a short text is not refused for its raw size; this cap
 * only stops absurd bodies early.
 */
export const RICH_TEXT_RAW_MAX = 500_000;
export function richTextInput(label: string) {
  return z.string({ error: required(label) }).max(RICH_TEXT_RAW_MAX, tooLong(label, RICH_TEXT_RAW_MAX));
}

export function emailField(label: string, min: number, max: number, invalid = 'Invalid email.') {
  return requiredLength(z.string({ error: required(label) }).overwrite(clean), label, min, max).pipe(z.email({ error: invalid }));
}

/**
 * The largest id a row can have: ids are 32-bit integer columns, and PostgreSQL refuses a larger number outright
 * (an error, not "no row"), so a larger id is a 422 here rather than a 500 there.
 */
export const MAX_ID = 2_147_483_647;

/** A positive integer id chosen from a dropdown; '' or null mean "not chosen". */
export const idField = z.coerce.number().int().positive().max(MAX_ID);

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
