import { describe, expect, it } from 'vitest';
import { MAX_ID, RICH_TEXT_RAW_MAX } from './common/limits.js';
import { checkCustomerTicket, latestToday } from './ticket-rules.js';
import { CustomerTicketCreateSchema } from './tickets.js';

const valid: Record<string, string> = { glass_order_no: 'GO-1', glass_type_id: '3', warranty_reason_id: '4', glass_size: '100x200', received_date: '2026-01-02' };

/** The schema's first message per field, for the same values. */
function schemaErrors(values: Record<string, string | undefined>) {
  const parsed = CustomerTicketCreateSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const a = (n: number) => 'a'.repeat(n);
const tomorrow = () => new Date(Date.parse(`${latestToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// Each field at its edges (min-1, min, max, max+1), blank, tags, spaces and what a form can hold that is wrong.
const probes: Record<string, (string | undefined)[]> = {
  glass_order_no: [undefined, '', '   ', a(1), a(50), a(51), ' <b>GO</b> ', '<i></i>', `<b>${a(50)}</b>`],
  customer_po_no: [undefined, '', '  ', a(50), a(51), `<b>${a(50)}</b>`],
  glass_size: [undefined, '', a(1), a(50), a(51), '<p></p>'],
  panel_status: [undefined, '', a(50), a(51)],
  marks: [undefined, '', a(255), a(256), ` ${a(255)} `],
  glass_type_id: [undefined, '', 'x', '0', '-1', '1.5', '1', ' 7 ', '1e3', 'Infinity', String(MAX_ID), String(MAX_ID + 1), '3000000000.5'],
  warranty_reason_id: [undefined, '', '0', '2', String(MAX_ID + 1)],
  received_date: [undefined, '', '  ', '2026-02-30', '02/01/2026', ' 2026-01-02 ', '9999-01-01', latestToday(), tomorrow()],
  expected_date: [undefined, '', ' ', 'soon', '2026-13-01', '2026-01-01', '2026-01-02', '2026-01-03'],
  note: [undefined, '', '<p>Hi</p>', 'x'.repeat(RICH_TEXT_RAW_MAX), 'x'.repeat(RICH_TEXT_RAW_MAX + 1)],
};

describe('checkCustomerTicket (zod-free) agrees with CustomerTicketCreateSchema', () => {
  it('passes the minimal ticket', () => {
    expect(checkCustomerTicket(valid)).toEqual({});
    expect(schemaErrors(valid)).toEqual({});
  });

  for (const [field, values] of Object.entries(probes)) {
    it.each(values.map((value) => [JSON.stringify(value)?.slice(0, 40) ?? 'undefined', value]))(`${field} = %s: the same message`, (_name, value) => {
      const values = { ...valid, [field]: value };
      expect(checkCustomerTicket(values)).toEqual(schemaErrors(values));
    });
  }

  it('says every missing required field at once', () => {
    const errors = checkCustomerTicket({});
    expect(errors).toEqual(schemaErrors({}));
    expect(Object.keys(errors).sort()).toEqual(['glass_order_no', 'glass_size', 'glass_type_id', 'received_date', 'warranty_reason_id']);
  });

  it('compares the dates at once, where the schema waits for every other field', () => {
    const values = { received_date: '2026-01-02', expected_date: '2026-01-01' };
    expect(checkCustomerTicket(values).expected_date).toBe('Expected Replacement Date cannot be before Glass Received Date.');
    expect(schemaErrors({ ...valid, ...values }).expected_date).toBe('Expected Replacement Date cannot be before Glass Received Date.');
    // An invalid received date leaves the expected date alone (its own message comes first).
    expect(checkCustomerTicket({ ...values, received_date: '2026-02-30' }).expected_date).toBeUndefined();
  });
});
