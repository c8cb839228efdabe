import { z } from './common/zod.js';
import { emailField, requiredText } from './common/fields.js';
import { passwordField, RoleRefSchema } from './auth.js';
import { MESSAGES } from './messages.js';

// spec §5: the profile's names follow the user rule (3-50); the email is shown, never changed here.
export const ProfileUpdateSchema = z.object({
  first_name: requiredText('First Name', 3, 50),
  last_name: requiredText('Last Name', 3, 50),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: RoleRefSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

// spec §5: change password old, new and confirm each 6-50; new and confirm must match, else 'Passwords are not same.'
export const ChangePasswordSchema = z.object({
  old_password: passwordField('Old Password'),
  new_password: passwordField('New Password'),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
export const ChangePasswordFormSchema = z
  .object({
    old_password: passwordField('Old Password'),
    new_password: passwordField('New Password'),
    confirm_password: passwordField('Confirm Password'),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: MESSAGES.passwordsNotSame, path: ['confirm_password'] });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

// spec §3 notification settings {id, email}: the customer-registration alert email; spec §5 5-100.
export const NotificationSettingsSchema = z.object({ id: z.number().int(), email: z.string().nullable() });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsUpdateSchema = z.object({ email: emailField('Email', 5, 100) });
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdateSchema>;
