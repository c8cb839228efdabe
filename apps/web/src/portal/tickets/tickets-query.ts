import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { portalApi, type ResponseOf } from '../lib/api';
import { portalKeys } from '../lib/query-keys';

/** My Tickets shows this many cards per page (the API's default page). */
export const TICKETS_PAGE_SIZE = 10;

/**
 * A list row carries `last_notification_at` (its newest notification's time, for the "New" mark); GET /me carries
 * `sees_business_tickets` (true when GET /tickets lists the business's tickets too: master customer, or `access`).
 */
export type TicketRow = ResponseOf<'get', '/tickets'>['list'][number];
export type TicketList = ResponseOf<'get', '/tickets'>;
export type Me = ResponseOf<'get', '/me'>;
export type TicketDetail = ResponseOf<'get', '/tickets/{id}'>;

/** Whose tickets the list shows, for a customer who sees the business's: `mine` sends GET /tickets?mine=1. */
export type TicketScope = 'business' | 'mine';
export type TicketListState = { page: number; search: string; scope: TicketScope };

/** The list's state from its address (?page=2&search=abc&scope=mine): back, forward and reload keep it. */
export function listStateFromParams(params: URLSearchParams): TicketListState {
  const n = Number(params.get('page'));
  return {
    page: Number.isInteger(n) && n >= 1 ? n : 1,
    search: (params.get('search') ?? '').trim(),
    scope: params.get('scope') === 'mine' ? 'mine' : 'business',
  };
}

/** The address of a list state; default values are left out, so the first page is plain /tickets. */
export function paramsOfListState({ page, search, scope }: TicketListState): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (scope === 'mine') params.set('scope', 'mine');
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * GET /tickets, newest first. `mine` only when the customer sees the business's tickets: the server then narrows the
 * list (and its count) to the customer's own, so paging and the count stay exact.
 */
export function ticketsQuery({ page, search, scope }: TicketListState, seesBusiness: boolean) {
  const mine = seesBusiness && scope === 'mine';
  return queryOptions({
    queryKey: portalKeys.ticketList({ page, search, mine }),
    queryFn: ({ signal }) =>
      portalApi.get('/tickets', {
        query: { start: (page - 1) * TICKETS_PAGE_SIZE, limit: TICKETS_PAGE_SIZE, sort_by: 'created_at', order: 'desc', search: search || undefined, mine: mine ? '1' : undefined },
        signal,
      }),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);

/**
 * GET /tickets/{id}: a 404 (not this customer's, disabled, gone) is an answer, not a failure to retry. Asked again on
 * every visit (the copy kept shows meanwhile): a notification staff sent since must show, as the list already shows it.
 */
export function ticketQuery(id: number) {
  return queryOptions({
    queryKey: portalKeys.ticket(id),
    refetchOnMount: 'always',
    queryFn: ({ signal }) => portalApi.get('/tickets/{id}', { params: { id }, signal }),
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}
