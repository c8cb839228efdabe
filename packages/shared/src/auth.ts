import { z } from './common/zod.js';
import { emailField, requiredLength, requiredText } from './common/fields.js';
import { required } from './common/text-rules.js';
import { MESSAGES } from './messages.js';

// spec §5: login email 5-50 email type, password 6-50. Passwords are never stripped or trimmed:
// every character counts.
export const passwordField = (label: string, min = 6, max = 50) => requiredLength(z.string({ error: required(label) }), label, min, max);

export const LoginSchema = z.object({
  email: emailField('Email', 5, 50),
  password: passwordField('Password'),
});
export type Login = z.infer<typeof LoginSchema>;

export const RoleRefSchema = z.object({ id: z.number().int(), name: z.string(), editable: z.boolean() });
export type RoleRef = z.infer<typeof RoleRefSchema>;

export const LoginResponseSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: RoleRefSchema,
  /** CONTRACT "Staff sign-in": the role requires a second factor and this user has none yet: set one up first. */
  mfa_enrolment_required: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MFA_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];
/** CONTRACT: a user with a second factor gets this from POST /login instead of a token. */
export const MfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  methods: z.array(z.enum(MFA_METHODS)),
});
export type MfaChallenge = z.infer<typeof MfaChallengeSchema>;
/** POST /login answers one or the other. */
export const LoginStepSchema = z.union([LoginResponseSchema, MfaChallengeSchema]);
export type LoginStep = z.infer<typeof LoginStepSchema>;
export const isMfaChallenge = (step: LoginStep): step is MfaChallenge => 'mfa_required' in step;

// spec §5: forgot email must be valid, else 'Invalid email.'
export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .max(100, MESSAGES.invalidEmail)
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const OtpField = z
  .string({ error: required('OTP') })
  .trim()
  .min(1, { error: required('OTP'), abort: true })
  .regex(/^\d{4}$/, 'OTP must be exactly 4 digits.');

export const ConfirmForgotPasswordSchema = z.object({
  email: ForgotPasswordSchema.shape.email,
  otp: OtpField,
  password: passwordField('Password'),
});
export type ConfirmForgotPassword = z.infer<typeof ConfirmForgotPasswordSchema>;

/** The second step of /forgot as the form sees it: the API body plus the confirmation. */
export const ForgotStepTwoFormSchema = z
  .object({
    otp: OtpField,
    password: passwordField('Password'),
    confirm_password: passwordField('Confirm Password'),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: MESSAGES.passwordsNotSame,
    path: ['confirm_password'],
  });

export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: RoleRefSchema,
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const OperationsResponseSchema = z.object({
  operations: z.array(z.string()),
  menu: z.array(z.string()),
});
export type OperationsResponse = z.infer<typeof OperationsResponseSchema>;

export const OperationGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  operations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const OperationGroupsSchema = z.array(OperationGroupSchema);
export type OperationGroup = z.infer<typeof OperationGroupSchema>;

// Used by the profile screen and the top bar.
export const NameField = (label: string) => requiredText(label, 3, 50);
