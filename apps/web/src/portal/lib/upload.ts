import { MESSAGES, type CustomerTicketFormInput, type TicketImageField, type ValidationIssue } from '@glassdesk/shared';

// The new-ticket form's upload: XMLHttpRequest, because fetch cannot report upload progress.

/** No answer came (offline, connection lost, timed out): the form keeps everything and offers Retry. */
export class NetworkError extends Error {
  constructor(readonly reason: 'error' | 'timeout') {
    super(reason === 'timeout' ? 'The upload took too long.' : 'The upload did not reach the server.');
    this.name = 'NetworkError';
  }
}

export type UploadAnswer = { status: number; body: unknown };
export type UploadOptions = {
  token?: string | null;
  /** One per draft (drafts.ts): sending the same draft again raises no second ticket. */
  idempotencyKey?: string;
  /** Bytes of the form sent so far, and in all (0 while the browser does not know it). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** 0 (the default): no limit; a slow but moving upload is not cut off. */
  timeoutMs?: number;
};

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs the form to `url`. Resolves with the status and the parsed JSON body for every HTTP answer (201, 401, 409,
 * 413, 422, 500, ...): the form decides what each means. Rejects with a NetworkError when no answer came, and with
 * an AbortError (DOMException) when `signal` aborts it.
 */
export function uploadTicket(url: string, formData: FormData, options: UploadOptions = {}): Promise<UploadAnswer> {
  const { token, idempotencyKey, onProgress, signal, timeoutMs = 0 } = options;
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.timeout = timeoutMs;
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: parse(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError('error'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new NetworkError('timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbortSignal);
    xhr.send(formData);
  });
}

/** The form's text fields, as POST /tickets names them. */
export const TICKET_FIELDS = [
  'glass_order_no',
  'customer_po_no',
  'glass_type_id',
  'warranty_reason_id',
  'glass_size',
  'panel_status',
  'marks',
  'received_date',
  'expected_date',
  'note',
] as const satisfies ReadonlyArray<keyof CustomerTicketFormInput>;
export type TicketField = (typeof TICKET_FIELDS)[number];

export type TicketFormErrors = {
  /** A message per text field. */
  fields: Partial<Record<TicketField, string>>;
  /** A message per photo, by the photo's id. */
  photos: Record<string, string>;
  /** A message about a set of photos as a whole ("At least one Defect image is required."). */
  photoFields: Partial<Record<TicketImageField, string>>;
  /** What belongs to no field (a 409 or 413 detail, an unknown field), or null. */
  message: string | null;
};

const isIssue = (v: unknown): v is ValidationIssue =>
  typeof v === 'object' && v !== null && Array.isArray((v as ValidationIssue).loc) && typeof (v as ValidationIssue).msg === 'string';
const isPhotoField = (v: unknown): v is TicketImageField => v === 'defect_images' || v === 'label_images';

/**
 * Places the server's refusal of POST /tickets: a 422 entry on a text field next to it (loc ['body', 'glass_size']),
 * one on a photo next to that photo (loc ['body', 'defect_images', 1]: the second Defect photo sent, `photoIds` giving
 * the ids in the order they were sent), one on a set of photos next to that set (loc ['body', 'label_images']); a
 * string detail (409, 413, 429, ...) as the form's message, and the spec §8 fallback for a 5xx or anything unreadable.
 */
export function ticketFormErrors(answer: UploadAnswer, photoIds: Record<TicketImageField, readonly string[]>): TicketFormErrors {
  const errors: TicketFormErrors = { fields: {}, photos: {}, photoFields: {}, message: null };
  const detail = (answer.body as { detail?: unknown } | undefined)?.detail;
  if (answer.status >= 500) return { ...errors, message: MESSAGES.fallbackError };
  if (typeof detail === 'string' && detail.trim() !== '') return { ...errors, message: detail };
  if (!Array.isArray(detail) || detail.length === 0 || !detail.every(isIssue)) return { ...errors, message: MESSAGES.fallbackError };
  const rest: string[] = [];
  for (const { loc, msg } of detail) {
    const [where, field, position] = loc;
    if (where !== 'body') rest.push(msg);
    else if (isPhotoField(field)) {
      // A place the form does not know (it changed since sending) is told about the set.
      const photoId = typeof position === 'number' ? photoIds[field][position] : undefined;
      if (photoId !== undefined) errors.photos[photoId] ??= msg;
      else errors.photoFields[field] ??= msg;
    } else if ((TICKET_FIELDS as readonly unknown[]).includes(field)) errors.fields[field as TicketField] ??= msg;
    else rest.push(msg);
  }
  return { ...errors, message: rest[0] ?? null };
}
