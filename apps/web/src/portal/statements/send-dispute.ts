import { ApiError } from '../../lib/api-error';
import { portalApi } from '../lib/api';
import { splitApiError } from '../lib/form-errors';
import type { DisputeDraft, DisputeSendOutcome } from './dispute-outbox';

/** The body the server takes: the ticked lines with their reasons, the note ('' is none). */
export const disputeBody = (d: Pick<DisputeDraft, 'reasons' | 'note'>) => ({ lines: d.reasons, note: d.note.trim() === '' ? null : d.note });

/**
 * POST /statements/{month}/disputes with the draft's Idempotency-Key: sent again (the outbox after a lost answer, a
 * double tap) it raises one dispute. Sent; tried again later (no answer, signed out, the server busy or down); or
 * refused for good with the server's words.
 */
export async function sendDispute(d: DisputeDraft): Promise<DisputeSendOutcome> {
  try {
    await portalApi.request('POST', `/statements/${encodeURIComponent(d.month)}/disputes`, {
      query: { customer_id: d.customer_id },
      body: disputeBody(d),
      headers: { 'Idempotency-Key': d.key },
    });
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500)) return 'retry';
    return { error: splitApiError(error, []).message ?? 'The dispute was refused.' };
  }
}
