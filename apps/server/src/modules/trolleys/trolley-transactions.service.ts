import type { Kysely } from 'kysely';
import type { PagingQuery, TrolleyBalanceQuery, TrolleyCostQuery, TrolleyTransactionSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { findTransaction, historyHeader, listCosts, listTransactions } from './trolley-transactions.repository.js';
import { customerExists, findTrolleyRow } from './trolleys.repository.js';
import { trolleyBalance } from './trolley-balance.repository.js';

// A trolley's history (its transactions, each with its history header), a customer's hold-time cost, the balance board.

/** The transactions of a live or deleted trolley (its history stays readable after a delete). */
export async function trolleyTransactions(db: Kysely<Database>, trolleyId: number, q: PagingQuery<TrolleyTransactionSortColumn>) {
  if (!(await findTrolleyRow(db, trolleyId, 'any'))) throw notFound('Trolley');
  return listTransactions(db, trolleyId, q);
}

export const trolleyTransaction = async (db: Kysely<Database>, trolleyId: number, id: number) =>
  (await findTransaction(db, trolleyId, id)) ?? Promise.reject(notFound('Transaction'));

/** spec §3 history header of one transaction (CONTRACT hold-time cost for a hold's delivery or pickup). */
export const transactionHistory = async (db: Kysely<Database>, trolleyId: number, id: number) =>
  (await historyHeader(db, trolleyId, id)) ?? Promise.reject(notFound('Transaction'));

/** CONTRACT hold-time cost: one row per hold of the customer, newest first, with the total. */
export async function customerCosts(db: Kysely<Database>, q: TrolleyCostQuery) {
  if (!(await customerExists(db, q.customer_id))) throw notFound('Customer');
  return listCosts(db, q.customer_id, { start: q.start, limit: q.limit });
}

/** Issue 22: the balance board (every customer holding trolleys now) and the fleet's totals. */
export const fleetBalance = (db: Kysely<Database>, q: TrolleyBalanceQuery) => trolleyBalance(db, q);
