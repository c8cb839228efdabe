import { useQueryClient } from '@tanstack/react-query';

/**
 * The first element of every query key: one root per resource. Data a screen shows from another resource lives
 * under that resource's root (a business's tickets under 'tickets', the City dropdown under 'cities'), so one
 * invalidation of a root refreshes every place that shows it. Typed: a misspelt root fails to compile.
 */
export type QueryRoot =
  | 'activity'
  | 'business'
  | 'cities'
  | 'customers'
  | 'dashboard'
  | 'disputes'
  | 'faqs'
  | 'glass-types'
  | 'help'
  | 'mail'
  | 'operations'
  | 'plants'
  | 'profile'
  | 'roles'
  | 'session'
  | 'support'
  | 'ticket-settings'
  | 'tickets'
  | 'trolleys'
  | 'users'
  | 'warranty-reasons';

/** A root, or one key below it when the whole root would refetch more than the change touched. */
export type Invalidation = QueryRoot | readonly [QueryRoot, ...unknown[]];

/** A query key whose first element is a known root: `queryKey('roles', 'options')`. */
export const queryKey = <const K extends readonly [QueryRoot, ...unknown[]]>(...key: K): K => key;

/** The signed-in user's own data: re-read when the shell opens, and after changes that may alter it. */
export const sessionKeys = {
  operations: queryKey('session', 'operations'),
  ticketPermissions: queryKey('session', 'ticket-permissions'),
  plants: (userId: number | undefined) => queryKey('session', 'plants', userId),
};

/** Marks the queries under these roots or keys stale (those on screen refetch); settles when they have. */
export function useInvalidate(targets: readonly Invalidation[]) {
  const client = useQueryClient();
  return async () => {
    await Promise.all(targets.map((target) => client.invalidateQueries({ queryKey: typeof target === 'string' ? [target] : target })));
  };
}
