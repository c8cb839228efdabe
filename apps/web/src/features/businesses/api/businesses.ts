import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business, BusinessSave, BusinessTicketSettings, Customer, CustomerOption, ListResult, PagingQuery, TicketRow } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';
import { isNotFound } from '../../../lib/use-id-param';

const businesses = createCrudResource<Business, BusinessSave>({ base: '/business', key: 'business' });
const { keys } = businesses;

export const businessKeys = {
  ...keys,
  trash: (query: PagingQuery) => [...keys.all, 'trash', query] as const,
  employees: (id: number, query: PagingQuery) => [...keys.all, 'employees', id, query] as const,
  customersAll: (id: number) => [...keys.all, 'customers-all', id] as const,
  settings: (id: number) => [...keys.all, 'settings', id] as const,
};

export const useBusinesses = businesses.useList;
export const useBusiness = businesses.useOne;
/** The business, read only when the user's operations allow it (the tickets screen needs List Tickets only). */
export const useBusinessWhen = (id: number, enabled: boolean) => useQuery({ ...businesses.oneQuery(id), enabled, throwOnError: isNotFound });

/** Changes to a business show on the customer screens too (a customer's business, the master customer). */
function useBusinessMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.all }), client.invalidateQueries({ queryKey: ['customers'] })]),
  });
}

export const useCreateBusiness = () => useBusinessMutation(businesses.create);
export const useUpdateBusiness = (id: number) => useBusinessMutation((body: BusinessSave) => businesses.update(id, body));
export const useDeleteBusiness = () => useBusinessMutation(businesses.remove);
export const useRestoreBusiness = () => useBusinessMutation((id: number) => api.put<{ message: string }>(`/business/${id}/restore`));

// spec §7: the trash is the same list with deleted=true.
const fetchTrash = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<Business>>('/business', { query: { ...query, deleted: true }, signal });

export const useDeletedBusinesses = (query: PagingQuery) =>
  useQuery({ queryKey: businessKeys.trash(query), queryFn: ({ signal }) => fetchTrash(query, signal), placeholderData: keepPreviousData });

const fetchEmployees = (id: number, query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<Customer>>(`/business/${id}/customers`, { query, signal });

export const useEmployees = (id: number, query: PagingQuery) =>
  useQuery({ queryKey: businessKeys.employees(id, query), queryFn: ({ signal }) => fetchEmployees(id, query, signal), placeholderData: keepPreviousData });

const fetchBusinessCustomers = (id: number, signal?: AbortSignal) => api.get<CustomerOption[]>(`/business/${id}/customers/all`, { signal });

/** The customers the ticket settings choose from; staleTime 0 so one who just joined the business is offered. */
export const useBusinessCustomers = (id: number) =>
  useQuery({ queryKey: businessKeys.customersAll(id), queryFn: ({ signal }) => fetchBusinessCustomers(id, signal), staleTime: 0 });

const fetchSettings = (id: number, signal?: AbortSignal) => api.get<BusinessTicketSettings>(`/business/${id}/customers/settings`, { signal });

export const useBusinessSettings = (id: number) => useQuery({ queryKey: businessKeys.settings(id), queryFn: ({ signal }) => fetchSettings(id, signal), staleTime: 0 });

export function useSaveBusinessSettings(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessTicketSettings) => api.put<BusinessTicketSettings>(`/business/${id}/customers/settings`, body),
    onSuccess: (settings) => client.setQueryData(businessKeys.settings(id), settings),
  });
}

// spec §7 GET /tickets with business=<id>: the business tickets screen. Under the 'tickets' root, so a change to a
// ticket (notified, delivered, disabled) refreshes it.
const fetchBusinessTickets = (id: number, query: PagingQuery, signal?: AbortSignal) =>
  api.get<ListResult<TicketRow>>('/tickets', { query: { ...query, disabled: 0, business: id }, signal });

export const useBusinessTickets = (id: number, query: PagingQuery) =>
  useQuery({
    queryKey: ['tickets', 'business', id, query] as const,
    queryFn: ({ signal }) => fetchBusinessTickets(id, query, signal),
    placeholderData: keepPreviousData,
  });
