import { z } from './common/zod.js';
import { emailField, requiredText } from './common/fields.js';
import { passwordField } from './auth.js';
import { digitsField } from './businesses.js';
import { CustomerSchema } from './customers.js';

// CONTRACT "The customer app's API": names 3-50; email 5-100, e-mail type; number digits only 10-13; password 6-50.
export const CustomerRegisterSchema = z.object({
  first_name: requiredText('First Name', 3, 50),
  last_name: requiredText('Last Name', 3, 50),
  email: emailField('Email', 5, 100),
  number: digitsField('Number', 10, 13),
  password: passwordField('Password'),
});
export type CustomerRegister = z.infer<typeof CustomerRegisterSchema>;
export const CustomerRegisterResponseSchema = z.object({ id: z.number().int() });

export const CustomerLoginSchema = z.object({
  email: emailField('Email', 5, 100),
  password: passwordField('Password'),
});
export type CustomerLogin = z.infer<typeof CustomerLoginSchema>;

export const CustomerLoginResponseSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type CustomerLoginResponse = z.infer<typeof CustomerLoginResponseSchema>;

/** GET /me: the customer's SPEC §3 fields with business {id, name} or null. */
export const CustomerMeSchema = CustomerSchema.omit({ deleted_at: true, business: true }).extend({
  business: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** True when GET /tickets shows the business's tickets too: the business's master customer, or given `access`. */
  sees_business_tickets: z.boolean(),
});
export type CustomerMe = z.infer<typeof CustomerMeSchema>;

/** PUT /me (the customer portal's My account): the register rules for the names and the number. */
export const CustomerMeUpdateSchema = CustomerRegisterSchema.pick({ first_name: true, last_name: true, number: true });
export type CustomerMeUpdate = z.infer<typeof CustomerMeUpdateSchema>;

/** GET /glass-types and GET /warranty-reasons for the customer app's ticket form. */
export const NamedOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export const NamedOptionsSchema = z.array(NamedOptionSchema);
