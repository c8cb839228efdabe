import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { MailKind, MailStatus } from '@glassdesk/shared';

// Both dialects see the same types: booleans are 0/1 integers, timestamps ISO-8601 UTC text.
type Id = Generated<number>;
type Timestamps = { created_at: string; updated_at: string };
/** CONTRACT "Concurrent edits": a record's version, bumped by every save (migration 0040). */
type Versioned = { version: Generated<number> };

export interface OperationGroupTable extends Timestamps {
  id: Id;
  name: string;
}
export interface OperationTable extends Timestamps {
  id: Id;
  name: string;
  group_id: number;
}
// Users and roles are soft-deleted (deleted_at set): they leave lists and sign-in, their history stays.
export interface RoleTable extends Timestamps, Versioned {
  id: Id;
  name: string;
  editable: number;
  deleted_at: string | null;
  mfa_required: Generated<number>;
}
export interface UserTotpTable {
  user_id: number;
  secret_enc: string;
  confirmed_at: string | null;
  last_step: number | null;
  created_at: string;
}
export interface UserPasskeyTable {
  id: Id;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
}
export interface UserRecoveryCodeTable {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}
export interface MfaChallengeTable {
  id: Id;
  kind: string;
  token_hash: string;
  user_id: number | null;
  challenge: string | null;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
}
export interface RoleOperationTable {
  role_id: number;
  operation_id: number;
}
export interface UserTable extends Timestamps, Versioned {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  role_id: number;
  deleted_at: string | null;
}
export interface SessionTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
  ip: string | null;
  user_agent: string | null;
}
export interface PasswordResetTable {
  id: Id;
  user_id: number;
  otp_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
/** One "ready for pickup" request per hold (the trolley's Delivery transaction). */
/** A charge beyond the hold-time cost (migration 0019): a lost or damaged trolley billed to its holder. */
export interface TrolleyChargeTable {
  id: Id;
  customer_id: number;
  trolley_id: number;
  transaction_id: number | null;
  kind: 'lost' | 'damaged' | 'adjustment';
  note: string | null;
  amount_cents: number;
  at: string;
  created_at: string;
}
export interface CustomerStatementTable {
  customer_id: number;
  month: string;
  total_cents: number;
  body: string;
  closed_at: string;
  closed_by_user_id: number | null;
  confirmed_at: string | null;
  confirmed_by_customer_id: number | null;
}
export interface StatementDisputeTable {
  id: Id;
  customer_id: number;
  month: string;
  status: 'open' | 'credited' | 'rejected';
  /** JSON: [{trolley_id, uid, reason}]. */
  lines: string;
  note: string | null;
  raised_by_customer_id: number | null;
  client_key: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by_user_id: number | null;
  amount_cents: number | string | null;
  reply: string | null;
  credit_month: string | null;
}
export interface TrolleyDigestRunTable {
  day: string;
  ran_at: string;
  customers: number;
  messages: number;
}
export interface TrolleyPickupRequestTable {
  hold_id: number;
  customer_id: number;
  requested_at: string;
}

/** A customer account's reset codes: the staff table's shape, owned by a customer. */
export interface CustomerPasswordResetTable extends Omit<PasswordResetTable, 'user_id'> {
  customer_id: number;
}
export interface CityTable extends Timestamps, Versioned {
  id: Id;
  name: string;
}
export interface PlantTable extends Timestamps, Versioned {
  id: Id;
  name: string;
  address: string | null;
  contact: string | null;
  city_id: number | null;
}
export interface UserPlantTable {
  id: Id;
  user_id: number;
  plant_id: number;
  created_at: string;
}
export interface NotificationSettingTable extends Timestamps, Versioned {
  id: Id;
  email: string | null;
}
export interface FaqTable extends Timestamps, Versioned {
  id: Id;
  title: string;
  content: string;
}
export interface HelpTable extends Timestamps, Versioned {
  id: Id;
  content: string;
}
export interface WarrantyReasonTable extends Timestamps, Versioned {
  id: Id;
  name: string;
}
export interface GlassTypeTable extends Timestamps, Versioned {
  id: Id;
  name: string;
}
export interface SupportRequestTable extends Timestamps {
  id: Id;
  name: string;
  email: string;
  description: string;
}

// Businesses and customers: soft-deleted to the trash (deleted_at). Money in cents.
export interface BusinessTable extends Timestamps, Versioned {
  id: Id;
  name: string;
  account_id: string | null;
  /** The master customer: kept by the code (no foreign key, the tables point at each other). */
  customer_id: number | null;
  contact: string;
  address: string;
  deleted_at: string | null;
  /** Its live tickets, kept by triggers on tickets (migration 0026). */
  /** Its master customer's id, "first last" name and email while that customer is live: copies (migration 0029). */
  master_id: number | null;
  master_name: string | null;
  master_email: string | null;
  ticket_count: Generated<number>;
}
export interface CustomerTable extends Timestamps, Versioned {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  number: string;
  image: string | null;
  password_hash: string;
  business_id: number | null;
  is_verified: number;
  is_approved: number;
  max_day_allowed: number;
  per_day_charge_cents: number;
  deleted_at: string | null;
  /** Its live tickets, kept by triggers on tickets (migration 0026). */
  /** Its business's id and name while that business is live, else null: copies kept by triggers (migration 0027). */
  live_business_id: number | null;
  live_business_name: string | null;
  ticket_count: Generated<number>;
}
export interface CustomerSessionTable {
  id: Id;
  customer_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}
export interface CustomerNotificationTable {
  id: Id;
  customer_id: number;
  message: string;
  sender_user_id: number | null;
  created_at: string;
}
export interface CustomerCostHistoryTable {
  id: Id;
  customer_id: number;
  max_day_allowed: number;
  per_day_charge_cents: number;
  changed_by_user_id: number | null;
  created_at: string;
}
export interface BusinessCustomerSettingTable {
  business_id: number;
  kind: 'access' | 'emails' | 'notifications';
  customer_id: number;
}

// Trolleys: soft-deleted (deleted_at); every state change is a guarded update on state_version plus one
// trolley_transactions row. photos is a JSON array of {name, url}.
export interface TrolleyTable extends Timestamps, Versioned {
  id: Id;
  name: string;
  uid: string;
  trolley_photo_url: string | null;
  serial_number: string | null;
  is_certified: number;
  expiry_date: string | null;
  trolley_status: string;
  plant_id: number;
  customer_id: number | null;
  from_plant_id: number | null;
  to_plant_id: number | null;
  status_at: string;
  state_version: number;
  last_transaction_id: number | null;
  /** Copies of its plants' and holding customer's names, kept by triggers (migration 0028): the orders' indexes. */
  plant_name: string | null;
  from_plant_name: string | null;
  to_plant_name: string | null;
  customer_name: string | null;
  deleted_at: string | null;
}
export interface TrolleyTransactionTable {
  id: Id;
  trolley_id: number;
  trolley_status: string;
  previous_status: string | null;
  name: string | null;
  no_of_bars: number;
  note: string | null;
  photos: string;
  customer_id: number | null;
  user_id: number | null;
  from_plant_id: number | null;
  to_plant_id: number | null;
  at: string;
  recorded_at: string;
  hold_start_id: number | null;
  hold_end_id: number | null;
  /** The hand-over (a delivery or pickup visit) this transaction is part of (migration 0034). */
  handover_id: number | null;
}

/** CONTRACT "Hand-over proof": one visit of one or more trolleys to one customer, with its proof (migration 0034). */
export interface HandoverTable {
  id: Id;
  kind: 'delivery' | 'pickup';
  /** null once the customer is erased for good (as the transactions' customer_id). */
  customer_id: number | null;
  user_id: number | null;
  at: string;
  recorded_at: string;
  note: string | null;
  /** JSON array of file urls. */
  images: string;
  signature_url: string | null;
  signed_by: string | null;
  /** Why there is no signature ("Customer not present"), said on the receipt. */
  unsigned_reason: string | null;
  location_lat: number | null;
  location_lng: number | null;
  location_accuracy: number | null;
  client_id: string | null;
  /** kind, customer and trolley ids of a hand-over sent with a client_id: a resend matches it, a reuse does not. */
  client_key: string | null;
  /** The first answer (JSON) and its status, given again to a resend for 7 days. */
  response: string | null;
  response_status: number | null;
}

// Files and tickets. File bytes live in the database (blob / bytea). Tickets are disabled (deleted_at).
export interface FileTable {
  id: Id;
  name: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  data: Buffer;
  thumbnail_content_type: string;
  thumbnail: Buffer;
  uploaded_by_user_id: number | null;
  uploaded_by_customer_id: number | null;
  created_at: string;
}
export interface TicketTable extends Timestamps {
  id: Id;
  ticket_id: string;
  customer_id: number;
  business_id: number;
  glass_order_no: string;
  customer_po_no: string | null;
  glass_type_id: number;
  warranty_reason_id: number;
  glass_size: string;
  panel_status: string | null;
  marks: string | null;
  received_date: string;
  expected_date: string | null;
  status: 'Created' | 'Notified' | 'Delivered';
  note: string | null;
  deleted_at: string | null;
  /** The customer's "first last" and the business's name, kept in step on rename: sorted and searched from indexes. */
  customer_name: string;
  business_name: string;
}
/** Live and disabled tickets per business, kept by triggers (migration 0008). */
export interface TicketCountTable {
  business_id: number;
  live: number;
  deleted: number;
}
/** Live tickets per block of 1,024 consecutive ids (migration 0010): where a deep page of the default order starts. */
export interface TicketIdBlockTable {
  block: number;
  live: number;
}
/** The live (not trashed) customers and businesses, kept by triggers (migration 0024). */
export interface LiveCountTable {
  name: 'customers' | 'businesses';
  live: number | string;
}
/** One row per list: moved on by triggers whenever what the list's search or filters find may change (migration 0025). */
export interface ListVersionTable {
  name: ListVersionName;
  version: number | string;
}
export type ListVersionName = 'customers' | 'businesses' | 'trolleys';
/** One row (id 1): moved on by triggers whenever what a ticket search finds may change (migration 0023). */
/** One row per settings kept as a list of rows (ticket_settings): the version of the whole (migration 0041). */
export interface SettingsVersionTable {
  name: 'ticket_settings';
  version: number;
}
export interface TicketSearchVersionTable {
  id: number;
  version: number | string;
}
export interface TicketImageTable {
  id: Id;
  ticket_id: number;
  type: 'Defect' | 'Label';
  position: number;
  file_name: string;
}
export interface TicketMessageTable {
  id: Id;
  ticket_id: number;
  message: string;
  sender_user_id: number | null;
  created_at: string;
}
export interface TicketSettingTable {
  kind: 'access' | 'emails' | 'production' | 'sales' | 'trolley_alerts';
  user_id: number;
}

/** The ticket a customer's POST /tickets with an Idempotency-Key raised (migration 0016). */
export interface CustomerTicketSubmissionTable {
  customer_id: number;
  idempotency_key: string;
  ticket_id: number;
  created_at: string;
}

/** One counted event of a throttle (migration 0009): shared by every instance, purged once out of the window. */
export interface ThrottleHitTable {
  scope: string;
  key: string;
  at: number;
}

/** One message of the outbox (migration 0012): written with the change that causes it, sent after the commit. */
export interface MailOutboxTable {
  id: Id;
  kind: MailKind;
  recipient: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  /** JSON list of MailAttachmentRef (migration 0035), made into files when sent; null: none. */
  attachments: string | null;
  customer_id: number | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** One entry of the activity log (migration 0017): append-only, chained by hash in id order. */
export interface ActivityTable {
  id: Id;
  at: string;
  actor_type: 'user' | 'customer' | 'system';
  actor_id: number | null;
  actor_name: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  entity_label: string;
  /** JSON [{field, before, after}] */
  changes: string;
  search_text: string;
  request_id: string | null;
  client_address: string | null;
  kind: string;
  prev_hash: string;
  hash: string;
}
/** Entries per day per one-filter dimension (migration 0017), kept by the sealer (adds) and a trigger (the purge's deletes): the Activity list's counts. */
export interface ActivityTallyTable {
  dim: 'all' | 'actor_type' | 'actor' | 'entity_type' | 'action';
  value: string;
  day: string;
  n: number;
}
/** An entry written by its change's transaction, not yet in the chain (migration 0018): JSON of an ActivityTable row's content. */
export interface ActivityPendingTable {
  id: Generated<number>;
  entry: string;
  /** Values the change's statement read as it wrote (JSON field -> value), for the sealer to fill in; null: none. */
  was: string | null;
}
export interface ActivityBridgeTable {
  entry_id: number;
  prev_hash: string;
  purge_entry_id: number;
}

/** One row (id 1): where the activity log's time order is its id order (migration 0046). */
export interface ActivityTimeOrderTable {
  id: number;
  /** The last id at or before which an entry may be earlier than one sealed before it; 0: none. */
  disordered_upto: number;
  /** The latest `at` of the entries up to disordered_upto ('' when none). */
  latest_at: string;
}

/** PostgreSQL only (migration 0047): every word of the activity log's entries, and how many entries hold it. */
export interface ActivityVocabularyTable {
  word: string;
  n: number;
}

/** PostgreSQL only (migration 0047): each entry's words, by its id. */
export interface ActivityEntryWordsTable {
  id: number;
  words: string[];
}

export interface Database {
  operation_groups: OperationGroupTable;
  operations: OperationTable;
  roles: RoleTable;
  role_operations: RoleOperationTable;
  users: UserTable;
  sessions: SessionTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodeTable;
  user_passkeys: UserPasskeyTable;
  mfa_challenges: MfaChallengeTable;
  password_resets: PasswordResetTable;
  customer_password_resets: CustomerPasswordResetTable;
  trolley_pickup_requests: TrolleyPickupRequestTable;
  trolley_charges: TrolleyChargeTable;
  trolley_digest_runs: TrolleyDigestRunTable;
  customer_statements: CustomerStatementTable;
  statement_disputes: StatementDisputeTable;
  cities: CityTable;
  plants: PlantTable;
  user_plants: UserPlantTable;
  notification_settings: NotificationSettingTable;
  faqs: FaqTable;
  help: HelpTable;
  warranty_reasons: WarrantyReasonTable;
  glass_types: GlassTypeTable;
  support_requests: SupportRequestTable;
  businesses: BusinessTable;
  customers: CustomerTable;
  customer_sessions: CustomerSessionTable;
  customer_notifications: CustomerNotificationTable;
  customer_cost_history: CustomerCostHistoryTable;
  business_customer_settings: BusinessCustomerSettingTable;
  files: FileTable;
  tickets: TicketTable;
  ticket_counts: TicketCountTable;
  ticket_id_blocks: TicketIdBlockTable;
  ticket_search_version: TicketSearchVersionTable;
  live_counts: LiveCountTable;
  list_versions: ListVersionTable;
  ticket_images: TicketImageTable;
  ticket_notifications: TicketMessageTable;
  ticket_comments: TicketMessageTable;
  ticket_settings: TicketSettingTable;
  settings_versions: SettingsVersionTable;
  customer_ticket_submissions: CustomerTicketSubmissionTable;
  trolleys: TrolleyTable;
  trolley_transactions: TrolleyTransactionTable;
  handovers: HandoverTable;
  throttle_hits: ThrottleHitTable;
  mail_outbox: MailOutboxTable;
  activity: ActivityTable;
  activity_bridges: ActivityBridgeTable;
  activity_pending: ActivityPendingTable;
  activity_tally: ActivityTallyTable;
  activity_time_order: ActivityTimeOrderTable;
  activity_vocabulary: ActivityVocabularyTable;
  activity_entry_words: ActivityEntryWordsTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
