import { MESSAGES, type CustomerLogin } from '@glassdesk/shared';

export type LoginErrors = Partial<Record<keyof CustomerLogin, string>>;

// zod's e-mail pattern (z.email(), as the shared schema uses it), written without its needless escapes;
// login-check.test.ts fails when zod changes it.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function lengthError(label: string, value: string, min: number, max: number) {
  if (value.length === 0) return `${label} is required.`;
  if (value.length < min) return `${label} must be at least ${min} characters.`;
  if (value.length > max) return `${label} must be at most ${max} characters.`;
  return undefined;
}

/**
 * The CONTRACT's sign-in rules (CustomerLoginSchema: email 5-100 of e-mail type, password 6-50) with the schema's
 * messages, checked without zod or the shared field helpers (whose module builds zod schemas when loaded), so the
 * sign-in page, the portal's first load, stays small. login-check.test.ts holds the two in step. Answers the body
 * to send (the email trimmed), or the message per field. The server checks again (markup in an email is its call).
 */
export function checkLogin(values: CustomerLogin): { body: CustomerLogin } | { errors: LoginErrors } {
  const email = values.email.trim();
  const { password } = values;
  const errors: LoginErrors = {};
  const emailError = lengthError('Email', email, 5, 100) ?? (EMAIL_PATTERN.test(email) ? undefined : MESSAGES.invalidEmail);
  const passwordError = lengthError('Password', password, 6, 50);
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;
  return emailError || passwordError ? { errors } : { body: { email, password } };
}
