import { z } from './zod.js';

// CONTRACT: every error has a `detail`: a string, or for 422 a list of {loc, msg, type}.
export const ValidationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ErrorSchema = z.object({ detail: z.string() });
export const ValidationErrorSchema = z.object({ detail: z.array(ValidationIssueSchema) });

/**
 * CONTRACT "Concurrent edits": a PUT whose If-Match names an older version: nothing was written; who saved last and
 * when (ISO 8601), and the version now (the ETag to send to save over it).
 */
export const StaleSchema = z.object({ detail: z.string(), saved_by: z.string().nullable(), saved_at: z.string().nullable(), version: z.number().int() });
export type Stale = z.infer<typeof StaleSchema>;

export const MessageSchema = z.object({ message: z.string() });
