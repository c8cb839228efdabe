import { clean, emailError, lengthError, type SupportRequestCreate } from '@glassdesk/shared';

export type SupportErrors = Partial<Record<keyof SupportRequestCreate, string>>;

/**
 * SupportRequestCreateSchema's rules (spec §5: Name 3-150, Email Address 3-150 of e-mail type, Support Description
 * 3-250, each cleaned of tags and trimmed) with its messages, checked with the shared zod-free text rules: /support,
 * a public page, builds no schema before it paints. support-check.test.ts holds the two in step. Answers
 * the body to send, cleaned as the server stores it, or the message per field. The server checks again.
 */
export function checkSupport(values: SupportRequestCreate): { body: SupportRequestCreate } | { errors: SupportErrors } {
  const body = { name: clean(values.name), email: clean(values.email), description: clean(values.description) };
  const found: SupportErrors = {
    name: lengthError('Name', body.name, 3, 150),
    email: emailError('Email Address', body.email, 3, 150),
    description: lengthError('Support Description', body.description, 3, 250),
  };
  const errors = Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as SupportErrors;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
