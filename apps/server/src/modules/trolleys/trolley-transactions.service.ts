import type { Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PagingQuery, TrolleyBalanceExportQuery, TrolleyBalanceQuery, TrolleyCostQuery, TrolleyTransactionSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { findTransaction, historyHeader, listCosts, listTransactions } from './trolley-transactions.repository.js';
import { customerExists, findTrolleyRow } from './trolleys.repository.js';
import { balanceRows, trolleyBalance } from './trolley-balance.repository.js';
import type { AppContext } from '../../app-context.js';
import { sendXlsx } from '../../lib/xlsx-reply.js';
import type { XlsxColumn } from '../../lib/xlsx-stream.js';

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

/** The balance board (every customer holding trolleys now) and the fleet's totals. */
export const fleetBalance = (db: Kysely<Database>, q: TrolleyBalanceQuery) => trolleyBalance(db, q);

const BALANCE_COLUMNS: XlsxColumn[] = [
  { header: 'Customer', width: 28 },
  { header: 'Business', width: 28 },
  { header: 'Held', width: 8 },
  { header: 'Oldest Hold (days)', width: 12 },
  { header: 'Past Free Days', width: 12 },
  { header: 'Charge So Far ($)', width: 14 },
  { header: 'Pickup Requests', width: 12 },
];
export const BALANCE_EXPORT_HEADERS = BALANCE_COLUMNS.map((c) => c.header);

/** trolley-balance.xlsx, the board's rows under its search and order (one row per customer: all at once). */
export async function exportFleetBalance(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, q: TrolleyBalanceExportQuery) {
  const { rows } = await balanceRows(ctx.db, q);
  return sendXlsx(request, reply, {
    fileName: 'trolley-balance.xlsx',
    sheetName: 'Trolley Balance',
    columns: BALANCE_COLUMNS,
    timeZone: ctx.config.timeZone,
    batches: (async function* () {
      yield rows.map((r) => [r.customer_name, r.business_name, r.held, r.oldest_days, r.over_free_days, r.accrued_cost, r.pickup_requests]);
    })(),
  });
}
