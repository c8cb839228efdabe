import { clean } from './common/markup.js';
import { MAX_ID, RICH_TEXT_RAW_MAX } from './common/limits.js';
import { required, tooLong } from './common/text-rules.js';

// The rules of the customer app's POST /tickets fields (CONTRACT) without zod: the schema (tickets.ts) is built from
// them, and the portal's New Ticket screen checks a draft with checkCustomerTicket before sending, without building
// any schema (that screen's first load on a phone). ticket-rules.test.ts holds the two in step.

export const TICKET_IMAGE_TYPES = ['Defect', 'Label'] as const;
export type TicketImageType = (typeof TICKET_IMAGE_TYPES)[number];

/** CONTRACT image counts per field. */
export const TICKET_IMAGE_FIELDS = {
  defect_images: { type: 'Defect', min: 1, max: 5 },
  label_images: { type: 'Label', min: 0, max: 5 },
} as const satisfies Record<string, { type: TicketImageType; min: number; max: number }>;
export type TicketImageField = keyof typeof TICKET_IMAGE_FIELDS;

/** The note is rich text; its sanitised HTML may hold at most this many characters. */
export const TICKET_NOTE_MAX = 50_000;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export const validDate = (v: string) => isoDate.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * The latest calendar date anywhere on Earth right now (UTC+14): a customer's "today" is never refused as future,
 * whatever their time zone.
 */
export const latestToday = (now = new Date()) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The plain-text fields: cleaned (tags stripped, trimmed), then counted. A required one has at least 1 character. */
export const CUSTOMER_TICKET_TEXT = {
  glass_order_no: { label: 'Glass Order No', max: 50, required: true },
  customer_po_no: { label: 'Customer PO No', max: 50, required: false },
  glass_size: { label: 'Glass Size', max: 50, required: true },
  panel_status: { label: 'Panel Status', max: 50, required: false },
  marks: { label: 'Marks', max: 255, required: false },
} as const;
/** The two fields chosen from a list: a positive id. */
export const CUSTOMER_TICKET_CHOICES = { glass_type_id: 'Glass Type', warranty_reason_id: 'Warranty Reason' } as const;
export const RECEIVED_DATE_LABEL = 'Glass Received Date';
export const EXPECTED_DATE_LABEL = 'Expected Replacement Date';

export const invalidDate = (label: string) => `${label} must be a valid date (YYYY-MM-DD).`;
export const futureDate = (label: string) => `${label} cannot be in the future.`;
export const EXPECTED_BEFORE_RECEIVED = `${EXPECTED_DATE_LABEL} cannot be before ${RECEIVED_DATE_LABEL}.`;
export const choiceMissing = (label: string) => `The chosen ${label} does not exist.`;

/** A list choice's rule, as z.coerce.number() reads it ('' means not chosen): the message, or undefined. */
export function choiceError(label: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return required(label);
  const n = Number(value);
  if (!Number.isFinite(n) || !Number.isInteger(n) || n <= 0) return required(label);
  return n > MAX_ID ? choiceMissing(label) : undefined;
}

export type CustomerTicketField = keyof typeof CUSTOMER_TICKET_TEXT | keyof typeof CUSTOMER_TICKET_CHOICES | 'received_date' | 'expected_date' | 'note';

/**
 * The schema's checks of POST /tickets' fields (CustomerTicketCreateSchema) on a form's values: the first message
 * per field. Unlike the schema, which compares the dates only once every other field passes, the expected date is
 * compared with the received date whenever both are valid, so the customer is told at once. The server checks again
 * (and that the chosen glass type and warranty reason exist).
 */
export function checkCustomerTicket(values: Partial<Record<string, string>>): Partial<Record<CustomerTicketField, string>> {
  const errors: Partial<Record<CustomerTicketField, string>> = {};
  for (const [field, rule] of Object.entries(CUSTOMER_TICKET_TEXT) as [keyof typeof CUSTOMER_TICKET_TEXT, (typeof CUSTOMER_TICKET_TEXT)[keyof typeof CUSTOMER_TICKET_TEXT]][]) {
    const raw = values[field];
    if (raw === undefined) {
      if (rule.required) errors[field] = required(rule.label);
      continue;
    }
    const value = clean(raw);
    if (value === '' && rule.required) errors[field] = required(rule.label);
    else if (value.length > rule.max) errors[field] = tooLong(rule.label, rule.max);
  }
  for (const [field, label] of Object.entries(CUSTOMER_TICKET_CHOICES) as [keyof typeof CUSTOMER_TICKET_CHOICES, string][]) {
    const message = choiceError(label, values[field]);
    if (message) errors[field] = message;
  }
  const received = (values.received_date ?? '').trim();
  if (received === '') errors.received_date = required(RECEIVED_DATE_LABEL);
  else if (!validDate(received)) errors.received_date = invalidDate(RECEIVED_DATE_LABEL);
  else if (received > latestToday()) errors.received_date = futureDate(RECEIVED_DATE_LABEL);
  const expected = (values.expected_date ?? '').trim();
  if (expected !== '' && !validDate(expected)) errors.expected_date = invalidDate(EXPECTED_DATE_LABEL);
  else if (expected !== '' && !errors.received_date && expected < received) errors.expected_date = EXPECTED_BEFORE_RECEIVED;
  if ((values.note ?? '').length > RICH_TEXT_RAW_MAX) errors.note = tooLong('Note', RICH_TEXT_RAW_MAX);
  return errors;
}
