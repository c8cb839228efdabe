import { describe, expect, it } from 'vitest';
import type { TrolleyStatus } from '@glassdesk/shared';
import { handoverOffer, type OfferedTrolley } from './offer';

const NORTH = { id: 1, name: 'North Plant' };
const SOUTH = { id: 2, name: 'South Plant' };
const BRISBANE = { id: 3, name: 'Brisbane Plant' };

const at = (trolley_status: TrolleyStatus, extra: Partial<OfferedTrolley> = {}): OfferedTrolley => ({
  trolley_status,
  plant: NORTH,
  to_plant: null,
  to_plant_name: null,
  ...extra,
});

describe('handoverOffer: the steps the server will accept from this user', () => {
  it('offers delivery and maintenance for an OnPlant trolley at one of the user’s plants', () => {
    expect(handoverOffer(at('OnPlant'), [NORTH, SOUTH])).toEqual({ steps: ['delivery', 'maintenance'], plants: [], defaultPlantId: null, reason: null });
  });

  it('offers nothing for an OnPlant trolley at another plant, and says why in one line', () => {
    expect(handoverOffer(at('OnPlant', { plant: BRISBANE }), [NORTH])).toEqual({
      steps: [],
      plants: [],
      defaultPlantId: null,
      reason: "Brisbane Plant is not one of your plants, so you can't deliver or send this trolley to maintenance from here.",
    });
  });

  it('offers a pickup whatever the user’s plants (no plant is involved)', () => {
    expect(handoverOffer(at('Delivery', { plant: BRISBANE }), []).steps).toEqual(['pickup']);
  });

  it('brings a picked-up trolley back on one of the user’s plants; the only one is chosen', () => {
    expect(handoverOffer(at('Pickup'), [NORTH, SOUTH])).toEqual({ steps: ['onplant'], plants: [NORTH, SOUTH], defaultPlantId: null, reason: null });
    expect(handoverOffer(at('Pickup'), [SOUTH]).defaultPlantId).toBe(SOUTH.id);
  });

  it('starts a trolley in maintenance back at its own plant when that is the user’s', () => {
    expect(handoverOffer(at('Maintenance'), [NORTH, SOUTH]).defaultPlantId).toBe(NORTH.id);
    expect(handoverOffer(at('Maintenance', { plant: BRISBANE }), [NORTH, SOUTH])).toMatchObject({ steps: ['onplant'], defaultPlantId: null });
  });

  it('says so when the user has no plant to bring a trolley back on', () => {
    for (const status of ['Pickup', 'Maintenance'] as const) {
      expect(handoverOffer(at(status), [])).toEqual({
        steps: [],
        plants: [],
        defaultPlantId: null,
        reason: "You don't have permission to any plant, so you can't bring this trolley back on plant.",
      });
    }
  });

  it('lets a trolley in a plant change come on plant at its destination only, and only there', () => {
    for (const status of ['PlantChange', 'DropOff'] as const) {
      const moving = at(status, { to_plant: SOUTH.id, to_plant_name: SOUTH.name });
      expect(handoverOffer(moving, [NORTH, SOUTH])).toEqual({ steps: ['onplant'], plants: [SOUTH], defaultPlantId: SOUTH.id, reason: null });
      expect(handoverOffer(moving, [NORTH])).toMatchObject({ steps: [], reason: "South Plant is not one of your plants, so you can't check this trolley in there." });
    }
  });

  it('offers nothing for a DeFleet trolley, or a status it does not know', () => {
    expect(handoverOffer(at('DeFleet'), [NORTH])).toMatchObject({ steps: [], reason: 'This trolley is defleeted: it takes no further steps.' });
    expect(handoverOffer(at('Lost' as TrolleyStatus), [NORTH])).toMatchObject({ steps: [], reason: 'This trolley is lost: Hand-over has no step for it.' });
  });
});
