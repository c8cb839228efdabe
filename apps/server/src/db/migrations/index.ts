import type { Migration } from 'kysely';
import * as m0001 from './2026_11_21_0001_create_access_tables.js';
import * as m0002 from './2026_11_21_0002_create_cities_plants.js';
import * as m0003 from './2026_11_21_0003_soft_delete_users_roles.js';
import * as m0004 from './2026_11_21_0004_create_reference_content.js';
import * as m0005 from './2026_11_22_0005_create_businesses_customers.js';
import * as m0006 from './2026_11_22_0006_create_files_tickets.js';
import * as m0007 from './2026_11_22_0007_create_trolleys.js';
import * as m0008 from './2026_11_24_0008_index_ticket_search.js';
import * as m0009 from './2026_11_24_0009_create_throttle_hits.js';
import * as m0010 from './2026_11_24_0010_count_ticket_id_blocks.js';
import * as m0011 from './2026_11_24_0011_search_names_through_owners.js';
import * as m0012 from './2026_11_25_0012_create_mail_outbox.js';
import * as m0013 from './2026_11_25_0013_create_customer_password_resets.js';
import * as m0015 from './2026_11_25_0015_create_trolley_pickup_requests.js';
import * as m0016 from './2026_11_25_0016_create_customer_ticket_submissions.js';
import * as m0017 from './2026_11_27_0017_create_activity.js';
import * as m0018 from './2026_11_27_0018_seal_activity_in_batches.js';
import * as m0019 from './2026_11_27_0019_create_trolley_charges.js';
import * as m0020 from './2026_11_28_0020_create_trolley_digest_runs.js';
import * as m0021 from './2026_11_28_0021_create_customer_statements.js';
import * as m0022 from './2026_11_28_0022_index_trolley_balance.js';
import * as m0023 from './2026_11_28_0023_version_ticket_search.js';
import * as m0024 from './2026_11_28_0024_count_live_owners.js';
import * as m0025 from './2026_11_28_0025_index_owner_list_search.js';
import * as m0026 from './2026_11_28_0026_keep_owner_ticket_counts.js';
import * as m0027 from './2026_11_28_0027_copy_live_business_to_customers.js';
import * as m0028 from './2026_11_28_0028_copy_names_to_trolleys.js';
import * as m0029 from './2026_11_28_0029_copy_live_master_to_businesses.js';
import * as m0030 from './2026_11_28_0030_index_customer_options_order.js';
import * as m0031 from './2026_11_28_0031_tie_break_live_sorts.js';
import * as m0032 from './2026_11_28_0032_index_trashed_ticket_ids.js';
import * as m0033 from './2026_11_29_0033_index_ticket_owner_pairs.js';
import * as m0034 from './2026_12_02_0034_create_handovers.js';
import * as m0035 from './2026_12_02_0035_add_mail_attachments.js';
import * as m0036 from './2026_12_02_0036_create_statement_disputes.js';
import * as m0037 from './2026_12_02_0037_track_staff_sessions.js';
import * as m0038 from './2026_12_02_0038_create_second_factors.js';
import * as m0039 from './2026_12_03_0039_create_passkeys.js';
import * as m0040 from './2026_12_03_0040_add_record_versions.js';
import * as m0041 from './2026_12_03_0041_version_more_records.js';
import * as m0042 from './2026_12_03_0042_keep_list_grams.js';
import * as m0043 from './2026_12_04_0043_fill_pending_entries.js';
import * as m0044 from './2026_12_06_0044_index_billing_changes.js';
import * as m0045 from './2026_12_06_0045_bump_list_versions_at_commit.js';
import * as m0046 from './2026_12_07_0046_mark_activity_time_order.js';
import * as m0047 from './2026_12_07_0047_index_activity_words.js';
import * as m0048 from './2026_12_08_0048_index_activity_words_sqlite.js';

// Listed explicitly (a static provider): the build and the tests see the same set, in the same order.
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_create_access_tables': m0001,
  '2026_11_21_0002_create_cities_plants': m0002,
  '2026_11_21_0003_soft_delete_users_roles': m0003,
  '2026_11_21_0004_create_reference_content': m0004,
  '2026_11_22_0005_create_businesses_customers': m0005,
  '2026_11_22_0006_create_files_tickets': m0006,
  '2026_11_22_0007_create_trolleys': m0007,
  '2026_11_24_0008_index_ticket_search': m0008,
  '2026_11_24_0009_create_throttle_hits': m0009,
  '2026_11_24_0010_count_ticket_id_blocks': m0010,
  '2026_11_24_0011_search_names_through_owners': m0011,
  '2026_11_25_0012_create_mail_outbox': m0012,
  '2026_11_25_0013_create_customer_password_resets': m0013,
  '2026_11_25_0015_create_trolley_pickup_requests': m0015,
  '2026_11_25_0016_create_customer_ticket_submissions': m0016,
  '2026_11_27_0017_create_activity': m0017,
  '2026_11_27_0018_seal_activity_in_batches': m0018,
  '2026_11_27_0019_create_trolley_charges': m0019,
  '2026_11_28_0020_create_trolley_digest_runs': m0020,
  '2026_11_28_0021_create_customer_statements': m0021,
  '2026_11_28_0022_index_trolley_balance': m0022,
  '2026_11_28_0023_version_ticket_search': m0023,
  '2026_11_28_0024_count_live_owners': m0024,
  '2026_11_28_0025_index_owner_list_search': m0025,
  '2026_11_28_0026_keep_owner_ticket_counts': m0026,
  '2026_11_28_0027_copy_live_business_to_customers': m0027,
  '2026_11_28_0028_copy_names_to_trolleys': m0028,
  '2026_11_28_0029_copy_live_master_to_businesses': m0029,
  '2026_11_28_0030_index_customer_options_order': m0030,
  '2026_11_28_0031_tie_break_live_sorts': m0031,
  '2026_11_28_0032_index_trashed_ticket_ids': m0032,
  '2026_11_29_0033_index_ticket_owner_pairs': m0033,
  '2026_12_02_0034_create_handovers': m0034,
  '2026_12_02_0035_add_mail_attachments': m0035,
  '2026_12_02_0036_create_statement_disputes': m0036,
  '2026_12_02_0037_track_staff_sessions': m0037,
  '2026_12_02_0038_create_second_factors': m0038,
  '2026_12_03_0039_create_passkeys': m0039,
  '2026_12_03_0040_add_record_versions': m0040,
  '2026_12_03_0041_version_more_records': m0041,
  '2026_12_03_0042_keep_list_grams': m0042,
  '2026_12_04_0043_fill_pending_entries': m0043,
  '2026_12_06_0044_index_billing_changes': m0044,
  '2026_12_06_0045_bump_list_versions_at_commit': m0045,
  '2026_12_07_0046_mark_activity_time_order': m0046,
  '2026_12_07_0047_index_activity_words': m0047,
  '2026_12_08_0048_index_activity_words_sqlite': m0048,
};
