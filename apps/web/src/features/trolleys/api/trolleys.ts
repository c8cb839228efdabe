import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  MESSAGES,
  type PagingQuery,
  type Trolley,
  type TrolleyBalanceSortColumn,
  type TrolleyCheckin,
  type TrolleyDefleet,
  type TrolleyDelivery,
  type TrolleyIncident,
  type TrolleyMaintenance,
  type TrolleyPickup,
  type TrolleyRecover,
  type TrolleySave,
  type TrolleySortColumn,
  type TrolleyStatus,
  type TrolleyTransaction,
  type TrolleyTransfer,
} from '@glassdesk/shared';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import type { TrashScreen } from '../../../components/resource/trash-page';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { PathOf } from '../../../lib/api-types';
import { createCrudResource } from '../../../lib/crud-resource';
import { queryKey } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';
import { useUser } from '../../../lib/session';
import { isNotFound } from '../../../lib/use-id-param';
import { useCustomerChoices } from '../../../lookups/use-customer-options';
import { TROLLEY_TEXT } from '../components/messages';
import { bookPlants, bookTrolley, isOffline, keepPlants, keepTrolley } from '../handover/offline-book';
import { offersMove } from '../components/offered-moves';

export type TrolleyQuery = PagingQuery<TrolleySortColumn>;
/** Checkout lists PlantChange trolleys leaving a plant; check-in those arriving at it (spec §4). */
export type TransferDirection = 'checkout' | 'checkin';

/**
 * Every trolley query lives under the 'trolleys' root, so any change to a trolley refreshes them all (lists, detail,
 * transactions, costs). spec §7: the fleet is GET /trolleys with disabled=0, the deleted list the same call with
 * is_deleted=true.
 */
export const trolleys = createCrudResource<Trolley, TrolleySave, TrolleySave, Trolley, TrolleyQuery & { disabled: 0; trolley_status?: TrolleyStatus }>({
  base: '/trolleys',
  key: 'trolleys',
  trash: { is_deleted: 'true' },
});

/** spec §2 "Trolleys": what the add and update pages say and where they lead (the form stays in their own chunks). */
export const trolleyForms = {
  title: 'Trolleys',
  noun: 'Trolley',
  path: '/dashboard/trolleys',
  editRoute: 'trolleys/:trolleyId/edit',
  // spec §8: trolley forms show a 409 detail, and a 422 as the first entry's field name plus its message.
  saved: { added: MESSAGES.added, updated: MESSAGES.updated, errorStyle: 'field' },
} satisfies Pick<ResourceScreen<Trolley>, 'title' | 'noun' | 'path' | 'editRoute' | 'saved'>;

/** spec §2 "Deleted Trolleys": each row restorable after a confirmation (spec §4); the page passes its columns. */
export const trolleyTrash: TrashScreen<Trolley> = {
  title: 'Deleted Trolleys',
  list: { label: 'Trolleys', route: 'trolleys', path: '/dashboard/trolleys' },
  rowName: (t) => t.name,
  actions: [
    {
      label: 'Restore Trolley',
      kind: 'restore',
      operation: 'Restore Trolley',
      run: trolleys.restore,
      // The lifecycle table says where a deleted trolley may come back from (at a plant; no plant limit).
      offers: (t) => offersMove(t, 'restore', []),
      title: TROLLEY_TEXT.restoreTitle,
      text: TROLLEY_TEXT.restoreQuestion,
      successMessage: MESSAGES.restored,
      errorStyle: 'field',
    },
  ],
  actionWidth: 80,
  dense: true,
};

export const trolleyKeys = {
  byUid: (uid: string) => queryKey('trolleys', 'uid', uid),
  transaction: (id: number, historyId: number) => queryKey('trolleys', 'transaction', id, historyId),
  history: (id: number, historyId: number) => queryKey('trolleys', 'history', id, historyId),
  transfers: (which: TransferDirection, plantId: number, query: TrolleyQuery) => queryKey('trolleys', which, plantId, query),
  costs: (customerId: number, page: { start: number; limit: number }) => queryKey('trolleys', 'costs', customerId, page),
  plants: () => queryKey('trolleys', 'plants'),
  balance: (query: PagingQuery<TrolleyBalanceSortColumn>) => queryKey('trolleys', 'balance', query),
};

/** The fleet (not the deleted list), optionally one status (trolley_status, SPEC's value). */
export const useTrolleys = (query: TrolleyQuery & { trolley_status?: TrolleyStatus }) => trolleys.useList({ ...query, disabled: 0 });

// A trolley the API does not know (404) shows the route's Page not found instead of the screen.
export const useTrolley = trolleys.useOne;

/**
 * A trolley by the code a scan or the UID field gives: the server's answer (kept on the phone for offline use), or
 * without a network the phone's book (CONTRACT: the driver's offline Hand-over); a 404 when neither knows it.
 */
export async function findTrolleyByUid(uid: string, signal?: AbortSignal): Promise<Trolley> {
  try {
    const trolley = await api.get('/trolleys/by-uid/{uid}', { params: { uid }, signal });
    void keepTrolley(trolley).catch(() => undefined);
    return trolley;
  } catch (error) {
    if (!isOffline(error) || signal?.aborted) throw error;
    const kept = await bookTrolley(uid).catch(() => undefined);
    if (kept) return kept;
    throw new ApiError(404, `No trolley has the UID ${uid} on this phone.`, null);
  }
}

/** The Hand-over screen: the trolley a scanned or typed code names (null: nothing asked yet). */
export const useTrolleyByUid = (uid: string | null) =>
  useQuery({
    queryKey: trolleyKeys.byUid(uid ?? ''),
    queryFn: ({ signal }) => findTrolleyByUid(uid!, signal),
    enabled: uid !== null && uid !== '',
    // Offline, the phone's book answers at once: no retries against a network that is not there, and the query runs
    // without one (TanStack's default pauses it until the browser says it is online).
    retry: (count, error) => !isOffline(error) && count < 2,
    networkMode: 'always',
    staleTime: 0,
  });

export const useTrolleyTransactions = trolleys.subList<TrolleyTransaction>({ name: 'transactions', path: '/trolleys/{id}/transactions' });

export const useTrolleyTransaction = (id: number, historyId: number) =>
  useQuery({
    queryKey: trolleyKeys.transaction(id, historyId),
    queryFn: ({ signal }) => api.get('/trolleys/{id}/transactions/{historyId}', { params: { id, historyId }, signal }),
    throwOnError: isNotFound,
  });

export const useTrolleyHistory = (id: number, historyId: number) =>
  useQuery({
    queryKey: trolleyKeys.history(id, historyId),
    queryFn: ({ signal }) => api.get('/trolleys/{id}/transactions/{historyId}/history', { params: { id, historyId }, signal }),
    throwOnError: isNotFound,
  });

/**
 * The plants the user may act at (checkout and check-in selectors, transfer, Hand-over): the user's plants, or
 * every plant for the Super Admin, whose plants cannot be assigned (GET /trolleys/plants).
 */
export const useActingPlants = () => {
  const userId = useUser()?.id ?? 0;
  return useQuery({
    queryKey: trolleyKeys.plants(),
    queryFn: async ({ signal }) => {
      try {
        const plants = await api.get('/trolleys/plants', { signal });
        void keepPlants(userId, plants).catch(() => undefined);
        return plants;
      } catch (error) {
        // Offline, the plants kept on the phone decide what the Hand-over screen offers.
        const kept = isOffline(error) ? await bookPlants(userId).catch(() => undefined) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    retry: (count, error) => !isOffline(error) && count < 2,
    networkMode: 'always',
    staleTime: 30_000,
  });
};

const TRANSFER_PATHS = { checkout: '/trolleys/statuses/checkout', checkin: '/trolleys/statuses/checkin' } as const satisfies Record<TransferDirection, PathOf<'get'>>;

// spec §7: GET /trolleys/statuses/checkout|checkin with paging, plant_id, trolley_status=PlantChange, disabled=0.
export const useTransferTrolleys = (which: TransferDirection, plantId: number | null, query: TrolleyQuery) =>
  useQuery({
    queryKey: trolleyKeys.transfers(which, plantId ?? 0, query),
    queryFn: ({ signal }) =>
      api.get(TRANSFER_PATHS[which], {
        query: { ...query, plant_id: plantId, trolley_status: 'PlantChange', disabled: '0' },
        signal,
      }),
    enabled: plantId !== null,
    placeholderData: keepPreviousData,
  });

const useHeldTrolleys = trolleys.subList<Trolley>({ name: 'customer', path: '/trolleys/customers', filter: (customerId) => ({ customer_id: customerId }) });
/** CONTRACT: the trolleys the customer holds now (Delivery), time_duration = days held. */
export const useCustomerTrolleys = (customerId: number | null, query: TrolleyQuery) => useHeldTrolleys(customerId ?? 0, query, customerId !== null);

/** The balance board, one row per customer holding trolleys, with the fleet's totals. */
export const useTrolleyBalance = (query: PagingQuery<TrolleyBalanceSortColumn>) =>
  useQuery({
    queryKey: trolleyKeys.balance(query),
    queryFn: ({ signal }) => api.get('/trolleys/balance', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /trolleys/reminders: the customer's overdue list, mailed now (the board's "Send reminder"). */
export const useSendTrolleyReminder = () => useMutation({ mutationFn: (customerId: number) => api.post('/trolleys/reminders', { body: { customer_id: customerId } }) });

/** GET /report/trolleys/balance/export: the board's rows under its search and order, saved as trolley-balance.xlsx. */
export async function exportTrolleyBalance(query: Pick<PagingQuery<TrolleyBalanceSortColumn>, 'search' | 'sort_by' | 'order'>) {
  const blob = await api.download('/report/trolleys/balance/export', { query });
  saveFile(blob, 'trolley-balance.xlsx');
}

/** CONTRACT hold-time cost: one row per hold, newest first, with the customer's total. */
export const useTrolleyCosts = (customerId: number | null, page: { start: number; limit: number }) =>
  useQuery({
    queryKey: trolleyKeys.costs(customerId ?? 0, page),
    queryFn: ({ signal }) => api.get('/trolleys/costs', { query: { customer_id: customerId, ...page }, signal }),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
  });

export const useDeleteTrolley = trolleys.useDelete;

export const useTransferTrolley = (id: number) => trolleys.useChange((body: TrolleyTransfer) => api.put('/trolleys/{id}/plantchange', { params: { id }, body }));

/** spec §7: the checkout and check-in buttons send name null, no_of_bars 0, images [], image null, note null. */
const EMPTY_MOVE = { name: null, no_of_bars: 0, images: [], image: null, note: null };
export const useCheckoutTrolley = () =>
  trolleys.useChange((t: Pick<Trolley, 'id' | 'from_plant' | 'to_plant'>) =>
    api.put('/trolleys/{id}/plantdropoff', { params: { id: t.id }, body: { ...EMPTY_MOVE, to_plant_id: t.to_plant, from_plant_id: t.from_plant } }),
  );
// A trolley offered for check-in is under way, so it names its destination; were to_plant null, it is sent as it is
// and the server answers 422 "Plant is required." (the API types the field as required, hence the cast).
export const useCheckinTrolley = () =>
  trolleys.useChange((t: Pick<Trolley, 'id' | 'from_plant' | 'to_plant'>) =>
    api.put('/trolleys/{id}/onplant', { params: { id: t.id }, body: { ...EMPTY_MOVE, to_plant_id: t.to_plant as number, from_plant_id: t.from_plant } }),
  );

// CONTRACT hand-overs.
export type HandoverStep =
  | { step: 'delivery'; body: TrolleyDelivery }
  | { step: 'pickup'; body: TrolleyPickup }
  | { step: 'onplant'; body: TrolleyCheckin }
  | { step: 'maintenance'; body: TrolleyMaintenance };

/** PUT /trolleys/{id}/<step>: each step its own path in the document, so each body is checked against its own. */
function handover(id: number, { step, body }: HandoverStep) {
  const params = { id };
  switch (step) {
    case 'delivery':
      return api.put('/trolleys/{id}/delivery', { params, body });
    case 'pickup':
      return api.put('/trolleys/{id}/pickup', { params, body });
    case 'onplant':
      return api.put('/trolleys/{id}/onplant', { params, body });
    case 'maintenance':
      return api.put('/trolleys/{id}/maintenance', { params, body });
  }
}
export const useHandover = (id: number) => trolleys.useChange((change: HandoverStep) => handover(id, change));

// A trolley reported lost or damaged, and a lost one recovered onto a plant.
export type IncidentStep =
  { step: 'lost'; body: TrolleyIncident } | { step: 'damaged'; body: TrolleyIncident } | { step: 'recover'; body: TrolleyRecover } | { step: 'defleet'; body: TrolleyDefleet };
function incident(id: number, { step, body }: IncidentStep) {
  const params = { id };
  switch (step) {
    case 'lost':
      return api.put('/trolleys/{id}/lost', { params, body });
    case 'damaged':
      return api.put('/trolleys/{id}/damaged', { params, body });
    case 'recover':
      return api.put('/trolleys/{id}/recover', { params, body });
    case 'defleet':
      return api.put('/trolleys/{id}/defleet', { params, body });
  }
}
export const useTrolleyIncident = (id: number) => trolleys.useChange((change: IncidentStep) => incident(id, change));

/** The delivery's customer choice: approved customers only, as the server accepts (GET /trolleys/delivery-customers). */
export const useDeliveryCustomerOptions = (search: string) => useCustomerChoices(search, 'delivery');
