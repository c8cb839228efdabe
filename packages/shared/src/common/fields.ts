import { z } from './zod.js';
import { clean } from './markup.js';
import { MAX_ID, RICH_TEXT_RAW_MAX } from './limits.js';
import { required, tooLong, tooShort } from './text-rules.js';

// The markup helpers (markup.ts) and the messages of the length rules (text-rules.ts) live apart, without zod: the
// public pages check their few fields with them before any schema is built.

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
        .refine((v) => v.length <= max, tooLong(label, max))
        // The document's maximum (a refinement is invisible to it); no minimum: an empty text is "none".
        .meta({ maxLength: max }),
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
 * The rich-text body an API call accepts, capped at RICH_TEXT_RAW_MAX (limits.ts). The server refuses it empty when
 * it checks the sanitised HTML (richText); as sent, its only sure minimum is one character, since sanitising can
 * lengthen it ('&' becomes '&amp;'): that minimum is stated for the API document, not checked here.
 */
export function richTextInput(label: string) {
  return z
    .string({ error: required(label) })
    .max(RICH_TEXT_RAW_MAX, tooLong(label, RICH_TEXT_RAW_MAX))
    .meta({ minLength: 1 });
}

export function emailField(label: string, min: number, max: number, invalid = 'Invalid email.') {
  return requiredLength(z.string({ error: required(label) }).overwrite(clean), label, min, max).pipe(z.email({ error: invalid }));
}

export { MAX_ID, RICH_TEXT_RAW_MAX } from './limits.js';

/** A positive integer id chosen from a dropdown; '' or null mean "not chosen". */
export const idField = z.coerce.number().int().positive().max(MAX_ID);

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
