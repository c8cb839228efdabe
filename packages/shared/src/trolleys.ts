import { z } from './common/zod.js';
import { MAX_ID, optionalText, requiredText } from './common/fields.js';
import { tooLong } from './common/text-rules.js';
import { DEFAULT_PAGE_SIZE, listOf, MAX_PAGE_SIZE, pagingQuery } from './common/paging.js';
import { choiceField } from './users.js';
import { costNumber } from './customers.js';
import { TROLLEY_STATUSES } from './constants.js';
import { isIsoDate } from './dates.js';

export const TrolleyStatusSchema = z.enum(TROLLEY_STATUSES);

// Texts of the trolley screens (spec §5, §2, §8), letter for letter.
export const TROLLEY_MESSAGES = {
  invalidExpiryDate: 'Please select a valid expiry date.',
  selectPlant: 'Please Select Plant',
  noPlants: "You don't have permission to any plant",
  checkinNoRow: 'something went wrong',
} as const;

export const TrolleyPlantRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const TrolleyPersonRefSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type TrolleyPersonRef = z.infer<typeof TrolleyPersonRefSchema>;

// spec §3 Trolley. plant is where the trolley is, or last was (during a transfer: the plant it leaves; at a
// customer: the plant it left from). customer is the customer holding it (status Delivery), else null.
// time_duration: started days (hours / 24 rounded up, at least 1) since the trolley entered its status at
// status_at. from_plant / to_plant (ids) and their names are set while a transfer is under way (PlantChange,
// DropOff), else null. expiry_date is an ISO date (YYYY-MM-DD) or null; the web shows dd/MM/yyyy.
export const TrolleySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uid: z.string(),
  trolley_photo_url: z.string().nullable(),
  serial_number: z.string().nullable(),
  is_certified: z.boolean(),
  expiry_date: z.string().nullable(),
  trolley_status: TrolleyStatusSchema,
  plant: TrolleyPlantRefSchema.nullable(),
  customer: TrolleyPersonRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  status_at: z.string(),
  time_duration: z.number().int(),
  from_plant: z.number().int().nullable(),
  to_plant: z.number().int().nullable(),
  from_plant_name: z.string().nullable(),
  to_plant_name: z.string().nullable(),
  deleted_at: z.string().nullable(),
  /** When the holding customer asked for a pickup from the portal (an open request of the current hold), else null. */
  pickup_requested_at: z.string().nullable(),
  /** The hand-over its latest step was part of (a delivery or pickup: its receipt), else null. */
  handover_id: z.number().int().nullable(),
});
export type Trolley = z.infer<typeof TrolleySchema>;

/** An image url returned by POST /files (the server checks it is one of ours). */
export const trolleyImageUrl = z.string({ error: 'Image must be a url.' }).trim().min(1, 'Image must be a url.').max(500, tooLong('Image', 500));
const optionalImageUrl = z
  .union([trolleyImageUrl, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? null : v));

// spec §5: trolley name 2-36, unique code 1-36, serial number optional up to 100, expiry date (API: ISO date,
// optional; anything else reads 'Please select a valid expiry date.'), plant required. POST and PUT take the
// same body (spec §7).
const expiryDate = z
  // An ISO date (YYYY-MM-DD), checked below: the document says so.
  .union([z.string().meta({ format: 'date' }), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return null;
    if (!isIsoDate(v.trim())) {
      ctx.addIssue({ code: 'custom', message: TROLLEY_MESSAGES.invalidExpiryDate });
      return z.NEVER;
    }
    return v.trim();
  });
const trolleyFields = {
  name: requiredText('Name', 2, 36),
  uid: requiredText('UID', 1, 36),
  trolley_photo_url: optionalImageUrl,
  serial_number: optionalText('Serial Number', 100),
  is_certified: z.boolean({ error: 'Certified must be true or false.' }).default(false),
  plant_id: choiceField('Plant is required.'),
};
export const TrolleySaveSchema = z.object({ ...trolleyFields, expiry_date: expiryDate });
export type TrolleySave = z.infer<typeof TrolleySaveSchema>;
/**
 * The add/edit form's values: the expiry date comes from the app's date field, which turns what was typed (in
 * APP_LOCALE's order) into YYYY-MM-DD and passes anything it cannot read on as typed, which TrolleySaveSchema refuses.
 */
export type TrolleyFormInput = z.input<typeof TrolleySaveSchema>;

// CONTRACT hand-overs: no_of_bars 0-1000, note up to 255, images up to 5 urls from /files, `at` optional (default
// now; never in the future, never before the trolley's previous transaction: both checked by the server).
// A number typed in a form ("12", "-1") reads as that number; null, an empty text or anything else is refused, as the
// document says (an integer 0-1000, not nullable): left out, it is 0.
export const trolleyBarsField = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
    z
      .number({ error: 'No of Bars must be a number.' })
      .int('No of Bars must be a whole number.')
      .min(0, 'No of Bars must be at least 0.')
      .max(1000, 'No of Bars must be at most 1000.'),
  )
  .default(0);
export const trolleyImagesField = z
  .array(trolleyImageUrl, { error: 'Images must be a list of urls.' })
  .max(5, 'At most 5 images.')
  .nullable()
  .optional()
  .transform((v) => v ?? []);
export const trolleyNoteField = optionalText('Note', 255);
export const trolleyAtField = z
  .union([z.iso.datetime({ offset: true, error: 'At must be a date and time (ISO-8601).' }), z.null()])
  .optional()
  .transform((v) => v ?? null);
/** A transfer's or check-out's name (spec §5 transfer name 2-36); optional on check-out and check-in (sent null). */
const optionalName = optionalText('Name', 36, 2);

// spec §7 transfer: PUT /trolleys/{id}/plantchange {name, no_of_bars, images, image, note, to_plant_id, from_plant_id}.
// spec §5: name required 2-36, destination plant required (a plant other than the current one), note optional.
// from_plant_id, when given, must be the trolley's plant (409 otherwise: someone moved it meanwhile).
export const TrolleyTransferSchema = z.object({
  name: requiredText('Name', 2, 36),
  no_of_bars: trolleyBarsField,
  images: trolleyImagesField,
  image: optionalImageUrl,
  note: trolleyNoteField,
  to_plant_id: choiceField('Destination Plant is required.'),
  from_plant_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  at: trolleyAtField,
});
export type TrolleyTransfer = z.infer<typeof TrolleyTransferSchema>;
export type TrolleyTransferFormInput = z.input<typeof TrolleyTransferSchema>;

// spec §7 check-out (PUT /trolleys/{id}/plantdropoff) and check-in (PUT /trolleys/{id}/onplant): body name null,
// no_of_bars 0, images [], image null, note null, to_plant_id, from_plant_id. For check-in to_plant_id is the plant
// the trolley lands on (required); for check-out it may be omitted (the transfer already names it).
export const TrolleyCheckoutSchema = z.object({
  name: optionalName,
  no_of_bars: trolleyBarsField,
  images: trolleyImagesField,
  image: optionalImageUrl,
  note: trolleyNoteField,
  to_plant_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  from_plant_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  at: trolleyAtField,
});
export type TrolleyCheckout = z.infer<typeof TrolleyCheckoutSchema>;
export const TrolleyCheckinSchema = TrolleyCheckoutSchema.extend({ to_plant_id: choiceField('Plant is required.') });
export type TrolleyCheckin = z.infer<typeof TrolleyCheckinSchema>;
export type TrolleyCheckinInput = z.input<typeof TrolleyCheckinSchema>;

// CONTRACT: PUT /trolleys/{id}/delivery {customer_id, no_of_bars, images, note, at}.
// CONTRACT "Hand-over proof": optional on a delivery and a pickup (older clients send none). The signature is the PNG
// drawn on the screen, uploaded through POST /files; the place is the phone's, with its accuracy in metres, or null;
// client_id is a UUID made on the device, which makes a resend safe (the first answer comes again).
export const HandoverLocationSchema = z.object(
  {
    lat: z.number({ error: 'Latitude must be a number.' }).min(-90, 'Latitude must be at least -90.').max(90, 'Latitude must be at most 90.'),
    lng: z.number({ error: 'Longitude must be a number.' }).min(-180, 'Longitude must be at least -180.').max(180, 'Longitude must be at most 180.'),
    accuracy: z.number({ error: 'Accuracy must be a number.' }).min(0, 'Accuracy must be at least 0.').max(100_000, 'Accuracy must be at most 100000.'),
  },
  { error: 'Location must be {lat, lng, accuracy}.' },
);
export type HandoverLocation = z.infer<typeof HandoverLocationSchema>;
export const handoverProofFields = {
  signature: z
    .union([z.string({ error: 'Signature must be a url.' }).trim().min(1, 'Signature must be a url.').max(500, tooLong('Signature', 500)), z.null()])
    .optional()
    .transform((v) => v ?? null),
  signed_by: optionalText('Signed By', 100, 1),
  /** Why nobody signed ("Customer not present", "Refused to sign"): the receipt says so. Ours, beside CONTRACT's fields. */
  unsigned_reason: optionalText('Unsigned Reason', 100, 1),
  location: HandoverLocationSchema.nullable()
    .optional()
    .transform((v) => v ?? null),
  client_id: z
    .union([z.uuid({ error: 'Client Id must be a UUID.' }), z.null()])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
};
export const TrolleyDeliverySchema = z.object({
  customer_id: choiceField('Customer is required.'),
  no_of_bars: trolleyBarsField,
  images: trolleyImagesField,
  note: trolleyNoteField,
  at: trolleyAtField,
  ...handoverProofFields,
});
export type TrolleyDelivery = z.infer<typeof TrolleyDeliverySchema>;
export type TrolleyDeliveryInput = z.input<typeof TrolleyDeliverySchema>;
// CONTRACT: PUT /trolleys/{id}/pickup {no_of_bars, images, note, at} and the hand-over proof.
export const TrolleyPickupSchema = z.object({ no_of_bars: trolleyBarsField, images: trolleyImagesField, note: trolleyNoteField, at: trolleyAtField, ...handoverProofFields });
export type TrolleyPickup = z.infer<typeof TrolleyPickupSchema>;
export type TrolleyPickupInput = z.input<typeof TrolleyPickupSchema>;
// CONTRACT: PUT /trolleys/{id}/maintenance {images, note, at}.
export const TrolleyMaintenanceSchema = z.object({ images: trolleyImagesField, note: trolleyNoteField, at: trolleyAtField });
export type TrolleyMaintenance = z.infer<typeof TrolleyMaintenanceSchema>;
export type TrolleyMaintenanceInput = z.input<typeof TrolleyMaintenanceSchema>;

// CONTRACT "Trolley fleet control": PUT /trolleys/{id}/lost and /damaged {note, images, charge, at}. `charge` (dollars,
// 0 to 100000000, at most 2 decimals; optional, '' or null for none) is billed to the customer holding the trolley.
export const TrolleyIncidentSchema = z.object({
  note: trolleyNoteField,
  images: trolleyImagesField,
  charge: z
    .preprocess((v) => (v === '' ? null : v), costNumber('Charge', false).nullable())
    .optional()
    .transform((v) => v ?? null),
  at: trolleyAtField,
});
export type TrolleyIncident = z.infer<typeof TrolleyIncidentSchema>;
export type TrolleyIncidentInput = z.input<typeof TrolleyIncidentSchema>;

// PUT /trolleys/{id}/recover {to_plant_id, note, images, at}: a Lost trolley that turned up, onto one of the user's plants.
export const TrolleyRecoverSchema = z.object({ to_plant_id: choiceField('Plant is required.'), images: trolleyImagesField, note: trolleyNoteField, at: trolleyAtField });
export type TrolleyRecover = z.infer<typeof TrolleyRecoverSchema>;
export type TrolleyRecoverInput = z.input<typeof TrolleyRecoverSchema>;
/**
 * DeFleet with the reason (a damaged trolley written off, a lost one given up), kept as the transaction's
 * note. spec §7's DeFleet takes no body: the body and its reason stay optional.
 */
export const TrolleyDefleetSchema = z
  .object({ reason: optionalText('Reason', 255) })
  .nullable()
  .optional()
  .transform((v) => ({ reason: v?.reason ?? null }));
export type TrolleyDefleet = z.infer<typeof TrolleyDefleetSchema>;

// spec §3 trolley transaction. created_at is when the step happened (a hand-over's `at`); recorded_at when it was
// recorded. trolley_status is the status the step moved the trolley to. time_duration: started days the trolley
// spent in that status (to the next transaction, or now for the latest). photos: `image` and `images` together.
export const TrolleyPhotoSchema = z.object({ name: z.string(), url: z.string() });
export const TrolleyTransactionSchema = z.object({
  id: z.number().int(),
  trolley_id: z.number().int(),
  created_at: z.string(),
  recorded_at: z.string(),
  name: z.string().nullable(),
  customer: TrolleyPersonRefSchema.nullable(),
  no_of_bars: z.number().int(),
  trolley_status: TrolleyStatusSchema,
  from_plant: TrolleyPlantRefSchema.nullable(),
  to_plant: TrolleyPlantRefSchema.nullable(),
  user: TrolleyPersonRefSchema.nullable(),
  time_duration: z.number().int(),
  note: z.string().nullable(),
  photos: z.array(TrolleyPhotoSchema),
  /** The hand-over (GET /handovers/{id}) a delivery or pickup is part of; null for any other step. */
  handover_id: z.number().int().nullable(),
});
export type TrolleyTransaction = z.infer<typeof TrolleyTransactionSchema>;
export const TROLLEY_TRANSACTION_SORT_COLUMNS = ['id', 'created_at', 'customer', 'no_of_bars', 'trolley_status', 'user', 'note'] as const;
export type TrolleyTransactionSortColumn = (typeof TROLLEY_TRANSACTION_SORT_COLUMNS)[number];
/** GET /trolleys/{id}/transactions: paged, newest first by default; search note, status, customer, user. */
export const TrolleyTransactionListQuerySchema = pagingQuery(TROLLEY_TRANSACTION_SORT_COLUMNS);
export const TrolleyTransactionListSchema = listOf(TrolleyTransactionSchema);

// spec §3 history header, CONTRACT hold-time cost. Money in dollars. For a Delivery transaction (a hold's start)
// or the Pickup that ended it: the hold's figures. For any other transaction: time_duration in that status and
// no charge (0).
export const TrolleyHistoryHeaderSchema = z.object({
  uid: z.string(),
  time_duration: z.number().int(),
  charge_free_days: z.number(),
  after_free_day_charge: z.number(),
  chargeable_days: z.number().int(),
  cost: z.number(),
});
export type TrolleyHistoryHeader = z.infer<typeof TrolleyHistoryHeaderSchema>;

// spec §3 trolley cost row, one per hold (CONTRACT): created_at is when the hold started (the delivery),
// ended_at when the pickup ended it (null: open, counted up to now).
export const TrolleyCostSchema = z.object({
  id: z.number().int(),
  trolley: z.object({ id: z.number().int(), name: z.string(), uid: z.string() }),
  created_at: z.string(),
  ended_at: z.string().nullable(),
  charge_free_days: z.number(),
  time_duration: z.number().int(),
  after_free_day_charge: z.number(),
  chargeable_days: z.number().int(),
  cost: z.number(),
});
export type TrolleyCost = z.infer<typeof TrolleyCostSchema>;
/** GET /trolleys/costs: customer_id required (spec §5 'Additional Cost: customer selection required'); paged. */
export const trolleyCustomerIdQuery = z.preprocess(
  (v) => (v === '' || v === 'null' ? undefined : v),
  z.coerce.number({ error: 'Customer is required.' }).int('Customer is required.').positive('Customer is required.'),
);
export const TrolleyCostQuerySchema = z.object({
  customer_id: trolleyCustomerIdQuery,
  start: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(10),
});
export type TrolleyCostQuery = z.infer<typeof TrolleyCostQuerySchema>;
/**
 * Newest hold first. The sums cover every hold and charge of the customer (not only the page), in dollars:
 * total_cost the hold-time cost, charges_total the loss and damage charges less the credits of settled disputes, owed_total both (what its statements
 * add up to).
 */
export const TrolleyCostListSchema = listOf(TrolleyCostSchema).extend({ total_cost: z.number(), charges_total: z.number(), owed_total: z.number() });
export type TrolleyCostList = z.infer<typeof TrolleyCostListSchema>;

// Every list column sorts by its SPEC §3 field name (CONTRACT); plant and customer sort by name, from_plant and
// to_plant by the plant's name like from_plant_name and to_plant_name.
export const TROLLEY_SORT_COLUMNS = [
  'id',
  'name',
  'uid',
  'serial_number',
  'is_certified',
  'expiry_date',
  'trolley_status',
  'plant',
  'customer',
  'created_at',
  'updated_at',
  'from_plant',
  'to_plant',
  'from_plant_name',
  'to_plant_name',
] as const;
export type TrolleySortColumn = (typeof TROLLEY_SORT_COLUMNS)[number];

const zeroOrOne = z.enum(['0', '1']).optional();
const trueOrFalse = z.enum(['true', 'false']).optional();
const optionalPlantId = z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.coerce.number().int().positive().max(MAX_ID).optional());
/**
 * GET /trolleys (spec §7): disabled=0 (or nothing) the fleet; is_deleted=true (or disabled=1) the deleted list.
 * Search: name, uid, serial number, customer name, plant name. Optional filters plant_id and trolley_status.
 */
export const TrolleyListQuerySchema = pagingQuery(TROLLEY_SORT_COLUMNS).extend({
  disabled: zeroOrOne,
  is_deleted: trueOrFalse,
  plant_id: optionalPlantId,
  trolley_status: TrolleyStatusSchema.optional(),
});
export type TrolleyListQuery = z.infer<typeof TrolleyListQuerySchema>;
/** True when the query asks for the deleted list. */
export const isDeletedTrolleyList = (q: Pick<TrolleyListQuery, 'disabled' | 'is_deleted'>) => q.is_deleted === 'true' || q.disabled === '1';
export const TrolleyListSchema = listOf(TrolleySchema);

/**
 * GET /trolleys/statuses/checkout and /checkin (spec §7): plant_id required ('Please Select Plant'), one of the
 * user's plants (403 otherwise). trolley_status may only be PlantChange (what the screens send): checkout lists
 * PlantChange trolleys leaving the plant; checkin lists trolleys in a plant change (PlantChange or DropOff)
 * arriving at it. disabled may only be 0.
 */
export const TrolleyTransferListQuerySchema = pagingQuery(TROLLEY_SORT_COLUMNS).extend({
  plant_id: z.preprocess(
    (v) => (v === '' || v === 'all' || v === 'null' ? undefined : v),
    z.coerce.number({ error: TROLLEY_MESSAGES.selectPlant }).int(TROLLEY_MESSAGES.selectPlant).positive(TROLLEY_MESSAGES.selectPlant),
  ),
  trolley_status: z.literal('PlantChange').optional(),
  disabled: z.literal('0').optional(),
});
export type TrolleyTransferListQuery = z.infer<typeof TrolleyTransferListQuerySchema>;

/** GET /trolleys/customers?customer_id=: the trolleys the customer holds now (status Delivery), days held first. */
export const TrolleyCustomerQuerySchema = pagingQuery(TROLLEY_SORT_COLUMNS).extend({ customer_id: trolleyCustomerIdQuery });
export type TrolleyCustomerQuery = z.infer<typeof TrolleyCustomerQuerySchema>;

export const TrolleyHistoryParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  historyId: z.coerce.number().int().positive().max(MAX_ID),
});
export const TrolleyUidParamsSchema = z.object({ uid: z.string().trim().min(1).max(36) });

// ---- the customer app's trolleys (CONTRACT "The customer portal (browser) and its calls") --------------------

/** GET /api/customer/v1.0/trolleys: paged, oldest hold first (no other order). */
export const CustomerTrolleyQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type CustomerTrolleyQuery = z.infer<typeof CustomerTrolleyQuerySchema>;

/** A trolley the customer (or, for its master customer, the business) holds now, with the hold's cost so far. */
export const CustomerTrolleySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uid: z.string(),
  customer: TrolleyPersonRefSchema,
  /** When the hold started (the delivery). */
  since: z.string(),
  time_duration: z.number().int(),
  charge_free_days: z.number(),
  after_free_day_charge: z.number(),
  chargeable_days: z.number().int(),
  cost: z.number(),
  pickup_requested_at: z.string().nullable(),
  /** The hand-over that delivered it (its receipt), null for a delivery older than hand-overs. */
  handover_id: z.number().int().nullable(),
});
export type CustomerTrolley = z.infer<typeof CustomerTrolleySchema>;
export const CustomerTrolleyListSchema = listOf(CustomerTrolleySchema);
export const PickupRequestSchema = z.object({ pickup_requested_at: z.string() });
export type PickupRequest = z.infer<typeof PickupRequestSchema>;

export const PICKUP_REQUEST_MESSAGES = {
  again: 'A pickup is already requested for this trolley.',
  withdrawn: 'Pickup request withdrawn.',
  none: 'No pickup is requested for this trolley.',
} as const;
