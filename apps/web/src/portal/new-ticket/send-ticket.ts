import { apiUrl, type ResponseOf } from '../lib/api';
import type { QueuedTicket, SendOutcome, TicketDraft } from '../lib/drafts';
import { clearSession, getToken } from '../lib/session';
import { NetworkError, ticketFormErrors, uploadTicket, type UploadAnswer } from '../lib/upload';
import { ticketFormData } from './form-data';

export const TICKETS_URL = apiUrl('/tickets');

/**
 * POST /tickets with the draft's Idempotency-Key: sending the same draft again (Retry, a double tap that got past
 * the guard, the outbox after a lost answer) raises one ticket at most. Resolves with every HTTP answer; rejects
 * with a NetworkError when none came. A 401 ends the session here as every other call does (lib/api.ts).
 */
export async function sendDraft(draft: TicketDraft, onProgress?: (percent: number | null) => void) {
  const { body, photoIds } = ticketFormData(draft);
  const answer = await uploadTicket(TICKETS_URL, body, {
    token: getToken(),
    idempotencyKey: draft.idempotency_key,
    onProgress: onProgress && ((loaded, total) => onProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null)),
  });
  if (answer.status === 401) clearSession({ ended: true });
  return { answer, photoIds };
}

export const createdTicket = (answer: UploadAnswer) => (answer.status === 201 ? (answer.body as ResponseOf<'post', '/tickets'>) : null);

/**
 * What the outbox makes of one queued ticket's answer: sent; tried again later (no answer, signed out, the server
 * busy or down); or refused for good with the server's words (409, 413, 422), which the customer then sees beside it.
 */
export async function sendQueued(item: QueuedTicket): Promise<SendOutcome> {
  let answer: UploadAnswer;
  let photoIds: Parameters<typeof ticketFormErrors>[1];
  try {
    ({ answer, photoIds } = await sendDraft(item));
  } catch (error) {
    if (error instanceof NetworkError) return 'retry';
    throw error;
  }
  if (answer.status === 201) return 'sent';
  if (answer.status === 401 || answer.status === 408 || answer.status === 429 || answer.status >= 500) return 'retry';
  const errors = ticketFormErrors(answer, photoIds);
  const first = errors.message ?? Object.values(errors.fields)[0] ?? Object.values(errors.photoFields)[0] ?? Object.values(errors.photos)[0];
  return { error: first ?? 'The ticket was refused.' };
}
