import { describe, expect, it } from 'vitest';
import type { Trolley } from '@glassdesk/shared';
import { trolley } from '../routes/trolley-test-server';
import { durationText, recordedText, stampText, transferMessage, whenText, whereabouts } from './move-messages';

// Local times, so the tests read the same in every time zone.
const NOW = new Date(2026, 2, 10, 14, 30);
const local = (day: number, hours: number, minutes: number) => new Date(2026, 2, day, hours, minutes).toISOString();
const ANN = { id: 7, first_name: 'Ann', last_name: 'Lee' };

describe('elapsed time as people say it', () => {
  it('says today, yesterday, or how many calendar days ago', () => {
    expect(whenText(local(10, 14, 5), NOW)).toBe('today at 14:05');
    expect(whenText(local(10, 0, 1), NOW)).toBe('today at 00:01');
    expect(whenText(local(9, 23, 59), NOW)).toBe('yesterday at 23:59');
    expect(whenText(local(7, 15, 0), NOW)).toBe('3 days ago');
    // A moment a little ahead of this device's clock is still today.
    expect(whenText(local(10, 14, 31), NOW)).toBe('today at 14:31');
  });

  it('says how long a state has lasted', () => {
    expect(durationText(local(10, 14, 29), NOW)).toBe('since today at 14:29');
    expect(durationText(local(9, 8, 0), NOW)).toBe('since yesterday at 08:00');
    expect(durationText(local(4, 8, 0), NOW)).toBe('for 6 days');
  });

  it('stamps a recorded step with its time today, with its date before that', () => {
    expect(stampText(local(10, 14, 5), NOW)).toBe('14:05');
    expect(stampText(local(3, 9, 7), NOW)).toBe('03/03/2026 09:07');
  });
});

describe('whereabouts: where the trolley is, from when it entered its status', () => {
  it('says "Picked up today at 14:05" seconds after a pickup, not a started-day count', () => {
    const t = trolley(1, 'L-Frame 14', { trolley_status: 'Pickup', status_at: local(10, 14, 5), time_duration: 1 });
    expect(whereabouts(t, NOW)).toBe('Picked up today at 14:05, on the way to a plant');
    expect(whereabouts({ ...t, status_at: local(7, 10, 0), time_duration: 4 }, NOW)).toBe('Picked up 3 days ago, on the way to a plant');
  });

  it('says where every other status is', () => {
    const base = { status_at: local(10, 9, 15), time_duration: 1 };
    const cases: [Partial<Trolley>, string][] = [
      [{ trolley_status: 'Delivery', customer: ANN }, 'At Ann Lee since today at 09:15'],
      [{ trolley_status: 'Delivery', customer: ANN, status_at: local(4, 9, 15) }, 'At Ann Lee for 6 days'],
      [{ trolley_status: 'OnPlant' }, 'North Plant · On plant since today at 09:15'],
      [{ trolley_status: 'Maintenance', status_at: local(1, 9, 15) }, 'North Plant · Maintenance for 9 days'],
      [{ trolley_status: 'PlantChange', from_plant_name: 'North Plant', to_plant_name: 'South Plant' }, 'Leaving North Plant for South Plant: transfer ordered today at 09:15'],
      [{ trolley_status: 'DropOff', from_plant_name: 'North Plant', to_plant_name: 'South Plant' }, 'On the road from North Plant to South Plant since today at 09:15'],
    ];
    for (const [extra, text] of cases) expect(whereabouts(trolley(1, 'L-Frame 14', { ...base, ...extra }), NOW)).toBe(text);
  });
});

describe('what a step did', () => {
  const onPlant = trolley(1, 'L-Frame 14');
  const delivered = trolley(1, 'L-Frame 14', { trolley_status: 'Delivery', customer: ANN, status_at: local(10, 14, 5) });
  const pickedUp = trolley(1, 'L-Frame 14', { trolley_status: 'Pickup', customer: null, status_at: local(10, 14, 6) });

  it('states the recorded step with its bars and time', () => {
    expect(recordedText('delivery', onPlant, delivered, 3, NOW)).toBe('Delivered to Ann Lee · 3 bars · 14:05');
    expect(recordedText('pickup', delivered, pickedUp, 1, NOW)).toBe('Picked up from Ann Lee · 1 bar · 14:06');
    const back = trolley(1, 'L-Frame 14', { plant: { id: 2, name: 'South Plant' }, status_at: local(9, 17, 0) });
    expect(recordedText('onplant', pickedUp, back, 0, NOW)).toBe('Back on plant at South Plant · 0 bars · 09/03/2026 17:00');
    const maintenance = trolley(1, 'L-Frame 14', { trolley_status: 'Maintenance', status_at: local(10, 14, 7) });
    expect(recordedText('maintenance', onPlant, maintenance, null, NOW)).toBe('Sent to maintenance at North Plant · 14:07');
  });

  it('says what a transfer did', () => {
    expect(transferMessage('L-Frame 14', 'North Plant', 'Brisbane Plant')).toBe('Transfer ordered: L-Frame 14 goes from North Plant to Brisbane Plant.');
  });
});
