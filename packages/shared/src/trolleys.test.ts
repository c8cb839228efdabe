import { describe, expect, it } from 'vitest';
import {
  TrolleyDefleetSchema,
  TrolleyIncidentSchema,
  isDeletedTrolleyList,
  TROLLEY_MESSAGES,
  TrolleyCheckinSchema,
  TrolleyCheckoutSchema,
  TrolleyCostQuerySchema,
  TrolleyDeliverySchema,
  TrolleyListQuerySchema,
  TrolleyMaintenanceSchema,
  TrolleyPickupSchema,
  TrolleySaveSchema,
  TrolleyTransferListQuerySchema,
  TrolleyTransferSchema,
} from './index.js';

const trolley = (over: Record<string, unknown> = {}) => ({ name: 'T1', uid: 'U1', is_certified: true, expiry_date: '2027-01-31', plant_id: 1, ...over });
const ok = (value: unknown) => TrolleySaveSchema.safeParse(value).success;
const msg = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string; path: PropertyKey[] }[] } } }, v: unknown) => schema.safeParse(v).error?.issues[0];

describe('trolley (spec §5)', () => {
  it.each([
    [1, false],
    [2, true],
    [36, true],
    [37, false],
  ])('name of %i characters valid: %s', (n, valid) => expect(ok(trolley({ name: 'n'.repeat(n) }))).toBe(valid));
  it.each([
    [0, false],
    [1, true],
    [36, true],
    [37, false],
  ])('uid of %i characters valid: %s', (n, valid) => expect(ok(trolley({ uid: 'u'.repeat(n) }))).toBe(valid));
  it.each([
    [100, true],
    [101, false],
  ])('serial number of %i characters valid: %s', (n, valid) => expect(ok(trolley({ serial_number: 's'.repeat(n) }))).toBe(valid));
  it('reads empty optional values as null', () => {
    const v = TrolleySaveSchema.parse(trolley({ serial_number: '  ', trolley_photo_url: '', expiry_date: '' }));
    expect([v.serial_number, v.trolley_photo_url, v.expiry_date]).toEqual([null, null, null]);
  });
  it.each(['2027-02-30', '31/01/2027', '2027-1-1', 'soon'])('expiry date %j is refused with the spec text', (expiry_date) => {
    expect(msg(TrolleySaveSchema, trolley({ expiry_date }))?.message).toBe(TROLLEY_MESSAGES.invalidExpiryDate);
  });
  it('needs a plant', () => expect(msg(TrolleySaveSchema, trolley({ plant_id: null }))?.message).toBe('Plant is required.'));
  it('the form takes the ISO date its date field gives, and refuses what the field could not read', () => {
    expect(TrolleySaveSchema.parse(trolley({ expiry_date: '2028-02-29' })).expiry_date).toBe('2028-02-29');
    expect(TrolleySaveSchema.parse(trolley({ expiry_date: '' })).expiry_date).toBeNull();
    expect(msg(TrolleySaveSchema, trolley({ expiry_date: '2027-02-29' }))?.message).toBe(TROLLEY_MESSAGES.invalidExpiryDate);
    expect(msg(TrolleySaveSchema, trolley({ expiry_date: '29/02/2027' }))?.message).toBe(TROLLEY_MESSAGES.invalidExpiryDate);
  });
});

describe('transfer and hand-overs (spec §5, CONTRACT)', () => {
  const transfer = (over: Record<string, unknown> = {}) => ({ name: 'Move', to_plant_id: 2, ...over });
  it.each([
    [1, false],
    [2, true],
    [36, true],
    [37, false],
  ])('transfer name of %i characters valid: %s', (n, valid) => expect(TrolleyTransferSchema.safeParse(transfer({ name: 'n'.repeat(n) })).success).toBe(valid));
  it('transfer needs a destination', () => expect(msg(TrolleyTransferSchema, transfer({ to_plant_id: null }))?.message).toBe('Destination Plant is required.'));
  it.each([
    [-1, false],
    [0, true],
    [1000, true],
    [1001, false],
    [1.5, false],
  ])('no_of_bars %d valid: %s', (no_of_bars, valid) => expect(TrolleyDeliverySchema.safeParse({ customer_id: 1, no_of_bars }).success).toBe(valid));
  it.each([
    ['12', true],
    [' 7 ', true],
    ['1001', false],
    ['-1', false],
    ['1.5', false],
    ['', false],
    ['abc', false],
    [null, false],
    [true, false],
  ])('no_of_bars %j (as a form or an outside client sends it) valid: %s', (no_of_bars, valid) =>
    expect(TrolleyDeliverySchema.safeParse({ customer_id: 1, no_of_bars }).success).toBe(valid),
  );
  it('no_of_bars left out is 0', () => expect(TrolleyDeliverySchema.parse({ customer_id: 1 }).no_of_bars).toBe(0));
  it.each([
    [255, true],
    [256, false],
  ])('note of %i characters valid: %s', (n, valid) => expect(TrolleyPickupSchema.safeParse({ note: 'n'.repeat(n) }).success).toBe(valid));
  it.each([
    [5, true],
    [6, false],
  ])('%i images valid: %s', (n, valid) => expect(TrolleyMaintenanceSchema.safeParse({ images: Array.from({ length: n }, (_, i) => `/files/${i}.jpg`) }).success).toBe(valid));
  it('at is an ISO date-time or nothing', () => {
    expect(TrolleyPickupSchema.parse({}).at).toBeNull();
    expect(TrolleyPickupSchema.parse({ at: '2026-01-02T03:04:05.000Z' }).at).toBe('2026-01-02T03:04:05.000Z');
    expect(TrolleyPickupSchema.safeParse({ at: '2026-01-02' }).success).toBe(false);
  });
  it('takes the check-out and check-in bodies the screens send (spec §7)', () => {
    const body = { name: null, no_of_bars: 0, images: [], image: null, note: null, to_plant_id: 2, from_plant_id: 1 };
    expect(TrolleyCheckoutSchema.safeParse(body).success).toBe(true);
    expect(TrolleyCheckinSchema.safeParse(body).success).toBe(true);
    expect(TrolleyCheckinSchema.safeParse({ ...body, to_plant_id: null }).success).toBe(false);
  });
  it('delivery needs a customer', () => expect(msg(TrolleyDeliverySchema, {})?.message).toBe('Customer is required.'));
});

describe('trolley queries', () => {
  it('reads the deleted list from is_deleted=true or disabled=1', () => {
    expect(isDeletedTrolleyList(TrolleyListQuerySchema.parse({ is_deleted: 'true' }))).toBe(true);
    expect(isDeletedTrolleyList(TrolleyListQuerySchema.parse({ disabled: '1' }))).toBe(true);
    expect(isDeletedTrolleyList(TrolleyListQuerySchema.parse({ disabled: '0' }))).toBe(false);
    expect(TrolleyListQuerySchema.safeParse({ sort_by: 'password' }).success).toBe(false);
  });
  it('checkout and check-in need a plant (spec §5 text)', () => {
    expect(msg(TrolleyTransferListQuerySchema, {})?.message).toBe('Please Select Plant');
    expect(TrolleyTransferListQuerySchema.parse({ plant_id: '3', trolley_status: 'PlantChange', disabled: '0' }).plant_id).toBe(3);
  });
  it('costs need a customer', () => {
    expect(msg(TrolleyCostQuerySchema, { customer_id: '' })?.message).toBe('Customer is required.');
    expect(TrolleyCostQuerySchema.parse({ customer_id: '4' }).customer_id).toBe(4);
  });
});

describe('lost, damaged and DeFleet: the rules the dialog and the server share', () => {
  const charge = (value: unknown) => TrolleyIncidentSchema.safeParse({ note: null, images: [], charge: value });
  it.each([
    [-0.01, false],
    [0, true],
    [0.01, true],
    [100_000_000, true],
    [100_000_000.01, false],
    [1.005, false],
    ['', true],
    [null, true],
  ])('charge %s -> %s', (value, ok) => expect(charge(value).success).toBe(ok));
  it("'' and no charge read as none (null)", () => {
    expect(charge('').data?.charge).toBeNull();
    expect(TrolleyIncidentSchema.parse({ note: null, images: [] }).charge).toBeNull();
  });

  it.each([
    [254, true],
    [255, true],
    [256, false],
  ])('DeFleet reason of %i characters -> %s', (n, ok) => expect(TrolleyDefleetSchema.safeParse({ reason: 'r'.repeat(n) }).success).toBe(ok));
  it('DeFleet takes no body, null, or an empty reason: no reason', () => {
    expect(TrolleyDefleetSchema.parse(undefined)).toEqual({ reason: null });
    expect(TrolleyDefleetSchema.parse(null)).toEqual({ reason: null });
    expect(TrolleyDefleetSchema.parse({ reason: '' })).toEqual({ reason: null });
  });
});
