import { TROLLEY_MESSAGES, type PlantOption, type Trolley } from '@glassdesk/shared';
import type { HandoverStep } from '../api/trolleys';

export type Step = HandoverStep['step'];

/** What the Hand-over screen offers for one trolley, to one user. */
export type HandoverOffer = {
  /** The steps offered now, in the order shown. */
  steps: Step[];
  /** Where Back on Plant may land (empty when it is not offered). */
  plants: PlantOption[];
  /** The plant Back on Plant starts with: the only one, or the plant a trolley in maintenance is at. */
  defaultPlantId: number | null;
  /** One line saying why the trolley's next step is not offered (or that there is none); null when nothing is held back. */
  reason: string | null;
};

export type OfferedTrolley = Pick<Trolley, 'trolley_status' | 'plant' | 'to_plant' | 'to_plant_name'>;

const none = (reason: string): HandoverOffer => ({ steps: [], plants: [], defaultPlantId: null, reason });
const isActing = (acting: readonly PlantOption[], id: number | null | undefined) => id != null && acting.some((p) => p.id === id);

/**
 * The steps a trolley's status allows (spec §4, CONTRACT hand-overs) that the server will also accept from this
 * user, whose plants are `acting` (GET /trolleys/plants; every plant for the Super Admin):
 * - OnPlant: Deliver to Customer or Maintenance, only at one of the user's plants;
 * - Delivery: Pick Up (no plant involved);
 * - Pickup, Maintenance: Back on Plant, at one of the user's plants;
 * - PlantChange, DropOff: Back on Plant at its destination only, if that plant is the user's;
 * - DeFleet: nothing.
 * The server checks the same rules again (trolley-moves.ts); this only keeps the screen from offering a refusal.
 */
export function handoverOffer(trolley: OfferedTrolley, acting: readonly PlantOption[]): HandoverOffer {
  switch (trolley.trolley_status) {
    case 'OnPlant': {
      const plant = trolley.plant;
      if (!isActing(acting, plant?.id)) {
        return none(`${plant?.name ?? "This trolley's plant"} is not one of your plants, so you can't deliver or send this trolley to maintenance from here.`);
      }
      return { steps: ['delivery', 'maintenance'], plants: [], defaultPlantId: null, reason: null };
    }
    case 'Delivery':
      return { steps: ['pickup'], plants: [], defaultPlantId: null, reason: null };
    case 'Pickup':
    case 'Maintenance': {
      if (acting.length === 0) return none(`${TROLLEY_MESSAGES.noPlants}, so you can't bring this trolley back on plant.`);
      const own = trolley.trolley_status === 'Maintenance' && isActing(acting, trolley.plant?.id) ? trolley.plant!.id : null;
      return { steps: ['onplant'], plants: [...acting], defaultPlantId: acting.length === 1 ? acting[0].id : own, reason: null };
    }
    case 'PlantChange':
    case 'DropOff': {
      const to = trolley.to_plant;
      const name = trolley.to_plant_name ?? acting.find((p) => p.id === to)?.name ?? 'Its destination';
      if (to === null || !isActing(acting, to)) return none(`${name} is not one of your plants, so you can't check this trolley in there.`);
      return { steps: ['onplant'], plants: [{ id: to, name }], defaultPlantId: to, reason: null };
    }
    case 'DeFleet':
      return none('This trolley is DeFleet: it takes no further steps.');
    default:
      return none(`This trolley is ${String(trolley.trolley_status)}: Hand-over has no step for it.`);
  }
}
