import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTOR_TYPES, ACTIVITY_ENTITY_TYPES } from '@glassdesk/shared';
import { parseId } from '../../../lib/use-id-param';
import type { ActivityFilter } from '../api/activity';

type Key = keyof ActivityFilter;
const KEYS: readonly Key[] = ['from', 'to', 'actor_type', 'actor_id', 'entity_type', 'action'];

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined => values.find((value) => value === raw);
// The contract's calendar day (YYYY-MM-DD), what a date field gives; anything else in the URL is left out.
const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);

/**
 * The Activity screen's filters, kept in the URL beside the list's page, sort and search, so back, refresh and a
 * shared link keep them. A change goes back to the first page; another actor type drops the chosen actor.
 */
export function useActivityFilter() {
  const [params, setParams] = useSearchParams();
  const actorType = oneOf(ACTIVITY_ACTOR_TYPES, params.get('actor_type'));
  const filter: ActivityFilter = {
    from: day(params.get('from')),
    to: day(params.get('to')),
    actor_type: actorType,
    actor_id: actorType ? (parseId(params.get('actor_id') ?? undefined) ?? undefined) : undefined,
    entity_type: oneOf(ACTIVITY_ENTITY_TYPES, params.get('entity_type')),
    action: oneOf(ACTIVITY_ACTIONS, params.get('action')),
  };

  const setFilter = useCallback(
    (changes: Partial<Record<Key, string | number | null>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if ('actor_type' in changes && !('actor_id' in changes)) next.delete('actor_id');
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const clear = () => setFilter(Object.fromEntries(KEYS.map((key) => [key, null])));
  const active = KEYS.some((key) => filter[key] !== undefined);
  return { filter, setFilter, clear, active };
}
