import { isFinalTrolleyStatus, trolleyMovePlant, trolleyStatusRules, type Trolley, type TrolleyMove, type TrolleyMovePlant } from '@glassdesk/shared';

// What the trolley screens offer, read from the shared lifecycle table (TROLLEY_LIFECYCLE), the one the server's move
// engine enforces: a move is offered when the table allows it from the trolley's status and the user holds the plant
// the table names for it. The server stays the last word (a stale list still gets its refusal).

export type MovingTrolley = Pick<Trolley, 'trolley_status' | 'plant' | 'to_plant'> & Partial<Pick<Trolley, 'from_plant'>>;
/** The plants the user acts at (GET /trolleys/plants: every plant for the Super Admin). */
export type ActingPlants = readonly { id: number }[];

/** The trolley's plant a column of the table names: where it is, the plant a transfer leaves, or its destination. */
export const plantNamed = (t: MovingTrolley, which: 'plant' | 'from_plant' | 'to_plant'): number | null => (which === 'plant' ? (t.plant?.id ?? null) : (t[which] ?? null));

/** Whether the user holds the plant the table names (`chosen`: any plant of theirs will do; `none`: no limit). */
export function holdsPlant(t: MovingTrolley, which: TrolleyMovePlant, acting: ActingPlants): boolean {
  if (which === 'none') return true;
  if (which === 'chosen') return acting.length > 0;
  const id = plantNamed(t, which);
  return id !== null && acting.some((p) => p.id === id);
}

/** The table allows `move` from the trolley's status, and the user holds the plant it names. */
export function offersMove(t: MovingTrolley, move: TrolleyMove, acting: ActingPlants): boolean {
  const which = trolleyMovePlant(t.trolley_status, move);
  return which !== undefined && holdsPlant(t, which, acting);
}

/** Its data may be edited (a status the table does not know yet is left to the server). */
export const offersEdit = (t: Pick<Trolley, 'trolley_status'>) => trolleyStatusRules(t.trolley_status)?.editable ?? true;

/**
 * The fleet list's DeFleet action is hidden only once no move leads anywhere (DeFleet, spec §4), not wherever the table
 * refuses it: a refused DeFleet shows the server's 403 detail (spec §8).
 */
export const offersDefleetAction = (t: Pick<Trolley, 'trolley_status'>) => !isFinalTrolleyStatus(t.trolley_status);
