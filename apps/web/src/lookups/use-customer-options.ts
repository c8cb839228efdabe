import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CustomerOption } from '@glassdesk/shared';
import { api } from '../lib/api-client';
import type { PathOf } from '../lib/api-types';
import type { EntityOption, OptionsResult } from '../components/form/form-autocomplete';
import { inNaturalOrder } from './natural-order';
import { queryKey } from '../lib/query-keys';
import { fullName } from '../lib/full-name';

/** How many customers a dropdown shows at once; the typed text narrows them on the server. */
export const OPTION_LIMIT = 50;

/** Where customer choices come from: every live customer, or the approved ones a trolley may be delivered to. */
export type CustomerSource = 'all' | 'delivery';
const PATHS = { all: '/customers/all', delivery: '/trolleys/delivery-customers' } as const satisfies Record<CustomerSource, PathOf<'get'>>;

// Under the 'customers' key root, so every customer mutation (an approval too) refreshes these options.
export const customerOptionsKey = (search: string, source: CustomerSource = 'all') => queryKey('customers', 'options', source, search);

// One more than shown: when it comes back, more customers match than the dropdown shows (the answer stays the
// SPEC's plain array).
export const fetchCustomerOptions = (search: string, signal?: AbortSignal, source: CustomerSource = 'all', start = 0) =>
  api.get(PATHS[source], { query: { search: search.trim(), limit: OPTION_LIMIT + 1, start }, signal });

/** A customer as a dropdown shows it: the name, and the email that tells two namesakes apart. */
export const customerLabel = (name: string, email: string | null | undefined) => (email ? `${name} (${email})` : name);

export const customerOption = (customer: Pick<CustomerOption, 'id' | 'first_name' | 'last_name' | 'email'>): EntityOption => ({
  id: customer.id,
  name: customerLabel(fullName(customer), customer.email),
});

/**
 * The customers matching the typed text, as the server orders them (first name, then last name), 50 at a time, each
 * page in natural order, the next page asked for as the list is scrolled to its end (`loadMore`); `more` while the
 * server has more. staleTime 0: every dropdown that opens asks again, so a customer who registered (or was
 * approved) a moment ago is offered.
 */
export function useCustomerChoices(search: string, source: CustomerSource): OptionsResult {
  const query = useInfiniteQuery({
    queryKey: customerOptionsKey(search, source),
    queryFn: ({ signal, pageParam }) => fetchCustomerOptions(search, signal, source, pageParam),
    initialPageParam: 0,
    // One more than a page came back: the next page starts where this one stopped.
    getNextPageParam: (last, _all, start) => (last.length > OPTION_LIMIT ? start + OPTION_LIMIT : undefined),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const pages = query.data?.pages;
  const options = useMemo(() => {
    const seen = new Set<number>();
    // A customer added between two pages can push one from the first onto the second: shown once.
    return (pages ?? []).flatMap((page) => inNaturalOrder(page.slice(0, OPTION_LIMIT).map(customerOption)).filter((o) => !seen.has(o.id) && seen.add(o.id)));
  }, [pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return {
    options,
    loading: query.isFetching,
    more: hasNextPage,
    loadMore: hasNextPage && !isFetchingNextPage ? () => void fetchNextPage() : undefined,
  };
}

/** The searchable Customer dropdown over every live customer (GET /customers/all): master customer, cost, trolleys. */
export const useCustomerOptions = (search: string) => useCustomerChoices(search, 'all');
