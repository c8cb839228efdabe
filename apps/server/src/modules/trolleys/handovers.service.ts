import { recordChanges } from '../activity/activity.service.js';
import { primeOpenHolds } from './trolley-transactions.repository.js';
import type { Kysely } from 'kysely';
import {
  trolleyStatusPhrase,
  type Handover,
  type HandoverCreate,
  type HandoverKind,
  type HandoverListQuery,
  type HandoverLocation,
  type TrolleyDelivery,
  type TrolleyHandedOver,
  type TrolleyPickup,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { storedFile } from '../files/files.service.js';
import { queueMail } from '../mail/mail.service.js';
import { APP_NAME } from '../mail/mail-layout.js';
import { receiptPdf } from './handover-receipt.js';
import { checkImages } from './trolley-images.js';
import { moveRefusal, planMove, writeMoves, type MoveCall, type PlannedMove } from './trolley-move-engine.js';
import { delivery, pickup } from './trolley-moves.service.js';
import { findDeliveryCustomer, setLastTransactions } from './trolley-moves.repository.js';
import { openHold } from './trolley-transactions.repository.js';
import { plantScope } from './trolley-plant-scope.js';
import {
  type HandoverScope,
  findHandover,
  findByClientId,
  forgetClientIds,
  handoverLines,
  receiptRecipient,
  insertHandover,
  keepResponse,
  handoversOfTrolleys,
  listHandovers,
} from './handovers.repository.js';
import { findTrolleyRow, findTrolleyRows, movedFrom, toTrolley, trolleyRowSnapshot, trolleySnapshots, type TrolleyRow } from './trolleys.repository.js';

// CONTRACT "Hand-over proof and the driver's offline Hand-over": every delivery and pickup is a hand-over, one visit
// of one or more trolleys to one customer, all moved in one database transaction or none, with the visit's proof.
// A client_id makes a resend safe: the same one within 7 days answers the first result again and records nothing;
// the same one with another kind, customer or trolleys is a 409.

/**
 * What recording a hand-over needs: the database, and for the receipt's mail the configuration (its look) and the
 * outbox. Without them (the demo's fill of months of hand-overs) no receipt is mailed.
 */
export type HandoverContext = Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'config' | 'mailSender'>>;

/** How long a client_id is remembered (and its first answer kept). */
export const CLIENT_ID_DAYS = 7;
const DAY_MS = 86_400_000;

/** The proof of a hand-over, optional everywhere (older clients send none). */
type Proof = { signature?: string | null; signed_by?: string | null; unsigned_reason?: string | null; location?: HandoverLocation | null; client_id?: string | null };

/** One visit as the calls give it: POST /handovers, or PUT /trolleys/{id}/delivery | pickup (one trolley). */
export type HandoverInput = Omit<HandoverCreate, keyof Proof> & Proof;

/** What a hand-over answers: 201 and the hand-over (POST /handovers), or 200 and the trolley (the single-trolley calls). */
export type HandoverAnswer<A extends 'handover' | 'trolley'> = { status: number; body: A extends 'handover' ? Handover : TrolleyHandedOver };

/** kind, customer and trolleys: a resend of the same hand-over has the same key; a client_id reused for another, not. */
const clientKey = (input: HandoverInput) =>
  `${input.kind}|${input.customer_id ?? ''}|${input.trolleys
    .map((t) => t.id)
    .sort((a, b) => a - b)
    .join(',')}`;

const REUSED = 'This client_id was used for another hand-over: make a new one for each hand-over.';

async function replay(db: Kysely<Database>, clientId: string, key: string, now: number) {
  const first = await findByClientId(db, clientId, new Date(now - CLIENT_ID_DAYS * DAY_MS).toISOString());
  if (!first) return null;
  if (first.client_key !== key) throw conflict(REUSED);
  // Recorded, but its answer not yet kept (a resend racing the first call's commit): the first call's answer is on its way.
  if (first.response === null || first.response_status === null) throw conflict('This hand-over is being recorded. Try again in a moment.');
  return { status: first.response_status, body: JSON.parse(first.response) as unknown };
}

const stepCall = (input: HandoverInput, bars: number): MoveCall =>
  input.kind === 'delivery'
    ? delivery({ customer_id: input.customer_id!, no_of_bars: bars, images: input.images, note: input.note })
    : pickup({ no_of_bars: bars, images: input.images, note: input.note });

/** A trolley as a refusal names it: its uid. */
type Misfit = { uid: string; why: string };

/**
 * Every trolley of a visit of several checked before any moves, so the 409 names each one that does not fit: its
 * status, a plant that is not the user's (delivery), or a customer other than the visit's (pickup).
 */
async function misfits(trx: Kysely<Database>, input: HandoverInput, rows: TrolleyRow[], scope: Awaited<ReturnType<typeof plantScope>>) {
  const found: Misfit[] = [];
  let holder = input.customer_id;
  for (const row of rows) {
    const refusal = await moveRefusal(trx, scope, row, stepCall(input, 0));
    if (refusal) {
      found.push({ uid: row.uid, why: refusal.statusCode === 403 ? 'not at one of your plants' : `it is ${trolleyStatusPhrase(row.trolley_status)}` });
      continue;
    }
    if (input.kind !== 'pickup') continue;
    // A look only: the move that ends the hold takes it (primed for the visit: primeOpenHolds).
    const held = (await openHold(trx, row.id, { take: false }))?.customer_id ?? row.customer_id;
    holder ??= held;
    if (held !== holder) found.push({ uid: row.uid, why: 'another customer holds it' });
  }
  return found;
}

/**
 * Records one hand-over: its trolleys move (the engine's delivery or pickup rules, one guarded update each), the
 * visit's row with its proof, and each transaction names it, all in one database transaction. `answer` says which
 * body the call gives back; a single-trolley call keeps that call's own refusals (404, 403, 409, 422) as before.
 */
export async function recordHandover<A extends 'handover' | 'trolley'>(
  ctx: HandoverContext,
  user: AuthUser,
  input: HandoverInput,
  answer: A,
  opts: { mail?: boolean } = {},
): Promise<HandoverAnswer<A>> {
  const { db } = ctx;
  const mailing = opts.mail !== false && !!ctx.config && !!ctx.mailSender;
  const clientId = input.client_id ?? null;
  const key = clientId ? clientKey(input) : null;
  if (clientId) {
    const again = await replay(db, clientId, key!, Date.now());
    if (again) return again as HandoverAnswer<A>;
  }
  const scope = await plantScope(db, user);
  try {
    const result = await db.transaction().execute(async (trx) => {
      // The trolleys are read once, in one query; the moves below use those rows (same transaction; each move's
      // guarded update still decides) and read no trolley back unless the call answers with it.
      const visit = answer === 'handover';
      const ids = input.trolleys.map((t) => t.id);
      const found = await findTrolleyRows(trx, ids);
      const rows = input.trolleys.flatMap((t) => found.get(t.id) ?? []);
      if (visit) {
        const missing = input.trolleys.findIndex((t) => !found.has(t.id));
        if (missing >= 0) throw invalidField(`trolleys.${missing}.id`, 'The chosen Trolley does not exist.');
        if (input.kind === 'delivery') {
          // The customer first: a missing or unapproved one is refused as the single delivery refuses it.
          const customer = await findDeliveryCustomer(trx, input.customer_id!);
          if (!customer) throw invalidField('customer_id', 'The chosen Customer does not exist.');
          if (!customer.approved) throw conflict('This Customer is not approved, so no Trolley can be delivered to it.');
        }
        if (input.kind === 'pickup') await primeOpenHolds(trx, ids);
        const wrong = await misfits(trx, input, rows, scope);
        if (wrong.length)
          throw conflict(`${wrong.length === 1 ? 'This Trolley does' : 'These Trolleys do'} not fit this ${input.kind}: ${wrong.map((m) => `${m.uid} (${m.why})`).join('; ')}.`);
      }
      if (input.signature) await checkImages(trx, [{ field: 'signature', url: input.signature }]);
      if (rows.length < ids.length) throw notFound('Trolley');

      // Every move planned (and refused) before anything is written; then each kind of write is one statement for the
      // visit's trolleys (writeMoves), their last transactions one, their activity entries one.
      if (!visit && input.kind === 'pickup') await primeOpenHolds(trx, ids);
      const checked = new Set<string>();
      const planned: PlannedMove[] = [];
      for (const [index, t] of input.trolleys.entries()) planned.push(await planMove(trx, scope, rows[index], input.at, stepCall(input, t.no_of_bars), checked));
      // The visit's customer: the delivery's, or whom the first trolley was picked up from (the others: the same one);
      // its moment: the first trolley's.
      const customerId = planned[0].plan.transaction.customer_id ?? null;
      const id = await insertHandover(trx, {
        kind: input.kind,
        customer_id: customerId,
        user_id: user.id,
        at: planned[0].at,
        recorded_at: nowIso(),
        note: input.note,
        images: input.images,
        signature_url: input.signature ?? null,
        signed_by: input.signed_by ?? null,
        // A reason only where there is no signature: a signed hand-over needs none.
        unsigned_reason: input.signature ? null : (input.unsigned_reason ?? null),
        location: input.location ?? null,
        client_id: clientId,
        client_key: key,
      });
      if (planned.some((m) => m.plan.charge)) throw new Error('A hand-over plans no charge.');
      const transactionIds = await writeMoves(trx, user, planned, id);
      await setLastTransactions(
        trx,
        transactionIds.map((transactionId, index) => ({ trolleyId: ids[index], transactionId })),
      );
      // The activity entries' "after": the trolleys as moved (the single call's answer is its one trolley, read back).
      const moved = visit ? null : (await findTrolleyRow(trx, ids[0]))!;
      const after = moved ? new Map([[moved.id, trolleyRowSnapshot(moved)]]) : await trolleySnapshots(trx, ids);
      await recordChanges(
        trx,
        'trolley',
        ids.map((trolleyId, index) => ({ id: trolleyId, before: movedFrom(rows[index], after.get(trolleyId)!, planned[index].plan.set), after: after.get(trolleyId) })),
        'moved',
      );
      const result = moved ? { status: 200, body: { ...toTrolley(moved), handover_id: id } satisfies TrolleyHandedOver } : { status: 201, body: (await findHandover(trx, id))! };
      if (clientId) await keepResponse(trx, id, result.status, result.body);
      if (mailing && customerId !== null) {
        const lines = 'trolleys' in result.body ? result.body.trolleys.map((l) => ({ uid: l.uid, name: l.name, no_of_bars: l.no_of_bars })) : await handoverLines(trx, id);
        await queueReceipt(trx, ctx.config!, id, customerId, input.kind, planned[0].at, lines);
      }
      return result as HandoverAnswer<A>;
    });
    if (mailing) ctx.mailSender!.wake();
    return result;
  } catch (error) {
    // The same client_id sent twice at once: the first to commit wins, the other answers its result.
    if (clientId && !(error instanceof HttpError) && isUniqueViolation(error)) {
      const again = await replay(db, clientId, key!, Date.now());
      if (again) return again as HandoverAnswer<A>;
    }
    throw error;
  }
}

/** The receipt's mail to the customer, queued with the hand-over (the PDF is made when the message goes out). */
async function queueReceipt(
  trx: Kysely<Database>,
  config: AppContext['config'],
  id: number,
  customerId: number,
  kind: HandoverKind,
  at: string,
  trolleys: Array<{ uid: string; name: string; no_of_bars: number }>,
) {
  const to = await receiptRecipient(trx, customerId);
  if (!to) return;
  await queueMail(trx, config, [
    {
      kind: 'handover_receipt',
      to: to.email,
      customerId,
      data: { first_name: to.first_name, id, kind, at, trolleys },
      attachments: [{ kind: RECEIPT_ATTACHMENT, id, filename: `handover-${id}.pdf`, content_type: 'application/pdf' }],
    },
  ]);
}

/** The attachment kind of a hand-over's receipt (the trolleys module makes it: trolleys.module.ts). */
export const RECEIPT_ATTACHMENT = 'handover_receipt';

/** The single-trolley calls (PUT /trolleys/{id}/delivery and /pickup) as a hand-over of one trolley. */
export const handOverOne = {
  delivery: (ctx: HandoverContext, user: AuthUser, id: number, body: Omit<TrolleyDelivery, keyof Proof> & Proof, opts?: { mail?: boolean }) =>
    recordHandover(ctx, user, { ...body, kind: 'delivery', trolleys: [{ id, no_of_bars: body.no_of_bars }] }, 'trolley', opts),
  pickup: (ctx: HandoverContext, user: AuthUser, id: number, body: Omit<TrolleyPickup, keyof Proof> & Proof, opts?: { mail?: boolean }) =>
    recordHandover(ctx, user, { ...body, kind: 'pickup', customer_id: null, trolleys: [{ id, no_of_bars: body.no_of_bars }] }, 'trolley', opts),
};

/** The receipt of a hand-over as PDF bytes, with its signature image (CONTRACT `GET /report/handovers/{id}/receipt`). */
async function receipt(ctx: Pick<AppContext, 'db' | 'config'>, id: number, scope?: HandoverScope) {
  const handover = await findHandover(ctx.db, id, scope);
  if (!handover) throw notFound('Hand-over');
  const name = handover.signature_url?.startsWith('/files/') ? handover.signature_url.slice('/files/'.length) : null;
  const signature = name ? ((await storedFile(ctx.db, name, 'full'))?.data ?? null) : null;
  return { handover, pdf: await receiptPdf(handover, signature, { appName: APP_NAME, timeZone: ctx.config.timeZone, appLocale: ctx.config.appLocale }) };
}

export const handovers = {
  receipt,
  list: (db: Kysely<Database>, query: HandoverListQuery, scope?: HandoverScope) => listHandovers(db, query, scope),
  async get(db: Kysely<Database>, id: number, scope?: HandoverScope) {
    const found = await findHandover(db, id, scope);
    if (!found) throw notFound('Hand-over');
    return found;
  },
  /** The hand-overs of these trolleys with `at` in [from, to), newest first, at most `limit`. */
  ofTrolleys: (db: Kysely<Database>, trolleyIds: readonly number[], from: string, to: string, limit = 100) => handoversOfTrolleys(db, trolleyIds, from, to, limit),
  /** Housekeeping: client_ids older than CLIENT_ID_DAYS may be used again. */
  forgetClientIds: (db: Kysely<Database>, now: number) => forgetClientIds(db, new Date(now - CLIENT_ID_DAYS * DAY_MS).toISOString()),
};

export type { HandoverKind };
