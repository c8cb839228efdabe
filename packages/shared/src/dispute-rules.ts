// A dispute's statuses and bounds without zod (statements.ts re-exports them beside its schemas): the portal's
// dispute form shows them on its first render and loads the schema only to check what is sent.

export const DISPUTE_STATUSES = ['open', 'credited', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = { open: 'Open', credited: 'Credited', rejected: 'Rejected' };
export const DISPUTE_REASON_MIN = 3;
export const DISPUTE_REASON_MAX = 500;
export const DISPUTE_NOTE_MAX = 1000;
export const DISPUTE_REPLY_MIN = 3;
export const DISPUTE_REPLY_MAX = 1000;
/** The most lines one dispute names (a month's lines are its holds: a few dozen at most in practice). */
export const DISPUTE_LINES_MAX = 500;
