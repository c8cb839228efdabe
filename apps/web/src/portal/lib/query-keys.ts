/**
 * The portal's query keys, one factory as the back-office's (lib/query-keys.ts): every key is 'portal', then one
 * of these roots, so a misspelt root fails to compile. Invalidating a root refreshes every query under it: the
 * outbox of any customer, every page of My Tickets. A ticket's page and its History live under 'ticket', apart
 * from the list's 'tickets'.
 */
export type PortalQueryRoot = 'choices' | 'me' | 'outbox' | 'receipts' | 'statement' | 'statements' | 'ticket' | 'tickets' | 'trolleys';

/** A portal query key: `portalKey('ticket', 12)` is ['portal', 'ticket', 12]. */
export const portalKey = <const K extends readonly [PortalQueryRoot, ...unknown[]]>(...key: K) => ['portal', ...key] as const;

export const portalKeys = {
  /** GET /me. */
  me: portalKey('me'),
  /** GET /glass-types or /warranty-reasons, for the ticket form. */
  choices: (path: '/glass-types' | '/warranty-reasons') => portalKey('choices', path),
  /** Every page of My Tickets. */
  tickets: portalKey('tickets'),
  /** One page of My Tickets. */
  ticketList: ({ page, search, mine }: { page: number; search: string; mine: boolean }) => portalKey('tickets', { page, search, mine }),
  ticket: (id: number) => portalKey('ticket', id),
  ticketHistory: (id: number) => portalKey('ticket', id, 'history'),
  trolleys: (page: number) => portalKey('trolleys', page),
  statements: portalKey('statements'),
  /** One month's statement of a customer (the master reads its business's). */
  statement: (month: string, customerId: number) => portalKey('statement', month, customerId),
  /** Every page of the hand-overs' receipts (My Trolleys > Receipts). */
  receipts: portalKey('receipts'),
  /** The tickets queued on this phone, every customer's (local data: IndexedDB, never the network). */
  outbox: portalKey('outbox'),
  outboxOf: (customerId: number) => portalKey('outbox', customerId),
};
