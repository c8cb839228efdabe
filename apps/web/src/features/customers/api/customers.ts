import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CostHistory, Customer, CustomerCost, ListResult, PagingQuery, TicketRow } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';

type Message = { message: string };

// Staff never create or edit a customer here: customers register through the customer app (CONTRACT).
const customers = createCrudResource<Customer, never>({ base: '/customers', key: 'customers' });
const { keys } = customers;

export const customerKeys = {
  ...keys,
  trash: (query: PagingQuery) => [...keys.all, 'trash', query] as const,
  cost: (id: number, query: PagingQuery) => [...keys.all, 'cost', id, query] as const,
  tickets: (id: number, query: PagingQuery) => [...keys.all, 'tickets', id, query] as const,
};

export const useCustomers = customers.useList;
export const useCustomer = customers.useOne;

// spec §7: the trash is the same list with deleted=true.
const fetchTrash = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<Customer>>('/customers', { query: { ...query, deleted: true }, signal });

export const useDeletedCustomers = (query: PagingQuery) =>
  useQuery(queryOptions({ queryKey: customerKeys.trash(query), queryFn: ({ signal }) => fetchTrash(query, signal), placeholderData: keepPreviousData }));

const fetchCostHistory = (id: number, query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<CostHistory>>(`/customers/${id}/cost`, { query, signal });

export const useCostHistory = (id: number, query: PagingQuery, enabled = true) =>
  useQuery({
    queryKey: customerKeys.cost(id, query),
    queryFn: ({ signal }) => fetchCostHistory(id, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

// spec §7: GET /tickets/customers/{customerId} -> list, count: the customer's live tickets.
const fetchCustomerTickets = (id: number, query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<TicketRow>>(`/tickets/customers/${id}`, { query, signal });

export const useCustomerTickets = (id: number, query: PagingQuery) =>
  useQuery({
    // Under the 'tickets' root too, so a change to a ticket refreshes it.
    queryKey: ['tickets', ...customerKeys.tickets(id, query)],
    queryFn: ({ signal }) => fetchCustomerTickets(id, query, signal),
    placeholderData: keepPreviousData,
  });

/** A mutation on one or more customers: every customer query (lists, trash, detail, dropdowns) refreshes. */
function useCustomerMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // A customer's business shows on the business screens too (employees, master customer).
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.all }), client.invalidateQueries({ queryKey: ['business'] })]),
  });
}

export const useSetApproval = () =>
  useCustomerMutation(({ id, is_approved }: { id: number; is_approved: boolean }) => api.put<Customer>(`/customers/${id}/approval`, { is_approved }));

export const useSetVerification = () =>
  useCustomerMutation(({ id, is_verified }: { id: number; is_verified: boolean }) => api.put<Customer>(`/customers/${id}/verification`, { is_verified }));

export const useSendNotification = () => useMutation({ mutationFn: (body: { id: number; message: string }) => api.post<Message>('/customers/notification', body) });

export const useSetCost = () => useCustomerMutation(({ id, ...body }: CustomerCost & { id: number }) => api.put<Customer>(`/customers/${id}/cost`, body));

export const useUpdateCustomerBusiness = () =>
  useCustomerMutation(({ id, business_id }: { id: number; business_id: number }) => api.put<Customer>(`/customers/${id}/business`, { business_id }));

export const useRemoveCustomer = () => useCustomerMutation((id: number) => api.delete<Message>(`/customers/${id}`));
export const useRestoreCustomer = () => useCustomerMutation((id: number) => api.put<Message>(`/customers/${id}/restore`));
export const usePurgeCustomer = () => useCustomerMutation((id: number) => api.delete<Message>(`/customers/${id}/deleted`));
