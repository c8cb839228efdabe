import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Business, type BusinessSave, type BusinessTicketSettings, type Customer, type TicketRow } from '@glassdesk/shared';
import { dayCell, nowrap } from '../../../components/cells';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import type { TrashScreen } from '../../../components/resource/trash-page';
import type { Column } from '../../../components/server-table/server-table';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';
import { isNotFound } from '../../../lib/use-id-param';

// A change to a business shows on the customer screens too (a customer's business, the master customer).
export const businesses = createCrudResource<Business, BusinessSave>({ base: '/business', key: 'business', invalidates: ['customers'] });
const { keys } = businesses;

export const useBusiness = businesses.useOne;

const column = {
  name: { id: 'name', label: 'Name', sortable: true, render: (b) => b.name },
  account: { id: 'account_id', label: 'Account Id', sortable: true, render: (b) => b.account_id ?? '' },
  master: { id: 'customer_name', label: 'Master Customer', sortable: true, render: (b) => b.customer_name ?? '' },
  email: { id: 'email', label: 'Email', sortable: true, truncate: '16ch', render: (b) => b.email ?? '' },
  contact: { id: 'contact', label: 'Contact', sortable: true, render: (b) => nowrap(b.contact) },
  tickets: { id: 'ticket_count', label: 'Tickets', sortable: true, align: 'right', render: (b) => b.ticket_count },
  created: { id: 'created_at', label: 'Created', sortable: true, render: (b) => dayCell(b.created_at) },
} satisfies Record<string, Column<Business>>;

/** spec §2 "Businesses": list, add, edit, delete with confirmation. */
export const businessScreen = {
  title: 'Business',
  noun: 'Business',
  path: '/dashboard/business',
  addRoute: 'business/add',
  editRoute: 'business/:businessId',
  columns: [column.name, column.account, column.master, column.email, column.contact, column.tickets, column.created],
  rowName: (b) => b.name,
  remove: {
    operation: 'Delete Business',
    title: MESSAGES.deleteBusinessTitle,
    text: MESSAGES.deleteBusinessQuestion,
    successMessage: MESSAGES.businessDeleted,
    errorStyle: 'field',
  },
  actionWidth: 170,
  dense: true,
  // spec §8: a 422 on the business form shows the first entry's field name plus its message; a 409 its detail.
  saved: { added: MESSAGES.added, updated: MESSAGES.businessUpdated, errorStyle: 'field' },
} satisfies ResourceScreen<Business>;

/** spec §2 "Businesses": the trash list, each row restorable after a confirmation (spec §4, §8). */
export const businessTrash: TrashScreen<Business> = {
  title: 'Business Trash',
  list: { label: 'Business', route: 'business', path: '/dashboard/business' },
  columns: [column.name, column.account, column.master, column.email, column.contact, column.created],
  rowName: (b) => b.name,
  actions: [
    {
      label: 'Restore Business',
      kind: 'restore',
      operation: 'Restore Business',
      run: businesses.restore,
      tooltip: (b) => `Restore Business ${b.name}`,
      title: MESSAGES.restoreBusinessTitle,
      text: MESSAGES.restoreBusinessQuestion,
      successMessage: MESSAGES.restored,
      errorStyle: 'field',
      confirmColor: 'primary',
    },
  ],
  actionWidth: 90,
  dense: true,
};

const businessKeys = {
  customersAll: (id: number) => [...keys.all, 'customers-all', id] as const,
  settings: (id: number) => [...keys.all, 'settings', id] as const,
};

/** The business, read only when the user's operations allow it (the tickets screen needs List Tickets only). */
export const useBusinessWhen = (id: number, enabled: boolean) => useQuery({ ...businesses.oneQuery(id), enabled, throwOnError: isNotFound });

export const useEmployees = businesses.subList<Customer>({ name: 'employees', path: '/business/{id}/customers' });

// spec §7 GET /tickets with business=<id>: under the 'tickets' root, so a change to a ticket (notified, delivered,
// disabled) refreshes it.
export const useBusinessTickets = businesses.subList<TicketRow>({ name: 'business', root: 'tickets', path: '/tickets', filter: (id) => ({ disabled: 0, business: id }) });

const fetchBusinessCustomers = (id: number, signal?: AbortSignal) => api.get('/business/{id}/customers/all', { params: { id }, signal });

/** The customers the ticket settings choose from; staleTime 0 so one who just joined the business is offered. */
export const useBusinessCustomers = (id: number) =>
  useQuery({ queryKey: businessKeys.customersAll(id), queryFn: ({ signal }) => fetchBusinessCustomers(id, signal), staleTime: 0 });

const fetchSettings = (id: number, signal?: AbortSignal) => api.get('/business/{id}/customers/settings', { params: { id }, signal });

export const useBusinessSettings = (id: number) => useQuery({ queryKey: businessKeys.settings(id), queryFn: ({ signal }) => fetchSettings(id, signal), staleTime: 0 });

export function useSaveBusinessSettings(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessTicketSettings) => api.put('/business/{id}/customers/settings', { params: { id }, body }),
    onSuccess: (settings) => client.setQueryData(businessKeys.settings(id), settings),
  });
}
