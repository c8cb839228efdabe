import { describe, expect, it } from 'vitest';
import type { TrolleyStatus } from '@glassdesk/shared';
import { offersDefleetAction, offersEdit, offersMove, type MovingTrolley } from './offered-moves';

const NORTH = { id: 1, name: 'North Plant' };
const SOUTH = { id: 2, name: 'South Plant' };

const at = (trolley_status: TrolleyStatus, extra: Partial<MovingTrolley> = {}): MovingTrolley => ({ trolley_status, plant: NORTH, from_plant: null, to_plant: null, ...extra });

describe('offersMove: what the lifecycle table allows, at the plant it names', () => {
  it('offers a transfer only for an OnPlant trolley at one of the user’s plants', () => {
    expect(offersMove(at('OnPlant'), 'transfer', [NORTH])).toBe(true);
    expect(offersMove(at('OnPlant'), 'transfer', [SOUTH])).toBe(false);
    expect(offersMove(at('OnPlant', { plant: null }), 'transfer', [NORTH])).toBe(false);
    for (const s of ['PlantChange', 'DropOff', 'Delivery', 'Pickup', 'Maintenance', 'DeFleet'] as const) expect(offersMove(at(s), 'transfer', [NORTH])).toBe(false);
  });

  it('checks a transfer out at the plant it leaves, and in at its destination', () => {
    const moving = at('PlantChange', { from_plant: NORTH.id, to_plant: SOUTH.id });
    expect(offersMove(moving, 'checkout', [NORTH])).toBe(true);
    expect(offersMove(moving, 'checkout', [SOUTH])).toBe(false);
    expect(offersMove(moving, 'checkin', [SOUTH])).toBe(true);
    expect(offersMove(moving, 'checkin', [NORTH])).toBe(false);
    expect(offersMove(at('DropOff', { from_plant: NORTH.id, to_plant: SOUTH.id }), 'checkout', [NORTH])).toBe(false);
  });

  it('brings a picked-up trolley back on any plant of the user’s, and picks up wherever', () => {
    expect(offersMove(at('Pickup'), 'checkin', [SOUTH])).toBe(true);
    expect(offersMove(at('Pickup'), 'checkin', [])).toBe(false);
    expect(offersMove(at('Delivery'), 'pickup', [])).toBe(true);
  });

  it('deletes and restores only a trolley at a plant, whoever’s plant', () => {
    for (const s of ['OnPlant', 'Maintenance', 'DeFleet'] as const) {
      expect(offersMove(at(s), 'delete', [])).toBe(true);
      expect(offersMove(at(s), 'restore', [])).toBe(true);
    }
    for (const s of ['PlantChange', 'DropOff', 'Delivery', 'Pickup'] as const) expect(offersMove(at(s), 'delete', [NORTH])).toBe(false);
  });

  it('offers nothing for a status the table does not know', () => {
    expect(offersMove(at('Lost' as TrolleyStatus), 'checkin', [NORTH])).toBe(false);
  });
});

describe('the fleet list’s edit and DeFleet actions', () => {
  it('edits every status; hides DeFleet only once the trolley is DeFleet', () => {
    for (const s of ['OnPlant', 'PlantChange', 'DropOff', 'Delivery', 'Pickup', 'Maintenance', 'DeFleet'] as const) {
      expect(offersEdit(at(s))).toBe(true);
      expect(offersDefleetAction(at(s))).toBe(s !== 'DeFleet');
    }
  });
});
