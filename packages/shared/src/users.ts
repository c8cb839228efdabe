import { z } from './common/zod.js';
import { emailField, MAX_ID, requiredText } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';
import { passwordField, UserSchema } from './auth.js';
import { MESSAGES } from './messages.js';

// spec §5: user first/last name 3-50, email 5-100 (create only), password 6-50 (required on create), role required.
const nameFields = {
  first_name: requiredText('First Name', 3, 50),
  last_name: requiredText('Last Name', 3, 50),
};

/** A required choice from a dropdown, by id: nothing chosen (null) or anything but a positive id reads `message`. */
export const choiceField = (message: string) =>
  z
    .number({ error: message })
    .nullable()
    .pipe(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));

/** POST /users: spec §7 names the chosen role `role` (its id). */
export const UserCreateSchema = z.object({
  ...nameFields,
  email: emailField('Email', 5, 100),
  password: passwordField('Password'),
  role: choiceField('Role is required.'),
});
export type UserCreate = z.infer<typeof UserCreateSchema>;
/** What the add form holds before validation (no role chosen yet is null). */
export type UserCreateFormInput = z.input<typeof UserCreateSchema>;

/** PUT /users/{id}: names and role; the email never changes. */
export const UserUpdateSchema = z.object({ ...nameFields, role_id: choiceField('Role is required.') });
export type UserUpdate = z.infer<typeof UserUpdateSchema>;
export type UserUpdateFormInput = z.input<typeof UserUpdateSchema>;

// spec §5: reset password as the change-password rule (6-50, must match) with the message lacking its final period.
export const ResetPasswordSchema = z.object({ new_password: passwordField('New Password') });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
export const ResetPasswordFormSchema = z
  .object({ new_password: passwordField('New Password'), confirm_password: passwordField('Confirm Password') })
  .refine((v) => v.new_password === v.confirm_password, { message: MESSAGES.passwordsNotSameReset, path: ['confirm_password'] });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

// CONTRACT: a list sorts by the SPEC §3 field names of its columns (role sorts by the role's name). 'name' is the
// Name column's own key (first name, then last name), kept for the web's column id and links already shared.
export const USER_SORT_COLUMNS = ['first_name', 'last_name', 'email', 'role', 'created_at', 'name'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export const UserListQuerySchema = pagingQuery(USER_SORT_COLUMNS);
export const UserListSchema = listOf(UserSchema);

/** GET /users/all: the people other screens choose from (ticket settings). */
export const UserOptionSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() });
export const UserOptionsSchema = z.array(UserOptionSchema);
export type UserOption = z.infer<typeof UserOptionSchema>;

// spec §3: user-plant entry {id, plant {id, name}}; these rows limit checkout, check-in and transfers later.
export const UserPlantSchema = z.object({ id: z.number().int(), plant: z.object({ id: z.number().int(), name: z.string() }) });
export const UserPlantsSchema = z.array(UserPlantSchema);
export type UserPlant = z.infer<typeof UserPlantSchema>;

// spec §5: adding a plant without a choice says 'Please select Plant'.
export const UserPlantCreateSchema = z.object({ plant_id: choiceField(MESSAGES.selectPlant) });
export type UserPlantCreate = z.infer<typeof UserPlantCreateSchema>;
export type UserPlantFormInput = z.input<typeof UserPlantCreateSchema>;

export const UserPlantParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  entryId: z.coerce.number().int().positive().max(MAX_ID),
});
