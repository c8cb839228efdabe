import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { MESSAGES, type Customer } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { formatDate } from '../../../lib/format-date';
import { nowrap } from '../components/nowrap';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useDeletedCustomers, usePurgeCustomer, useRestoreCustomer } from '../api/customers';
import { customerName } from '../components/customer-name';

/** spec §2 "Customers": the trash list; restore, or delete for good after a warning that it cannot be undone. */
export default function CustomersTrashPage() {
  const { query } = useListParams();
  const deleted = useDeletedCustomers(query);
  const restore = useRestoreCustomer();
  const purge = usePurgeCustomer();
  // spec §8: a refused restore (409) shows the server's detail.
  const restoring = useDeleteConfirm({
    title: MESSAGES.restoreCustomerTitle,
    text: MESSAGES.restoreCustomerQuestion,
    successMessage: MESSAGES.restored,
    remove: (id) => restore.mutateAsync(id),
    errorStyle: 'field',
    confirmColor: 'primary',
  });
  const purging = useDeleteConfirm({
    title: MESSAGES.permanentDeleteCustomerTitle,
    text: MESSAGES.permanentDeleteCustomerQuestion,
    successMessage: MESSAGES.permanentlyDeleted,
    remove: (id) => purge.mutateAsync(id),
    errorStyle: 'field',
  });
  const canList = useCanOpen('customers');
  const canRestore = useHasOperation('Restore Customer');
  const canPurge = useHasOperation('Permanently Delete Customer');

  const columns: Column<Customer>[] = [
    { id: 'first_name', label: 'Name', sortable: true, render: customerName },
    { id: 'email', label: 'Email', sortable: true, truncate: '26ch', render: (c) => c.email },
    { id: 'number', label: 'Number', sortable: true, render: (c) => nowrap(c.number) },
    { id: 'business_name', label: 'Business', sortable: true, render: (c) => c.business_name ?? '' },
    { id: 'created_at', label: 'Created', sortable: true, render: (c) => nowrap(formatDate(c.created_at)) },
    {
      id: 'action',
      label: 'Action',
      width: 110,
      render: (c) => {
        const name = customerName(c);
        return (
          <Stack direction="row" spacing={0.5}>
            {canRestore && (
              <Tooltip title="Restore Customer">
                <IconButton aria-label={`Restore Customer ${name}`} size="small" color="primary" onClick={() => restoring.ask(c.id)}>
                  <RestoreFromTrashIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canPurge && (
              <Tooltip title="Permanently Delete Customer">
                <IconButton aria-label={`Permanently Delete Customer ${name}`} size="small" color="error" onClick={() => purging.ask(c.id)}>
                  <DeleteForeverIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title="Customers Trash" crumbs={canList ? [{ label: 'Customers', to: '/dashboard/customers' }] : []} />
      <ServerTable dense label="Customers Trash" columns={columns} query={deleted} rowKey={(c) => c.id} />
      {restoring.dialog}
      {purging.dialog}
    </>
  );
}
