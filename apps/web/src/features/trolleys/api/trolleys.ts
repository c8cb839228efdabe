import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  PagingQuery,
  PlantOption,
  Trolley,
  TrolleyCheckinInput,
  TrolleyCostList,
  TrolleyDeliveryInput,
  TrolleyHistoryHeader,
  TrolleyMaintenanceInput,
  TrolleyPickupInput,
  TrolleySave,
  TrolleySortColumn,
  TrolleyTransaction,
  TrolleyTransferFormInput,
} from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/use-id-param';
import { useCustomerChoices } from '../../../lookups/use-customer-options';

type Message = { message: string };
export type TrolleyQuery = PagingQuery<TrolleySortColumn>;
/** Checkout lists PlantChange trolleys leaving a plant; check-in those arriving at it (spec §4). */
export type TransferDirection = 'checkout' | 'checkin';

export const trolleyKeys = {
  all: ['trolleys'] as const,
  list: (query: TrolleyQuery) => [...trolleyKeys.all, 'list', query] as const,
  deleted: (query: TrolleyQuery) => [...trolleyKeys.all, 'deleted', query] as const,
  detail: (id: number) => [...trolleyKeys.all, 'detail', id] as const,
  byUid: (uid: string) => [...trolleyKeys.all, 'uid', uid] as const,
  transactions: (id: number, query: PagingQuery) => [...trolleyKeys.all, 'transactions', id, query] as const,
  transaction: (id: number, historyId: number) => [...trolleyKeys.all, 'transaction', id, historyId] as const,
  history: (id: number, historyId: number) => [...trolleyKeys.all, 'history', id, historyId] as const,
  transfers: (which: TransferDirection, plantId: number, query: TrolleyQuery) => [...trolleyKeys.all, which, plantId, query] as const,
  customer: (customerId: number, query: TrolleyQuery) => [...trolleyKeys.all, 'customer', customerId, query] as const,
  costs: (customerId: number, page: { start: number; limit: number }) => [...trolleyKeys.all, 'costs', customerId, page] as const,
  plants: () => [...trolleyKeys.all, 'plants'] as const,
};

// spec §7: the fleet is GET /trolleys with disabled=0, the deleted list the same call with is_deleted=true.
export const useTrolleys = (query: TrolleyQuery) =>
  useQuery({
    queryKey: trolleyKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<Trolley>>('/trolleys', { query: { ...query, disabled: 0 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useDeletedTrolleys = (query: TrolleyQuery) =>
  useQuery({
    queryKey: trolleyKeys.deleted(query),
    queryFn: ({ signal }) => api.get<ListResult<Trolley>>('/trolleys', { query: { ...query, is_deleted: 'true' }, signal }),
    placeholderData: keepPreviousData,
  });

// A trolley the API does not know (404) shows the route's Page not found instead of the screen.
export const useTrolley = (id: number) =>
  useQuery({ queryKey: trolleyKeys.detail(id), queryFn: ({ signal }) => api.get<Trolley>(`/trolleys/${id}`, { signal }), throwOnError: isNotFound });

/** The Hand-over screen: the trolley a scanned or typed code names (null: nothing asked yet). */
export const useTrolleyByUid = (uid: string | null) =>
  useQuery({
    queryKey: trolleyKeys.byUid(uid ?? ''),
    queryFn: ({ signal }) => api.get<Trolley>(`/trolleys/by-uid/${encodeURIComponent(uid!)}`, { signal }),
    enabled: uid !== null && uid !== '',
    staleTime: 0,
  });

export const useTrolleyTransactions = (id: number, query: PagingQuery) =>
  useQuery({
    queryKey: trolleyKeys.transactions(id, query),
    queryFn: ({ signal }) => api.get<ListResult<TrolleyTransaction>>(`/trolleys/${id}/transactions`, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTrolleyTransaction = (id: number, historyId: number) =>
  useQuery({
    queryKey: trolleyKeys.transaction(id, historyId),
    queryFn: ({ signal }) => api.get<TrolleyTransaction>(`/trolleys/${id}/transactions/${historyId}`, { signal }),
    throwOnError: isNotFound,
  });

export const useTrolleyHistory = (id: number, historyId: number) =>
  useQuery({
    queryKey: trolleyKeys.history(id, historyId),
    queryFn: ({ signal }) => api.get<TrolleyHistoryHeader>(`/trolleys/${id}/transactions/${historyId}/history`, { signal }),
    throwOnError: isNotFound,
  });

/**
 * The plants the user may act at (checkout and check-in selectors, transfer, Hand-over): the user's plants, or
 * every plant for the Super Admin, whose plants cannot be assigned (GET /trolleys/plants).
 */
export const useActingPlants = () =>
  useQuery({ queryKey: trolleyKeys.plants(), queryFn: ({ signal }) => api.get<PlantOption[]>('/trolleys/plants', { signal }), staleTime: 30_000 });

// spec §7: GET /trolleys/statuses/checkout|checkin with paging, plant_id, trolley_status=PlantChange, disabled=0.
export const useTransferTrolleys = (which: TransferDirection, plantId: number | null, query: TrolleyQuery) =>
  useQuery({
    queryKey: trolleyKeys.transfers(which, plantId ?? 0, query),
    queryFn: ({ signal }) =>
      api.get<ListResult<Trolley>>(`/trolleys/statuses/${which}`, {
        query: { ...query, plant_id: plantId, trolley_status: 'PlantChange', disabled: 0 },
        signal,
      }),
    enabled: plantId !== null,
    placeholderData: keepPreviousData,
  });

/** CONTRACT: the trolleys the customer holds now (Delivery), time_duration = days held. */
export const useCustomerTrolleys = (customerId: number | null, query: TrolleyQuery) =>
  useQuery({
    queryKey: trolleyKeys.customer(customerId ?? 0, query),
    queryFn: ({ signal }) => api.get<ListResult<Trolley>>('/trolleys/customers', { query: { ...query, customer_id: customerId }, signal }),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
  });

/** CONTRACT hold-time cost: one row per hold, newest first, with the customer's total. */
export const useTrolleyCosts = (customerId: number | null, page: { start: number; limit: number }) =>
  useQuery({
    queryKey: trolleyKeys.costs(customerId ?? 0, page),
    queryFn: ({ signal }) => api.get<TrolleyCostList>('/trolleys/costs', { query: { customer_id: customerId, ...page }, signal }),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
  });

/** Any change to a trolley: every trolley query refreshes (lists, detail, transactions, costs). */
function useTrolleyMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: trolleyKeys.all }) });
}

export const useCreateTrolley = () => useTrolleyMutation((body: TrolleySave) => api.post<Trolley>('/trolleys', body));
export const useUpdateTrolley = (id: number) => useTrolleyMutation((body: TrolleySave) => api.put<Trolley>(`/trolleys/${id}`, body));
export const useDeleteTrolley = () => useTrolleyMutation((id: number) => api.delete<Message>(`/trolleys/${id}`));
export const useRestoreTrolley = () => useTrolleyMutation((id: number) => api.put<Trolley>(`/trolleys/${id}/restore`));
export const useDefleetTrolley = () => useTrolleyMutation((id: number) => api.put<Trolley>(`/trolleys/${id}/defleet`));

export const useTransferTrolley = (id: number) => useTrolleyMutation((body: TrolleyTransferFormInput) => api.put<Trolley>(`/trolleys/${id}/plantchange`, body));

/** spec §7: the checkout and check-in buttons send name null, no_of_bars 0, images [], image null, note null. */
const EMPTY_MOVE = { name: null, no_of_bars: 0, images: [], image: null, note: null };
export const useCheckoutTrolley = () =>
  useTrolleyMutation((t: Pick<Trolley, 'id' | 'from_plant' | 'to_plant'>) =>
    api.put<Trolley>(`/trolleys/${t.id}/plantdropoff`, { ...EMPTY_MOVE, to_plant_id: t.to_plant, from_plant_id: t.from_plant }),
  );
export const useCheckinTrolley = () =>
  useTrolleyMutation((t: Pick<Trolley, 'id' | 'from_plant' | 'to_plant'>) =>
    api.put<Trolley>(`/trolleys/${t.id}/onplant`, { ...EMPTY_MOVE, to_plant_id: t.to_plant, from_plant_id: t.from_plant }),
  );

// CONTRACT hand-overs.
export type HandoverStep =
  | { step: 'delivery'; body: TrolleyDeliveryInput }
  | { step: 'pickup'; body: TrolleyPickupInput }
  | { step: 'onplant'; body: TrolleyCheckinInput }
  | { step: 'maintenance'; body: TrolleyMaintenanceInput };
export const useHandover = (id: number) => useTrolleyMutation(({ step, body }: HandoverStep) => api.put<Trolley>(`/trolleys/${id}/${step}`, body));

/** The delivery's customer choice: approved customers only, as the server accepts (GET /trolleys/delivery-customers). */
export const useDeliveryCustomerOptions = (search: string) => useCustomerChoices(search, 'delivery');
