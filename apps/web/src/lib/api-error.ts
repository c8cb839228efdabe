import { MESSAGES, type ValidationIssue } from '@glassdesk/shared';

/** A failed API call. `status` 0 means the request never got an answer (network down, server gone). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[] | undefined,
    readonly body: unknown,
  ) {
    super(typeof detail === 'string' ? detail : `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * Which spec §8 rule a screen uses for a validation list:
 * - 'field': user, business and trolley forms ("the first validation entry's field name plus its message");
 * - 'loc': login, forgot and support ("the second element of the location joined with the message");
 * - 'message': role, warranty reason, city and plant forms ("the first validation message").
 */
export type ErrorStyle = 'field' | 'loc' | 'message';

function isIssueList(detail: unknown): detail is ValidationIssue[] {
  if (!Array.isArray(detail)) return false;
  const first: unknown = detail[0];
  // formatApiError reads the first entry's msg and loc: both must be there.
  return typeof first === 'object' && first !== null && 'msg' in first && typeof first.msg === 'string' && 'loc' in first && Array.isArray(first.loc);
}

/**
 * spec §8 in one place. A string `detail` (401, 403, 404, 409, 429, ...) is shown as it is. For a validation
 * list, 'field' and 'loc' both render `<field>: <message>` (e.g. "email: Invalid email."), the field being
 * loc[1]; when the location names no field only the message is shown. Anything else, including 5xx answers
 * and network failures, is the generic fallback.
 */
export function formatApiError(error: unknown, style: ErrorStyle): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return MESSAGES.fallbackError;
  const { detail } = error;
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  if (!isIssueList(detail)) return MESSAGES.fallbackError;
  const [first] = detail;
  const field = first.loc[1];
  if (style === 'message' || field === undefined || field === '') return first.msg;
  return `${field}: ${first.msg}`;
}
