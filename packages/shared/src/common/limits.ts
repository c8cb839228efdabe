// Limits the schemas (fields.ts, which re-exports them) and the zod-free checks (ticket-rules.ts) share, in a
// module without zod so that a page checking its fields before sending builds no schema.

/**
 * The largest id a row can have: ids are 32-bit integer columns, and PostgreSQL refuses a larger number outright
 * (an error, not "no row"), so a larger id is a 422 here rather than a 500 there.
 */
export const MAX_ID = 2_147_483_647;

/**
 * The rich-text body an API call accepts. Its bounds are checked by the server on the sanitised HTML (see
 * richText in fields.ts), so pasted markup that sanitises down to a short text is not refused for its raw size;
 * this cap only stops absurd bodies early.
 */
export const RICH_TEXT_RAW_MAX = 500_000;
