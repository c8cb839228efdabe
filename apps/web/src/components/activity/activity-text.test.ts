import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@glassdesk/shared';
import { formatDateTime } from '../../lib/format-date';
import { changeText, failedSignInsText, fieldLabel, foldFailedSignIns, lineParts, shownValue } from './activity-text';

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2026-03-12T14:05:00.000Z',
  actor: { type: 'user', id: 2, name: 'Ann Lee' },
  action: 'updated',
  entity: { type: 'customer', id: 7, label: 'Customer Bo Ek' },
  changes: [],
  request_id: null,
  ...over,
});

describe('the words of an activity entry', () => {
  it('names a field in Title Case words, without a trailing _id', () => {
    expect(fieldLabel('per_day_charge')).toBe('Per Day Charge');
    expect(fieldLabel('plant_id')).toBe('Plant');
    expect(fieldLabel('uid')).toBe('UID');
    expect(fieldLabel('name')).toBe('Name');
    // The screens' own labels where they differ from the field's name.
    expect(fieldLabel('max_day_allowed')).toBe('Max Days Allowed');
    expect(fieldLabel('is_approved')).toBe('Approved');
  });

  it('shows no value as an em dash', () => {
    expect(shownValue(null)).toBe('—');
    expect(shownValue('')).toBe('—');
    expect(changeText({ field: 'serial_number', before: null, after: 'SN-1' })).toBe('Serial Number — → SN-1');
  });

  it('writes stored days and moments as the screens do (dd/MM/yyyy, with HH:mm for a moment), any other text as it is', () => {
    expect(shownValue('2026-11-27')).toBe('27/11/2026');
    expect(shownValue('2026-12-01T20:19:09.311Z')).toBe(formatDateTime('2026-12-01T20:19:09.311Z'));
    expect(shownValue('2026-12-01T20:19:09.311Z')).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
    expect(changeText({ field: 'pickup_requested_at', before: null, after: '2026-12-01T20:19:09.311Z' })).toBe(
      `Pickup Requested At — → ${formatDateTime('2026-12-01T20:19:09.311Z')}`,
    );
    for (const text of ['2026-11-27 was the day', 'GO-2026-11', '$12.50', 'Yes']) expect(shownValue(text)).toBe(text);
  });

  it("writes a trolley's status with its label (the log keeps the API's value), an unknown one as recorded", () => {
    expect(changeText({ field: 'trolley_status', before: 'OnPlant', after: 'Delivery' })).toBe('Trolley Status On plant → Delivered');
    expect(changeText({ field: 'trolley_status', before: 'PlantChange', after: 'DeFleet' })).toBe('Trolley Status Plant change → Defleeted');
    expect(changeText({ field: 'trolley_status', before: null, after: 'Teleported' })).toBe('Trolley Status — → Teleported');
    expect(changeText({ field: 'note', before: null, after: 'OnPlant' })).toBe('Note — → OnPlant');
  });

  it('reads an update as its first change and how many more; the record only where the screen is not its own', () => {
    const update = entry({
      changes: [
        { field: 'per_day_charge', before: '$2.00', after: '$3.50' },
        { field: 'max_day_allowed', before: '10', after: '14' },
      ],
    });
    expect(lineParts(update, { withRecord: false })).toEqual({ actor: 'Ann Lee', verb: 'changed', record: '', firstChange: 'Per Day Charge $2.00 → $3.50', more: '+1 more' });
    expect(lineParts(update, { withRecord: true }).record).toBe('Customer Bo Ek');
  });

  it('reads other actions as actor, verb and record; a sign-in names no record', () => {
    expect(lineParts(entry({ action: 'deleted' }), { withRecord: false })).toMatchObject({ verb: 'deleted', record: 'Customer Bo Ek', firstChange: '', more: '' });
    expect(lineParts(entry({ action: 'signed_in', entity: { type: 'user', id: 2, label: 'User Ann Lee' } }), { withRecord: true })).toMatchObject({
      verb: 'signed in',
      record: '',
    });
  });

  it('folds each run of two or more failed sign-ins into one line with how many and when; a lone one stays an entry', () => {
    const failed = (id: number, at: string) => entry({ id, at, action: 'sign_in_failed', entity: { type: 'customer', id: 7, label: 'Customer Bo Ek' } });
    const rows = [
      entry({ id: 9, action: 'signed_in' }),
      failed(8, '2026-03-12T14:07:00.000Z'),
      failed(7, '2026-03-12T14:05:00.000Z'),
      failed(6, '2026-03-12T14:02:00.000Z'),
      entry({ id: 5 }),
      failed(4, '2026-03-11T09:00:00.000Z'),
      entry({ id: 3 }),
    ];
    const items = foldFailedSignIns(rows);
    expect(items.map((i) => (i.kind === 'entry' ? i.entry.id : i.entries.map((e) => e.id)))).toEqual([9, [8, 7, 6], 5, 4, 3]);
    const run = items[1]!;
    if (run.kind !== 'failed-sign-ins') throw new Error('not folded');
    const [day, from] = formatDateTime('2026-03-12T14:02:00.000Z').split(' ');
    const to = formatDateTime('2026-03-12T14:07:00.000Z').split(' ')[1];
    expect(failedSignInsText(run.entries)).toBe(`3 failed sign-ins, ${day} ${from}-${to}`);
    // Across midnight (here): both moments in full.
    const late = [failed(2, '2026-03-13T12:00:00.000Z'), failed(1, '2026-03-12T12:00:00.000Z')];
    expect(failedSignInsText(late)).toBe(`2 failed sign-ins, ${formatDateTime(late[1]!.at)}-${formatDateTime(late[0]!.at)}`);
    expect(foldFailedSignIns([])).toEqual([]);
  });

  it("quotes a comment's words where the server sent them, and says only 'commented' where it did not", () => {
    const said = entry({
      action: 'commented',
      entity: { type: 'ticket', id: 3, label: 'Ticket T-ABC234' },
      changes: [{ field: 'comment', before: null, after: 'Check the frame.' }],
    });
    expect(lineParts(said, { withRecord: true })).toMatchObject({ verb: 'commented on', record: 'Ticket T-ABC234', firstChange: '“Check the frame.”', more: '' });
    expect(lineParts({ ...said, changes: [] }, { withRecord: true })).toMatchObject({ verb: 'commented on', firstChange: '' });
  });
});
