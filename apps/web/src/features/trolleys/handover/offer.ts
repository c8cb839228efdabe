import {
  isFinalTrolleyStatus,
  TROLLEY_MESSAGES,
  trolleyStatusLabel,
  trolleyStatusRules,
  type PlantOption,
  type Trolley,
  type TrolleyMove,
  type TrolleyMovePlant,
} from '@glassdesk/shared';
import type { HandoverStep } from '../api/trolleys';
import { holdsPlant } from '../components/offered-moves';

export type Step = HandoverStep['step'];

/** What the Hand-over screen offers for one trolley, to one user. */
export type HandoverOffer = {
  /** The steps offered now, in the order shown. */
  steps: Step[];
  /** Where Back on Plant may land (empty when it is not offered). */
  plants: PlantOption[];
  /** The plant Back on Plant starts with: the only one, or the plant a trolley at a plant (maintenance) is at. */
  defaultPlantId: number | null;
  /** One line saying why the trolley's next step is not offered (or that there is none); null when nothing is held back. */
  reason: string | null;
};

export type OfferedTrolley = Pick<Trolley, 'trolley_status' | 'plant' | 'to_plant' | 'to_plant_name'> & Partial<Pick<Trolley, 'from_plant'>>;

/** The table's moves that are Hand-over steps, in the order shown; check-in is "Back on Plant". */
const STEPS: readonly (readonly [TrolleyMove, Step])[] = [
  ['delivery', 'delivery'],
  ['maintenance', 'maintenance'],
  ['pickup', 'pickup'],
  ['checkin', 'onplant'],
];
/** What the user can't do, when the plant is not theirs: "you can't deliver or send this trolley to maintenance". */
const CANT: Record<Step, string> = {
  delivery: 'deliver',
  maintenance: 'send this trolley to maintenance',
  pickup: 'pick this trolley up',
  onplant: 'bring this trolley back on plant',
};

const none = (reason: string): HandoverOffer => ({ steps: [], plants: [], defaultPlantId: null, reason });

/**
 * The steps the shared lifecycle table (TROLLEY_LIFECYCLE) allows from the trolley's status, offered where the user,
 * whose plants are `acting` (GET /trolleys/plants; every plant for the Super Admin), holds the plant the table names:
 * today OnPlant: Deliver to Customer or Maintenance at one of the user's plants; Delivery: Pick Up (no plant);
 * Pickup, Maintenance: Back on Plant at one of the user's plants; PlantChange, DropOff: Back on Plant at its
 * destination only, if that plant is the user's; DeFleet: nothing. The server's engine reads the same table.
 */
export function handoverOffer(trolley: OfferedTrolley, acting: readonly PlantOption[]): HandoverOffer {
  const status = trolley.trolley_status;
  const rules = trolleyStatusRules(status);
  if (!rules) return none(`This trolley is ${String(status)}: Hand-over has no step for it.`);
  if (isFinalTrolleyStatus(status)) return none(`This trolley is ${trolleyStatusLabel(status).toLowerCase()}: it takes no further steps.`);

  const offer: HandoverOffer = { steps: [], plants: [], defaultPlantId: null, reason: null };
  const heldBack = new Map<TrolleyMovePlant, Step[]>();
  for (const [move, step] of STEPS) {
    const which = rules.moves[move];
    if (which === undefined) continue;
    if (!holdsPlant(trolley, which, acting)) {
      heldBack.set(which, [...(heldBack.get(which) ?? []), step]);
      continue;
    }
    offer.steps.push(step);
    if (which === 'to_plant' && trolley.to_plant !== null) {
      const to = trolley.to_plant;
      offer.plants = [{ id: to, name: trolley.to_plant_name ?? acting.find((p) => p.id === to)?.name ?? '' }];
      offer.defaultPlantId = to;
    } else if (which === 'chosen') {
      // A trolley at a plant (maintenance) starts back where it is, when that plant is the user's.
      const own = rules.atAPlant && trolley.plant && acting.some((p) => p.id === trolley.plant!.id) ? trolley.plant.id : null;
      offer.plants = [...acting];
      offer.defaultPlantId = acting.length === 1 ? acting[0].id : own;
    }
  }
  const reasons = [...heldBack].map(([which, steps]) => reasonFor(which, steps, trolley, acting));
  if (reasons.length > 0) offer.reason = reasons.join(' ');
  else if (offer.steps.length === 0) offer.reason = `This trolley is ${trolleyStatusLabel(status).toLowerCase()}: Hand-over has no step for it.`;
  return offer;
}

/** One line saying why steps are held back: the plant the table names is not one of the user's. */
function reasonFor(which: TrolleyMovePlant, steps: Step[], trolley: OfferedTrolley, acting: readonly PlantOption[]) {
  const cant = steps.map((s) => CANT[s]).join(' or ');
  switch (which) {
    case 'chosen':
      return `${TROLLEY_MESSAGES.noPlants}, so you can't ${cant}.`;
    case 'to_plant': {
      const name = trolley.to_plant_name ?? acting.find((p) => p.id === trolley.to_plant)?.name ?? 'Its destination';
      return `${name} is not one of your plants, so you can't check this trolley in there.`;
    }
    default: {
      const name = (which === 'plant' ? trolley.plant?.name : undefined) ?? "This trolley's plant";
      return `${name} is not one of your plants, so you can't ${cant} from here.`;
    }
  }
}
