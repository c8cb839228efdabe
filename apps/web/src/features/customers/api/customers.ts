import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES, type CostHistory, type Customer, type CustomerCost, type PagingQuery, type TicketSortColumn } from '@glassdesk/shared';
import { dayCell, nowrap } from '../../../components/cells';
import type { ConfirmTexts } from '../../../components/resource/resource-screen';
import type { TrashScreen } from '../../../components/resource/trash-page';
import type { Column } from '../../../components/server-table/server-table';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';
import { fullName } from '../../../lib/full-name';
import { queryKey } from '../../../lib/query-keys';

// Staff never create or edit a customer here: customers register through the customer app (CONTRACT). A change to
// a customer shows on the business screens too (employees, master customer).
export const customers = createCrudResource<Customer, never>({ base: '/customers', key: 'customers', invalidates: ['business'] });

export const useCustomer = customers.useOne;

export const useCostHistory = customers.subList<CostHistory>({ name: 'cost', path: '/customers/{id}/cost' });

// spec §7: GET /tickets/customers/{customerId} -> list, count: the customer's live tickets. Under the 'tickets'
// root, so a change to a ticket refreshes it. Not a subList: the document names its parameter {customerId}, not {id}.
export const useCustomerTickets = (customerId: number, query: PagingQuery<TicketSortColumn>, enabled = true) =>
  useQuery({
    queryKey: queryKey('tickets', 'customer', customerId, query),
    queryFn: ({ signal }) => api.get('/tickets/customers/{customerId}', { params: { customerId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useSetApproval = () =>
  customers.useChange(({ id, is_approved, business_id }: { id: number; is_approved: boolean; business_id?: number | null }) =>
    api.put('/customers/{id}/approval', { params: { id }, body: business_id === undefined ? { is_approved } : { is_approved, business_id } }),
  );

export const useSetVerification = () =>
  customers.useChange(({ id, is_verified }: { id: number; is_verified: boolean }) => api.put('/customers/{id}/verification', { params: { id }, body: { is_verified } }));

export const useSendNotification = () => useMutation({ mutationFn: (body: { id: number; message: string }) => api.post('/customers/notification', { body }) });

export const useSetCost = () => customers.useChange(({ id, ...body }: CustomerCost & { id: number }) => api.put('/customers/{id}/cost', { params: { id }, body }));

export const useUpdateCustomerBusiness = () =>
  customers.useChange(({ id, business_id }: { id: number; business_id: number }) => api.put('/customers/{id}/business', { params: { id }, body: { business_id } }));

/** spec §8: deleting a customer asks first; a refusal (409) shows the server's detail. */
export const customerDelete: ConfirmTexts = {
  title: MESSAGES.deleteCustomerTitle,
  text: MESSAGES.deleteCustomerQuestion,
  successMessage: MESSAGES.customerDeleted,
  errorStyle: 'field',
};

/** The columns both customer lists show. */
export const customerColumn = {
  name: { id: 'first_name', label: 'Name', sortable: true, render: fullName },
  email: { id: 'email', label: 'Email', sortable: true, truncate: '13ch', render: (c) => c.email },
  number: { id: 'number', label: 'Number', sortable: true, render: (c) => nowrap(c.number) },
  business: { id: 'business_name', label: 'Business', sortable: true, render: (c) => c.business_name ?? '' },
  created: { id: 'created_at', label: 'Created', sortable: true, render: (c) => dayCell(c.created_at) },
} satisfies Record<string, Column<Customer>>;

/** spec §2 "Customers": the trash list; restore, or delete for good after a warning that it cannot be undone. */
export const customerTrash: TrashScreen<Customer> = {
  title: 'Customers Trash',
  list: { label: 'Customers', route: 'customers', path: '/dashboard/customers' },
  columns: [customerColumn.name, customerColumn.email, customerColumn.number, customerColumn.business, customerColumn.created],
  rowName: fullName,
  actions: [
    // spec §8: a refused restore (409) shows the server's detail.
    {
      label: 'Restore Customer',
      kind: 'restore',
      operation: 'Restore Customer',
      run: customers.restore,
      title: MESSAGES.restoreCustomerTitle,
      text: MESSAGES.restoreCustomerQuestion,
      successMessage: MESSAGES.restored,
      errorStyle: 'field',
      confirmColor: 'primary',
    },
    {
      label: 'Permanently Delete Customer',
      kind: 'purge',
      operation: 'Permanently Delete Customer',
      run: (id) => api.delete('/customers/{id}/deleted', { params: { id } }),
      title: MESSAGES.permanentDeleteCustomerTitle,
      text: MESSAGES.permanentDeleteCustomerQuestion,
      successMessage: MESSAGES.permanentlyDeleted,
      errorStyle: 'field',
    },
  ],
  actionWidth: 110,
  dense: true,
};
