import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerOption } from '@glassdesk/shared';
import { api } from '../lib/api-client';
import type { EntityOption } from '../components/form/form-autocomplete';
import { inNaturalOrder } from './natural-order';

const OPTION_LIMIT = 50;

// Under the 'customers' key root, so every customer mutation refreshes these options too.
export const customerOptionsKey = (search: string) => ['customers', 'options', search] as const;

export const fetchCustomerOptions = (search: string, signal?: AbortSignal) =>
  api.get<CustomerOption[]>('/customers/all', { query: { search: search.trim(), limit: OPTION_LIMIT }, signal });

/** A customer as a dropdown shows it: the name, and the email that tells two namesakes apart. */
export const customerLabel = (name: string, email: string | null | undefined) => (email ? `${name} (${email})` : name);

export const customerOption = (customer: Pick<CustomerOption, 'id' | 'first_name' | 'last_name' | 'email'>): EntityOption => ({
  id: customer.id,
  name: customerLabel(`${customer.first_name} ${customer.last_name}`, customer.email),
});

/**
 * The searchable Customer dropdown (the business form's master customer): the first 50 customers matching the
 * typed text (GET /customers/all), in natural order. staleTime 0: every form that opens asks again, so a
 * customer who registered a moment ago is offered.
 */
export function useCustomerOptions(search: string): { options: EntityOption[]; loading: boolean } {
  const query = useQuery({
    queryKey: customerOptionsKey(search),
    queryFn: ({ signal }) => fetchCustomerOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const options = useMemo(() => inNaturalOrder((query.data ?? []).map(customerOption)), [query.data]);
  return { options, loading: query.isFetching };
}
