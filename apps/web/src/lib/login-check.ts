import { clean, emailError, lengthError } from '@glassdesk/shared';

/** A sign-in form's values: the staff Login and the customer's CustomerLogin have these two fields. */
export type LoginValues = { email: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The e-mail's length bounds: LoginSchema (staff, spec §5: 5-50) and CustomerLoginSchema (CONTRACT: 5-100). */
export type LoginRules = { emailMax: number };
export const STAFF_LOGIN: LoginRules = { emailMax: 50 };
export const CUSTOMER_LOGIN: LoginRules = { emailMax: 100 };

/**
 * The sign-in rules (email of e-mail type, password 6-50) with the schemas' messages, checked with the zod-free
 * rules of the shared common/text-rules.ts: a sign-in page, the first load of the portal and of the back-office,
 * builds no schema (Lighthouse >= 95 on a phone). login-check.test.ts holds this in step with LoginSchema
 * and CustomerLoginSchema. Answers the body to send (the email cleaned, the password exactly as typed), or the
 * message per field. The server checks again.
 */
export function checkLogin(values: LoginValues, rules: LoginRules): { body: LoginValues } | { errors: LoginErrors } {
  // As the schemas do: the email's tags removed and trimmed (clean), the password kept exactly as typed.
  const email = clean(values.email);
  const { password } = values;
  const errors: LoginErrors = {};
  const emailMessage = emailError('Email', email, 5, rules.emailMax);
  const passwordMessage = lengthError('Password', password, 6, 50);
  if (emailMessage) errors.email = emailMessage;
  if (passwordMessage) errors.password = passwordMessage;
  return emailMessage || passwordMessage ? { errors } : { body: { email, password } };
}
