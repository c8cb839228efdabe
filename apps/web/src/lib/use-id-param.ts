import { useParams } from 'react-router';
import { ApiError } from './api-error';

/** Thrown while rendering a screen whose record does not exist; the route's error element shows Page not found. */
export class NotFoundError extends Error {
  constructor(message = 'Not Found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

// The largest id the databases hold (a PostgreSQL integer); a longer number cannot name a record.
const MAX_ID = 2_147_483_647;

/** A URL segment that is a positive integer id in canonical form ('12', not '012', '1e3', '1.0' or '-1'). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * The record id in the URL, e.g. `useIdParam('cityId')` on /dashboard/cities/:cityId. A malformed id
 * (/dashboard/cities/abc) never reaches the API: the screen shows Page not found, as for an unknown id.
 */
export function useIdParam(name: string): number {
  const id = parseId(useParams()[name]);
  if (id === null) throw new NotFoundError();
  return id;
}

/** What the not-found page stands for: a malformed id in the URL, or a 404 from the API for the screen's record. */
export const isNotFound = (error: unknown) => error instanceof NotFoundError || (error instanceof ApiError && error.status === 404);
