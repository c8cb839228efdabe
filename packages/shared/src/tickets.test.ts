import { describe, expect, it } from 'vitest';
import { CustomerTicketCreateSchema, RecentTicketsQuerySchema, TicketListQuerySchema } from './tickets.js';
import { latestToday } from './ticket-rules.js';
import { TicketSettingsSchema } from './ticket-settings.js';

const valid = { glass_order_no: 'GO-1', glass_type_id: '3', warranty_reason_id: '4', glass_size: '100x200', received_date: '2026-01-02' };
const issues = (over: Record<string, unknown>) => {
  const res = CustomerTicketCreateSchema.safeParse({ ...valid, ...over });
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const a = (n: number) => 'a'.repeat(n);

describe('customer ticket fields (CONTRACT)', () => {
  it('parses a minimal ticket, optional fields null', () => {
    expect(CustomerTicketCreateSchema.parse(valid)).toEqual({
      ...valid,
      glass_type_id: 3,
      warranty_reason_id: 4,
      customer_po_no: null,
      panel_status: null,
      marks: null,
      expected_date: null,
      note: null,
    });
  });

  it.each([
    ['glass_order_no', '', 'glass_order_no: Glass Order No is required.'],
    ['glass_order_no', a(1), undefined],
    ['glass_order_no', a(50), undefined],
    ['glass_order_no', a(51), 'glass_order_no: Glass Order No must be at most 50 characters.'],
    ['customer_po_no', a(50), undefined],
    ['customer_po_no', a(51), 'customer_po_no: Customer PO No must be at most 50 characters.'],
    ['glass_size', '', 'glass_size: Glass Size is required.'],
    ['glass_size', a(50), undefined],
    ['glass_size', a(51), 'glass_size: Glass Size must be at most 50 characters.'],
    ['panel_status', a(50), undefined],
    ['panel_status', a(51), 'panel_status: Panel Status must be at most 50 characters.'],
    ['marks', a(255), undefined],
    ['marks', a(256), 'marks: Marks must be at most 255 characters.'],
    ['glass_type_id', '', 'glass_type_id: Glass Type is required.'],
    ['glass_type_id', 'x', 'glass_type_id: Glass Type is required.'],
    ['warranty_reason_id', '0', 'warranty_reason_id: Warranty Reason is required.'],
    ['received_date', '', 'received_date: Glass Received Date is required.'],
    ['received_date', '2026-02-30', 'received_date: Glass Received Date must be a valid date (YYYY-MM-DD).'],
    ['received_date', '02/01/2026', 'received_date: Glass Received Date must be a valid date (YYYY-MM-DD).'],
    ['received_date', '9999-01-01', 'received_date: Glass Received Date cannot be in the future.'],
    ['expected_date', '2026-01-01', 'expected_date: Expected Replacement Date cannot be before Glass Received Date.'],
    ['expected_date', '2026-01-02', undefined],
    ['expected_date', '', undefined],
    ['expected_date', 'soon', 'expected_date: Expected Replacement Date must be a valid date (YYYY-MM-DD).'],
  ])('%s = %j -> %j', (field, value, expected) => {
    expect(issues({ [field]: value })).toEqual(expected ? [expected] : []);
  });

  it('accepts today in the latest time zone, refuses the day after', () => {
    const today = latestToday();
    expect(issues({ received_date: today })).toEqual([]);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(issues({ received_date: tomorrow })).toEqual(['received_date: Glass Received Date cannot be in the future.']);
  });

  it('strips tags from plain fields, keeps the note for the server to sanitise', () => {
    const parsed = CustomerTicketCreateSchema.parse({ ...valid, glass_order_no: ' <b>GO-9</b> ', note: '<p>Hi</p>' });
    expect(parsed.glass_order_no).toBe('GO-9');
    expect(parsed.note).toBe('<p>Hi</p>');
  });
});

describe('ticket queries', () => {
  it('reads disabled and business', () => {
    expect(TicketListQuerySchema.parse({})).toMatchObject({ disabled: false, sort_by: 'all' });
    expect(TicketListQuerySchema.parse({}).business).toBeUndefined();
    expect(TicketListQuerySchema.parse({ disabled: '1', business: '7', sort_by: 'glass_type' })).toMatchObject({ disabled: true, business: 7, sort_by: 'glass_type' });
    expect(TicketListQuerySchema.safeParse({ disabled: 'true' }).success).toBe(false);
    expect(TicketListQuerySchema.safeParse({ business: 'x' }).success).toBe(false);
    expect(TicketListQuerySchema.parse({ business: 'all' }).business).toBeUndefined();
  });

  it.each([
    [undefined, 5],
    ['5', 5],
    ['10', 10],
    ['20', 20],
  ])('recent tickets limit %j -> %j', (limit, expected) => {
    expect(RecentTicketsQuerySchema.parse({ limit }).limit).toBe(expected);
  });
  it.each(['4', '6', '50'])('recent tickets limit %j is refused', (limit) => {
    expect(RecentTicketsQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('ticket settings need all four lists and de-duplicate them', () => {
    expect(TicketSettingsSchema.parse({ access: [1, 1], emails: [], production: [2], sales: [3, 3] })).toEqual({ access: [1], emails: [], production: [2], sales: [3] });
    expect(TicketSettingsSchema.safeParse({ access: [] }).success).toBe(false);
  });
});
