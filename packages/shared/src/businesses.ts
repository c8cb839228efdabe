import { z } from './common/zod.js';
import { MAX_ID, optionalText, requiredText } from './common/fields.js';
import { tooLong, tooShort } from './common/text-rules.js';
import { clean } from './common/markup.js';
import { listOf, pagingQuery } from './common/paging.js';
import { choiceField } from './users.js';

/**
 * Digits only (spec §5 business contact 10-13, customer number 10-13): cleaned, then counted. Anything but a
 * digit reads `${label} must contain digits only.`
 */
export function digitsField(label: string, min: number, max: number) {
  return (
    z
      .string({ error: `${label} is required.` })
      .overwrite(clean)
      .min(1, `${label} is required.`)
      .regex(/^\d+$/, `${label} must contain digits only.`)
      .min(min, tooShort(label, min))
      .max(max, tooLong(label, max))
      // The document's lengths are the digits' (zod would publish the first minimum, the "is required" one).
      .meta({ minLength: min, maxLength: max })
  );
}

/**
 * `?deleted=true` asks for the trash list (spec §7 "deleted=true for trash"); anything else, or nothing, the
 * normal list. Only 'true' and 'false' are accepted.
 */
export const deletedFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

// spec §3 Business, plus customer_name (the master customer's name, the list's "master customer" column) and
// deleted_at (set while the business is in the trash). email is the master customer's email (the business's
// master email, spec §3); null while the business has no live master customer.
export const BusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  account_id: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  contact: z.string(),
  address: z.string(),
  email: z.string().nullable(),
  ticket_count: z.number().int(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type Business = z.infer<typeof BusinessSchema>;

// spec §5: business name 3-255, account id optional 1-5 ('' -> null), master customer a required choice,
// contact digits only 10-13, address 3-255. POST /business and PUT /business/{id} take the same body.
export const BusinessSaveSchema = z.object({
  name: requiredText('Name', 3, 255),
  account_id: optionalText('Account Id', 5, 1),
  customer_id: choiceField('Master Customer is required.'),
  contact: digitsField('Contact', 10, 13),
  address: requiredText('Address', 3, 255),
});
export type BusinessSave = z.infer<typeof BusinessSaveSchema>;
/** What the add/edit form holds before validation (no master customer chosen yet is null). */
export type BusinessFormInput = z.input<typeof BusinessSaveSchema>;

// Every list column sorts by its SPEC §3 field name (CONTRACT); customer_name sorts by the master customer's
// name, customer_id by the master customer's id.
export const BUSINESS_SORT_COLUMNS = ['id', 'name', 'account_id', 'customer_id', 'customer_name', 'email', 'contact', 'address', 'ticket_count', 'created_at'] as const;
export type BusinessSortColumn = (typeof BUSINESS_SORT_COLUMNS)[number];
/** GET /business: paged; deleted=true gives the trash list. */
export const BusinessListQuerySchema = pagingQuery(BUSINESS_SORT_COLUMNS).extend({ deleted: deletedFlag });
export const BusinessListSchema = listOf(BusinessSchema);

/** GET /business/all and GET /customers/all: a searchable choice, natural order ('Plant 2' before 'Plant 10'). */
export const OptionsQuerySchema = z.object({
  search: z
    .string()
    .overwrite((s) => s.replace(/\0/g, ''))
    .trim()
    .max(200)
    .default(''),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OptionsQuery = z.infer<typeof OptionsQuerySchema>;
/**
 * A picker over every customer pages as the user scrolls: `start` skips that many matches (in the options' order),
 * up to 10,000 (past that, typing narrows faster than scrolling).
 */
export const CustomerOptionsQuerySchema = OptionsQuerySchema.extend({ start: z.coerce.number().int().min(0).max(10_000).default(0) });
export type CustomerOptionsQuery = z.infer<typeof CustomerOptionsQuerySchema>;

export const BusinessOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type BusinessOption = z.infer<typeof BusinessOptionSchema>;
export const BusinessOptionsSchema = z.array(BusinessOptionSchema);

// spec §3 business ticket settings: three lists of customer ids, each only of that business's customers.
const customerIds = z
  .array(z.number().int().positive().max(MAX_ID), { error: 'A list of customer ids is required.' })
  .max(1000)
  .transform((ids) => [...new Set(ids)]);
export const BusinessTicketSettingsSchema = z.object({
  access: customerIds,
  emails: customerIds,
  notifications: customerIds,
});
export type BusinessTicketSettings = z.infer<typeof BusinessTicketSettingsSchema>;
/** The settings as GET and PUT answer them (the same shape, without the input's de-duplication). */
export const BusinessTicketSettingsResponseSchema = z.object({
  access: z.array(z.number().int()),
  emails: z.array(z.number().int()),
  notifications: z.array(z.number().int()),
});
export const BUSINESS_TICKET_SETTING_KINDS = ['access', 'emails', 'notifications'] as const;
export type BusinessTicketSettingKind = (typeof BUSINESS_TICKET_SETTING_KINDS)[number];
