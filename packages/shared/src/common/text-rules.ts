// The length and e-mail rules of plain-text fields, and their messages, without zod: the schemas (fields.ts) use
// the messages, and the public pages (sign-in, support) check their few fields with the rules before any schema is
// built (their first load stays small). text-rules.test.ts holds both in step with the schemas.

/** Every empty required field reads "<Label> is required.", whatever its minimum length. */
export const required = (label: string) => `${label} is required.`;
export const tooShort = (label: string, min: number) => (min <= 1 ? required(label) : `${label} must be at least ${min} characters.`);
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** zod's e-mail pattern (z.email(), as emailField uses it), written without its needless escapes. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** requiredLength's rule on a value as checked (already cleaned, for plain text): the first message, or undefined. */
export function lengthError(label: string, value: string, min: number, max: number): string | undefined {
  if (value.length === 0) return required(label);
  if (value.length < min) return tooShort(label, min);
  if (value.length > max) return tooLong(label, max);
  return undefined;
}

/** emailField's rule on a cleaned value: its length, then the e-mail pattern. */
export const emailError = (label: string, value: string, min: number, max: number, invalid = 'Invalid email.') =>
  lengthError(label, value, min, max) ?? (EMAIL_PATTERN.test(value) ? undefined : invalid);
