import type { Kysely } from 'kysely';
import { daysBetween, type PagingQuery, type TrolleyHistoryHeader, type TrolleyTransactionSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { notFound } from '../../lib/http-error.js';
import { costFields, priceOf } from './trolley-costs.service.js';
import { findHold } from './trolley-holds.repository.js';
import { findTransaction, findTransactionRow, listTransactions, trolleyUid } from './trolley-transactions.repository.js';
import { findTrolleyRow } from './trolleys.repository.js';

// A trolley's history: its transactions, each with its history header.

/** The transactions of a live or deleted trolley (its history stays readable after a delete). */
export async function trolleyTransactions(db: Kysely<Database>, trolleyId: number, q: PagingQuery<TrolleyTransactionSortColumn>) {
  if (!(await findTrolleyRow(db, trolleyId, 'any'))) throw notFound('Trolley');
  return listTransactions(db, trolleyId, q);
}

export const trolleyTransaction = async (db: Kysely<Database>, trolleyId: number, id: number) =>
  (await findTransaction(db, trolleyId, id)) ?? Promise.reject(notFound('Transaction'));

/**
 * spec §3 history header of one transaction: a Delivery (a hold's start) or the Pickup that ended a hold gives the
 * hold's figures (CONTRACT hold-time cost); any other step its time in that status, and no charge.
 */
export async function transactionHistory(db: Kysely<Database>, trolleyId: number, id: number): Promise<TrolleyHistoryHeader> {
  const row = await findTransactionRow(db, trolleyId, id);
  if (!row) throw notFound('Transaction');
  const uid = await trolleyUid(db, trolleyId);
  const now = nowIso();
  const holdId = row.trolley_status === 'Delivery' ? row.id : row.trolley_status === 'Pickup' ? row.hold_start_id : null;
  const hold = holdId === null ? undefined : await findHold(db, holdId);
  if (hold) return { uid, ...costFields(priceOf(hold, now)) };
  return { uid, time_duration: daysBetween(row.at, row.next_at ?? now), charge_free_days: 0, after_free_day_charge: 0, chargeable_days: 0, cost: 0 };
}
