import { z } from 'zod';

// CONTRACT: every text input is trimmed and stripped of markup. Tags and stray angle brackets go;
// the words between tags stay ("<b>Paris</b>" -> "Paris").
export function stripMarkup(value: string): string {
  return value
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
    .replace(/[<>]/g, '');
}

export const clean = (value: string) => stripMarkup(value).trim();

export const tooShort = (label: string, min: number) =>
  min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`;
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;
export const required = (label: string) => `${label} is required.`;

/** Plain text, cleaned, with the spec's length bounds counted after cleaning. */
export function requiredText(label: string, min: number, max: number) {
  return z
    .string({ error: required(label) })
    .overwrite(clean)
    .min(Math.max(min, 1), tooShort(label, Math.max(min, 1)))
    .max(max, tooLong(label, max));
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
  return z
    .string({ error: required(label) })
    .min(Math.max(min, 1), tooShort(label, Math.max(min, 1)))
    .max(max, tooLong(label, max))
    .refine((value) => clean(value.replace(/&nbsp;|&#160;/gi, ' ')) !== '', required(label));
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
  return z
    .string({ error: required(label) })
    .overwrite(clean)
    .min(min, min <= 1 ? required(label) : tooShort(label, min))
    .max(max, tooLong(label, max))
    .pipe(z.email({ error: invalid }));
}

/** A positive integer id chosen from a dropdown; '' or null mean "not chosen". */
export const idField = z.coerce.number().int().positive();

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
