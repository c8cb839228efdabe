import { z } from './common/zod.js';
import { idField } from './common/fields.js';
import { listOf, pagingQuery } from './common/paging.js';
import { HandoverLocationSchema, handoverProofFields, TrolleySchema, trolleyAtField, trolleyBarsField, trolleyImagesField, trolleyNoteField } from './trolleys.js';
import { choiceField } from './users.js';

// CONTRACT "Hand-over proof and the driver's offline Hand-over": every delivery and pickup is a hand-over, one visit
// of one or more trolleys to one customer, with its proof.

export const HANDOVER_KINDS = ['delivery', 'pickup'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];
export const HANDOVER_MAX_TROLLEYS = 50;

/**
 * POST /handovers: one visit, all or nothing. A delivery names its customer; a pickup's trolleys are all held by one
 * customer (the server finds it; a customer_id given must be that one). 1-50 trolleys, each once.
 */
export const HandoverCreateSchema = z
  .object({
    kind: z.enum(HANDOVER_KINDS, { error: 'Kind must be delivery or pickup.' }),
    customer_id: z.preprocess((v) => (v === null ? undefined : v), choiceField('Customer is required.').optional()),
    trolleys: z
      .array(z.object({ id: choiceField('Trolley is required.'), no_of_bars: trolleyBarsField }), { error: 'Trolleys must be a list of {id, no_of_bars}.' })
      .min(1, 'At least one Trolley is required.')
      .max(HANDOVER_MAX_TROLLEYS, `At most ${HANDOVER_MAX_TROLLEYS} Trolleys in one hand-over.`)
      .refine((list) => new Set(list.map((t) => t.id)).size === list.length, 'Each Trolley may be named once.'),
    images: trolleyImagesField,
    note: trolleyNoteField,
    at: trolleyAtField,
    ...handoverProofFields,
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'delivery' && body.customer_id == null) ctx.addIssue({ code: 'custom', path: ['customer_id'], message: 'Customer is required.' });
  })
  // A rule over two fields, which the document states here (JSON Schema has no word for it).
  .meta({ 'x-required-when': { customer_id: 'kind is delivery' } })
  .transform((body) => ({ ...body, customer_id: body.customer_id ?? null }));
export type HandoverCreate = z.infer<typeof HandoverCreateSchema>;
export type HandoverCreateInput = z.input<typeof HandoverCreateSchema>;

const PersonSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** A hand-over as the API answers it. */
export const HandoverSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HANDOVER_KINDS),
  /** null only once the customer was erased for good (its trolleys' history keeps no name either). */
  customer: PersonSchema.extend({ business: z.object({ id: z.number().int(), name: z.string() }).nullable() }).nullable(),
  /** When it happened (the phone's time). */
  at: z.string(),
  /** When the server got it. */
  recorded_at: z.string(),
  trolleys: z.array(z.object({ id: z.number().int(), uid: z.string(), name: z.string(), no_of_bars: z.number().int(), transaction_id: z.number().int() })),
  images: z.array(z.string()),
  note: z.string().nullable(),
  signed_by: z.string().nullable(),
  unsigned_reason: z.string().nullable(),
  signature_url: z.string().nullable(),
  location: HandoverLocationSchema.nullable(),
  recorded_by: PersonSchema.nullable(),
});
export type Handover = z.infer<typeof HandoverSchema>;

export const HANDOVER_SORT_COLUMNS = ['at'] as const;
export type HandoverSortColumn = (typeof HANDOVER_SORT_COLUMNS)[number];
/** GET /handovers: paged, newest first by default; filters customer, trolley and kind. */
export const HandoverListQuerySchema = pagingQuery(HANDOVER_SORT_COLUMNS).extend({
  customer_id: idField.optional(),
  trolley_id: idField.optional(),
  kind: z.enum(HANDOVER_KINDS).optional(),
});
export type HandoverListQuery = z.infer<typeof HandoverListQuerySchema>;
export const HandoverListSchema = listOf(HandoverSchema);

/** PUT /trolleys/{id}/delivery and /pickup answer the trolley with the hand-over they made. */
export const TrolleyHandedOverSchema = TrolleySchema.extend({ handover_id: z.number().int() });
export type TrolleyHandedOver = z.infer<typeof TrolleyHandedOverSchema>;

/** A map of a hand-over's place, for a person to open (the receipt and the Disputes screen link it; nothing fetches it). */
export const mapLink = (lat: number, lng: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
