// The names the screens show with their labels and colours: plain data, no zod, so an app can import them through
// `@glassdesk/shared/constants` without loading a schema (the customer portal keeps zod out of its pages). The
// package's index re-exports everything here, and the schemas build their enums from these lists.

// spec §4 / CONTRACT: Created when raised, Notified once staff send a notification, Delivered after PUT /status.
export const TICKET_STATUSES = ['Created', 'Notified', 'Delivered'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** spec §4 chip colours. */
export const TICKET_STATUS_COLORS: Record<TicketStatus, 'warning' | 'info' | 'success'> = {
  Created: 'warning', // orange
  Notified: 'info', // blue
  Delivered: 'success', // green
};

// spec §4: the trolley statuses, shown as they are named. PlantChange: a transfer is ordered (still at from_plant);
// DropOff: checked out of from_plant, on the road to to_plant; Delivery: at a customer (a hold); Pickup: collected
// from the customer, on the way back to a plant. Lost and Damaged: CONTRACT "Trolley fleet control".
export const TROLLEY_STATUSES = ['OnPlant', 'Maintenance', 'DropOff', 'Delivery', 'Pickup', 'DeFleet', 'PlantChange', 'Lost', 'Damaged'] as const;
export type TrolleyStatus = (typeof TROLLEY_STATUSES)[number];
/**
 * The statuses as people read them on every screen (the API, its filters and the exports keep SPEC's values):
 * "On plant", not OnPlant. Delivery is a trolley at a customer; Pickup one collected from it, on the way back.
 */
export const TROLLEY_STATUS_LABELS: Record<TrolleyStatus, string> = {
  OnPlant: 'On plant',
  Maintenance: 'Maintenance',
  DropOff: 'Drop-off',
  Delivery: 'Delivered',
  Pickup: 'Picked up',
  DeFleet: 'Defleeted',
  PlantChange: 'Plant change',
  Lost: 'Lost',
  Damaged: 'Damaged',
};
/**
 * A status as a sentence says it after "is": "Only a Trolley that is on plant can be transferred; this one is in
 * maintenance." (the server's refusals, read by people).
 */
export const TROLLEY_STATUS_PHRASES: Record<TrolleyStatus, string> = {
  OnPlant: 'on plant',
  Maintenance: 'in maintenance',
  DropOff: 'dropped off',
  Delivery: 'delivered',
  Pickup: 'picked up',
  DeFleet: 'defleeted',
  PlantChange: 'in a plant change',
  Lost: 'lost',
  Damaged: 'damaged',
};
/** A status's phrase; one this build does not know as it is written. */
export const trolleyStatusPhrase = (status: string): string => (Object.hasOwn(TROLLEY_STATUS_PHRASES, status) ? TROLLEY_STATUS_PHRASES[status as TrolleyStatus] : status);
/** A status's label; a status this build does not know (a newer server) as the server wrote it. */
export const trolleyStatusLabel = (status: string): string => (Object.hasOwn(TROLLEY_STATUS_LABELS, status) ? TROLLEY_STATUS_LABELS[status as TrolleyStatus] : status);

// CONTRACT "Activity log": what an entry is about and what was done, with the words the screens write.
export const ACTIVITY_ENTITY_TYPES = [
  'ticket',
  'customer',
  'business',
  'trolley',
  'user',
  'role',
  'city',
  'plant',
  'faq',
  'help',
  'warranty_reason',
  'glass_type',
  'support',
  'ticket_settings',
  'notification_settings',
  // Ours: the log's own retention purge, recorded in the chain (docs/decisions.md, "The activity log").
  'activity',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];
export const ACTIVITY_ENTITY_LABELS: Record<ActivityEntityType, string> = {
  ticket: 'Ticket',
  customer: 'Customer',
  business: 'Business',
  trolley: 'Trolley',
  user: 'User',
  role: 'Role',
  city: 'City',
  plant: 'Plant',
  faq: 'FAQ',
  help: 'Help',
  warranty_reason: 'Warranty Reason',
  glass_type: 'Glass Type',
  support: 'Support',
  ticket_settings: 'Ticket Settings',
  notification_settings: 'Notification Settings',
  activity: 'Activity',
};

export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'purged',
  'approved',
  'unapproved',
  'verified',
  'unverified',
  'notified',
  'commented',
  'delivered',
  'moved',
  'signed_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  // CONTRACT "Statements the customer confirms or disputes".
  'confirmed',
  'disputed',
  'credited',
  'rejected',
  // CONTRACT "Staff sign-in: second factors and sessions".
  'session_ended',
  'sessions_ended',
  'factor_added',
  'factor_removed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
/** The verb of a readable line: "Ann Lee changed ...", "Ann Lee deleted Customer Bo Ek". */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  created: 'created',
  updated: 'changed',
  deleted: 'deleted',
  restored: 'restored',
  purged: 'permanently deleted',
  approved: 'approved',
  unapproved: 'withdrew the approval of',
  verified: 'verified',
  unverified: 'withdrew the verification of',
  notified: 'notified',
  commented: 'commented on',
  delivered: 'delivered',
  moved: 'moved',
  signed_in: 'signed in',
  sign_in_failed: 'failed to sign in',
  password_changed: 'changed the password of',
  password_reset: 'reset the password of',
  confirmed: 'confirmed a statement of',
  disputed: 'disputed a statement of',
  credited: 'credited a dispute of',
  rejected: 'rejected a dispute of',
  session_ended: 'ended a session of',
  sessions_ended: 'ended the sessions of',
  factor_added: 'added a second factor to',
  factor_removed: 'removed a second factor from',
};

// Every message leaves through the outbox (table mail_outbox). `queued` waits for its first try or a retry, `sent`
// was handed to SMTP (or written as .eml), `failed` ran out of tries (MAIL_MAX_ATTEMPTS) until someone retries it.
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
export const MAIL_STATUS_COLORS: Record<MailStatus, 'info' | 'success' | 'error'> = { queued: 'info', sent: 'success', failed: 'error' };

/** One template per kind (apps/server/src/modules/mail/mail-templates.ts). */
export const MAIL_KINDS = [
  'password_reset',
  'customer_password_reset',
  'registration_alert',
  'support_alert',
  'ticket_new',
  'ticket_notification',
  'ticket_comment',
  'customer_notification',
  'customer_approved',
  'customer_linked',
  'trolley_overdue',
  'trolley_digest',
  'handover_receipt',
  'statement_closed',
  'dispute_raised',
  'dispute_settled',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/**
 * The kinds that carry a secret (a password-reset code): their text is never shown on the Mail screen and is
 * dropped once sent. Every other kind keeps its text until housekeeping removes the message (30 days).
 */
export const MAIL_SECRET_KINDS: readonly MailKind[] = ['password_reset', 'customer_password_reset'];
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  password_reset: 'Password reset',
  customer_password_reset: 'Customer password reset',
  registration_alert: 'Registration alert',
  support_alert: 'Support alert',
  ticket_new: 'New ticket',
  ticket_notification: 'Ticket notification',
  ticket_comment: 'Ticket comment',
  customer_notification: 'Customer message',
  customer_approved: 'Account approved',
  customer_linked: 'Account linked to a business',
  trolley_overdue: 'Trolleys overdue',
  trolley_digest: 'Trolley digest',
  handover_receipt: 'Hand-over receipt',
  statement_closed: 'Statement',
  dispute_raised: 'Statement disputed',
  dispute_settled: 'Dispute settled',
};

// The ticket settings' lists (spec §3, ticket-settings.ts), with the titles of their checkbox groups.
export const TICKET_SETTING_KINDS = ['access', 'emails', 'production', 'sales', 'trolley_alerts'] as const;
export type TicketSettingKind = (typeof TICKET_SETTING_KINDS)[number];
/** The checkbox groups' titles on the Ticket Settings screen. */
export const TICKET_SETTING_LABELS: Record<TicketSettingKind, string> = {
  access: 'Access',
  emails: 'Emails',
  production: 'Production',
  sales: 'Sales',
  trolley_alerts: 'Trolley alerts',
};
