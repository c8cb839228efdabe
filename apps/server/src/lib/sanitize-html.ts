import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { invalidField } from './http-error.js';

/**
 * CONTRACT: rich-text fields (FAQ content, help content, later the ticket note) are sanitised to a safe HTML
 * subset, here and only here. Formatting tags stay; no attribute but a link's href (http, https or mailto)
 * survives, and every link gets rel="noopener noreferrer". Scripts, styles and frames go with their contents;
 * any other tag goes but its text stays.
 */
// sanitize-html (htmlparser2, postcss: about 90 files) is required at the first rich text, not at start-up.
const require = createRequire(import.meta.url);
let sanitizeHtml: typeof SanitizeHtml | undefined;

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    // Any rel the author wrote is replaced: links never hand the opener to the page they open.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

export function sanitizeRichText(html: string): string {
  // NUL goes too (as clean() does for plain text): PostgreSQL refuses it in a text column, which answered 500.
  sanitizeHtml ??= require('sanitize-html') as typeof SanitizeHtml;
  return sanitizeHtml(html, OPTIONS).replace(/\0/g, '').trim();
}

/**
 * Sanitises a rich-text body field and checks it again against its shared schema field, since the bounds
 * count the sanitised HTML (a body of only "<script>...</script>" is then empty): a failure is a 422 on it.
 */
export function sanitizedField(field: string, value: string, schema: z.ZodType<string>): string {
  const clean = sanitizeRichText(value);
  const result = schema.safeParse(clean);
  if (!result.success) throw invalidField(field, result.error.issues[0].message);
  return result.data;
}
