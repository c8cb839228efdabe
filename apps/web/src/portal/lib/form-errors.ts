import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES, type ValidationIssue } from '@glassdesk/shared';
import { ApiError } from '../../lib/api-error';

/** What a screen shows when no answer came (offline, server gone). */
export const OFFLINE_MESSAGE = 'No connection. Check your network and try again.';

const isIssueList = (detail: unknown): detail is ValidationIssue[] =>
  Array.isArray(detail) &&
  detail.every((issue) => typeof issue === 'object' && issue !== null && Array.isArray((issue as ValidationIssue).loc) && typeof (issue as ValidationIssue).msg === 'string');

/**
 * Splits a refusal into messages for the form's own fields (a 422 entry whose loc[1] names one of `fields`) and one
 * message for the rest: a string detail as the server wrote it (401, 403, 409, 429, ...), a 422 entry for another
 * field as "field: message", no answer (offline), or the spec §8 fallback for a 5xx or anything unreadable.
 */
export function splitApiError<F extends string>(error: unknown, fields: readonly F[]): { fields: Partial<Record<F, string>>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: MESSAGES.fallbackError };
  if (error.status === 0) return { fields: {}, message: OFFLINE_MESSAGE };
  if (error.status >= 500) return { fields: {}, message: MESSAGES.fallbackError };
  const { detail } = error;
  if (typeof detail === 'string' && detail.trim() !== '') return { fields: {}, message: detail };
  if (!isIssueList(detail) || detail.length === 0) return { fields: {}, message: MESSAGES.fallbackError };
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const issue of detail) {
    const field = issue.loc[1];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) byField[field as F] ??= issue.msg;
    else rest.push(typeof field === 'string' && field ? `${field}: ${issue.msg}` : issue.msg);
  }
  return { fields: byField, message: rest[0] ?? null };
}

/** Puts the server's field messages next to the form's fields (react-hook-form) and answers the message left over. */
export function showApiError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string | null {
  const split = splitApiError(error, fields);
  let first = true;
  for (const [field, message] of Object.entries(split.fields) as [Path<T>, string][]) {
    // The first field with an error takes the focus, so a keyboard or screen-reader user lands on it.
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return split.message;
}
