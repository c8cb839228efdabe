import type { TrolleyStatus } from './constants.js';

// The trolley lifecycle as data (spec §4, CONTRACT "Trolleys at customers"): for each status, what may be done to a
// trolley in it. The server's move engine refuses what this table does not allow, and every screen (the fleet's row
// actions, the trolley's page, the transfer page, the checkout / check-in lists, the deleted list, Hand-over) offers
// only what it allows. A new move or status is a row here and a row of the API test that walks this table
// (docs/architecture.md, "The trolley lifecycle").

/** Every call that changes a trolley's state or its place in the fleet, one per API call. */
export const TROLLEY_MOVES = ['transfer', 'checkout', 'checkin', 'delivery', 'pickup', 'maintenance', 'lost', 'damaged', 'recover', 'defleet', 'delete', 'restore'] as const;
export type TrolleyMove = (typeof TROLLEY_MOVES)[number];

/**
 * What every move does, whatever the status it starts from: its API call, the status it leads to (delete and
 * restore keep the status) and how it is refused when the table does not allow it from the trolley's status (spec
 * §8: DeFleet's refusals are 403 with a detail; the others 409).
 */
export const TROLLEY_MOVE_FACTS = {
  transfer: { call: 'PUT /trolleys/{id}/plantchange', to: 'PlantChange', refusal: 409 },
  checkout: { call: 'PUT /trolleys/{id}/plantdropoff', to: 'DropOff', refusal: 409 },
  checkin: { call: 'PUT /trolleys/{id}/onplant', to: 'OnPlant', refusal: 409 },
  delivery: { call: 'PUT /trolleys/{id}/delivery', to: 'Delivery', refusal: 409 },
  pickup: { call: 'PUT /trolleys/{id}/pickup', to: 'Pickup', refusal: 409 },
  maintenance: { call: 'PUT /trolleys/{id}/maintenance', to: 'Maintenance', refusal: 409 },
  lost: { call: 'PUT /trolleys/{id}/lost', to: 'Lost', refusal: 409 },
  damaged: { call: 'PUT /trolleys/{id}/damaged', to: 'Damaged', refusal: 409 },
  recover: { call: 'PUT /trolleys/{id}/recover', to: 'OnPlant', refusal: 409 },
  defleet: { call: 'PUT /trolleys/{id}/defleet', to: 'DeFleet', refusal: 403 },
  delete: { call: 'DELETE /trolleys/{id}', to: null, refusal: 409 },
  restore: { call: 'PUT /trolleys/{id}/restore', to: null, refusal: 409 },
} as const satisfies Record<TrolleyMove, { call: string; to: TrolleyStatus | null; refusal: 403 | 409 }>;

/**
 * The plant that must be one of the user's (spec §6; every plant for the Super Admin), else 403 with a detail:
 * - `plant`: the plant the trolley is at;
 * - `from_plant`: the plant a transfer leaves (checkout);
 * - `to_plant`: the transfer's destination, where a check-in lands (the call must name it, else 409);
 * - `chosen`: the plant named in the call, where the trolley lands ("Back on Plant": any of the user's plants);
 * - `none`: no plant limit (a pickup happens at the customer; delete and restore are the fleet's business).
 */
export type TrolleyMovePlant = 'plant' | 'from_plant' | 'to_plant' | 'chosen' | 'none';

export type TrolleyStatusRules = {
  /** Its data (name, UID, photo, serial number, certificate, expiry) may be edited. */
  editable: boolean;
  /**
   * It is at a plant (not in a transfer, at a customer or on the way back): an edit may correct that plant, where
   * elsewhere only a move changes it.
   */
  atAPlant: boolean;
  /** The moves allowed from it, each with the plant the user must hold; a move not listed is refused. */
  moves: Partial<Record<TrolleyMove, TrolleyMovePlant>>;
};

/**
 * The table. PlantChange: a transfer is ordered (still at from_plant); DropOff: checked out, on the road to
 * to_plant (a PlantChange trolley may be checked in directly: arriving proves it left); Delivery: at a customer
 * (a hold); Pickup: collected, on the way back to a plant; DeFleet: out of the fleet, for good. Lost (reported
 * lost wherever it was; `recover` brings it onto a plant, or it is written off by DeFleet) and Damaged (goes to
 * Maintenance at its plant, or DeFleet); a report ends the customer's hold, if any, and may charge it. Delete and restore
 * only at a plant; a deleted trolley keeps its status and refuses every other move (404).
 */
export const TROLLEY_LIFECYCLE = {
  OnPlant: {
    editable: true,
    atAPlant: true,
    moves: { transfer: 'plant', delivery: 'plant', maintenance: 'plant', lost: 'plant', damaged: 'plant', defleet: 'plant', delete: 'none', restore: 'none' },
  },
  PlantChange: { editable: true, atAPlant: false, moves: { checkout: 'from_plant', checkin: 'to_plant', lost: 'from_plant', damaged: 'from_plant' } },
  DropOff: { editable: true, atAPlant: false, moves: { checkin: 'to_plant', lost: 'to_plant', damaged: 'to_plant' } },
  Delivery: { editable: true, atAPlant: false, moves: { pickup: 'none', lost: 'none', damaged: 'none' } },
  Pickup: { editable: true, atAPlant: false, moves: { checkin: 'chosen', lost: 'none', damaged: 'none' } },
  Maintenance: { editable: true, atAPlant: true, moves: { checkin: 'chosen', lost: 'plant', defleet: 'plant', delete: 'none', restore: 'none' } },
  DeFleet: { editable: true, atAPlant: true, moves: { delete: 'none', restore: 'none' } },
  Lost: { editable: true, atAPlant: false, moves: { recover: 'chosen', defleet: 'plant' } },
  Damaged: { editable: true, atAPlant: false, moves: { maintenance: 'plant', defleet: 'plant' } },
} as const satisfies Record<TrolleyStatus, TrolleyStatusRules>;

/** The statuses in the table's order. */
export const TROLLEY_LIFECYCLE_STATUSES = Object.keys(TROLLEY_LIFECYCLE) as TrolleyStatus[];

/** The status's row; undefined for a status this table does not know (an older screen meeting a newer server). */
export const trolleyStatusRules = (status: TrolleyStatus): TrolleyStatusRules | undefined => (Object.hasOwn(TROLLEY_LIFECYCLE, status) ? TROLLEY_LIFECYCLE[status] : undefined);

/** The plant the user must hold for `move` from `status`, or undefined when the table does not allow the move. */
export const trolleyMovePlant = (status: TrolleyStatus, move: TrolleyMove): TrolleyMovePlant | undefined => trolleyStatusRules(status)?.moves[move];

export const trolleyMoveAllowed = (status: TrolleyStatus, move: TrolleyMove): boolean => trolleyMovePlant(status, move) !== undefined;

/** The statuses `move` is allowed from, in the table's order. */
export const statusesAllowing = (move: TrolleyMove): TrolleyStatus[] => TROLLEY_LIFECYCLE_STATUSES.filter((s) => trolleyMoveAllowed(s, move));

/** No move leads anywhere from it (DeFleet): only delete and restore remain. Unknown statuses are not final. */
export const isFinalTrolleyStatus = (status: TrolleyStatus): boolean => {
  const rules = trolleyStatusRules(status);
  return rules !== undefined && TROLLEY_MOVES.every((m) => TROLLEY_MOVE_FACTS[m].to === null || rules.moves[m] === undefined);
};
