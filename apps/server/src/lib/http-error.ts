import type { ValidationIssue } from '@glassdesk/shared';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationIssue[],
    /** More of the answer beside detail (a 412's who and when). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof detail === 'string' ? detail : detail.map((d) => d.msg).join('; '));
    this.name = 'HttpError';
  }
}

/** A 422 found by a rule the schema cannot see (e.g. a chosen id that names nothing). */
export const invalidField = (field: string, msg: string, where: 'body' | 'query' | 'path' = 'body') => new HttpError(422, [{ loc: [where, field], msg, type: 'value_error' }]);

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated.') => new HttpError(401, detail);
export const forbidden = (detail = "You don't have permission.") => new HttpError(403, detail);
export const notFound = (what = 'Item') => new HttpError(404, `${what} not found.`);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail = 'Too many attempts. Try again later.') => new HttpError(429, detail);

/** The value a repository found, or a 404 naming `what` (how a service maps "not found"). */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
