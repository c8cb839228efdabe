import { z } from './common/zod.js';
import { requiredText, richText, richTextInput } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';

export const FaqSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type Faq = z.infer<typeof FaqSchema>;

// spec §5: FAQ title 3-150 (plain text), content 3-50000 (rich text: the server sanitises it and checks
// these bounds again on the sanitised HTML).
export const FaqContentField = richText('Content', 3, 50_000);
/** The form checks the bounds as typed; the API body takes the raw HTML and the server checks them after sanitising. */
export const FaqFormSchema = z.object({ title: requiredText('Title', 3, 150), content: FaqContentField });
export const FaqWriteSchema = FaqFormSchema.extend({ content: richTextInput('Content') });
export type FaqWrite = z.infer<typeof FaqFormSchema>;

// CONTRACT: a list sorts by the SPEC §3 field names of its columns (content is HTML: not a sort key).
export const FAQ_SORT_COLUMNS = ['title', 'created_at'] as const;
export type FaqSortColumn = (typeof FAQ_SORT_COLUMNS)[number];
export const FaqListQuerySchema = pagingQuery(FAQ_SORT_COLUMNS);
export const FaqListSchema = listOf(FaqSchema);
