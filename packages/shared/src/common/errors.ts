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

export const MessageSchema = z.object({ message: z.string() });
