import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { EntityOption } from '../components/form/form-autocomplete';
import { inNaturalOrder } from './natural-order';
import { queryKey } from '../lib/query-keys';

const OPTION_LIMIT = 50;

// Under the 'business' key root, so every business mutation refreshes these options too.
export const businessOptionsKey = (search: string) => queryKey('business', 'options', search);

export const fetchBusinessOptions = (search: string, signal?: AbortSignal) => api.get('/business/all', { query: { search: search.trim(), limit: OPTION_LIMIT }, signal });

/**
 * The searchable Business dropdown (a customer's Update Business dialog): the first 50 businesses matching the
 * typed text (GET /business/all), in natural order. staleTime 0: a business added a moment ago is offered.
 */
export function useBusinessOptions(search: string): { options: EntityOption[]; loading: boolean } {
  const query = useQuery({
    queryKey: businessOptionsKey(search),
    queryFn: ({ signal }) => fetchBusinessOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const options = useMemo(() => inNaturalOrder((query.data ?? []).map(({ id, name }) => ({ id, name }))), [query.data]);
  return { options, loading: query.isFetching };
}
