import { EMAIL_PATTERN, lengthError, MESSAGES, required } from '@glassdesk/shared';

export type ForgotEmailValues = { email: string };
export type ForgotCodeValues = { otp: string; password: string; confirm_password: string };
type Errors<T> = Partial<Record<keyof T, string>>;

/** OtpField's rule (auth.ts): four digits. */
const OTP_DIGITS = 'OTP must be exactly 4 digits.';

/**
 * /forgot's two steps checked without zod, as /login and /support are (a public page: it builds no schema and loads
 * no form library before it paints): ForgotPasswordSchema's rule (the email trimmed, at most 100 characters, of
 * e-mail type, else "Invalid email.") and ForgotStepTwoFormSchema's (OTP, Password and Confirm Password, then the two
 * the same), with their messages; forgot-check.test.ts holds them in step with the schemas. Each answers the values
 * to send, as the schema would give them, or the message per field. The server checks again.
 */
export function checkForgotEmail({ email }: ForgotEmailValues): { body: ForgotEmailValues } | { errors: Errors<ForgotEmailValues> } {
  const trimmed = email.trim();
  return trimmed.length <= 100 && EMAIL_PATTERN.test(trimmed) ? { body: { email: trimmed } } : { errors: { email: MESSAGES.invalidEmail } };
}

export function checkForgotCode(values: ForgotCodeValues): { body: ForgotCodeValues } | { errors: Errors<ForgotCodeValues> } {
  const otp = values.otp.trim();
  const found: Errors<ForgotCodeValues> = {
    otp: otp === '' ? required('OTP') : /^\d{4}$/.test(otp) ? undefined : OTP_DIGITS,
    // Passwords as typed: the schemas neither trim nor clean them.
    password: lengthError('Password', values.password, 6, 50),
    confirm_password: lengthError('Confirm Password', values.confirm_password, 6, 50),
  };
  // As the schema does: the two are compared unless a field is empty or too short (the rules that stop its checks),
  // and a field's own message comes first.
  const stopped = otp === '' || values.password.length < 6 || values.confirm_password.length < 6;
  if (!stopped && values.password !== values.confirm_password) found.confirm_password ??= MESSAGES.passwordsNotSame;
  const errors = Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Errors<ForgotCodeValues>;
  return Object.keys(errors).length > 0 ? { errors } : { body: { ...values, otp } };
}
