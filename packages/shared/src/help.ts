import { z } from './common/zod.js';
import { richText, richTextInput } from './common/fields.js';

// spec §3: Help: id, content (HTML).
export const HelpSchema = z.object({ id: z.number().int(), content: z.string() });
export type Help = z.infer<typeof HelpSchema>;

// Rich text, sanitised by the server and counted again on the sanitised HTML.
export const HelpContentField = richText('Content', 1, 50_000);
/** The form checks the bounds as typed; the API body takes the raw HTML and the server checks them after sanitising. */
export const HelpFormSchema = z.object({ content: HelpContentField });
export const HelpUpdateSchema = z.object({ content: richTextInput('Content') });
export type HelpUpdate = z.infer<typeof HelpFormSchema>;
