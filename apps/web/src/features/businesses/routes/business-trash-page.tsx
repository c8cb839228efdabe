import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { formatDate } from '../../../lib/format-date';
import { nowrap } from '../components/nowrap';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useDeletedBusinesses, useRestoreBusiness } from '../api/businesses';
import type { Business } from '@glassdesk/shared';

/** spec §2 "Businesses": the trash list, each row restorable after a confirmation (spec §4, §8). */
export default function BusinessTrashPage() {
  const { query } = useListParams();
  const deleted = useDeletedBusinesses(query);
  const restore = useRestoreBusiness();
  const restoring = useDeleteConfirm({
    title: MESSAGES.restoreBusinessTitle,
    text: MESSAGES.restoreBusinessQuestion,
    successMessage: MESSAGES.restored,
    remove: (id) => restore.mutateAsync(id),
    errorStyle: 'field',
    confirmColor: 'primary',
  });
  const canList = useCanOpen('business');
  const canRestore = useHasOperation('Restore Business');

  const columns: Column<Business>[] = [
    { id: 'name', label: 'Name', sortable: true, render: (b) => b.name },
    { id: 'account_id', label: 'Account Id', sortable: true, render: (b) => b.account_id ?? '' },
    { id: 'customer_name', label: 'Master Customer', sortable: true, render: (b) => b.customer_name ?? '' },
    { id: 'email', label: 'Email', sortable: true, truncate: '26ch', render: (b) => b.email ?? '' },
    { id: 'contact', label: 'Contact', sortable: true, render: (b) => nowrap(b.contact) },
    { id: 'created_at', label: 'Created', sortable: true, render: (b) => nowrap(formatDate(b.created_at)) },
    {
      id: 'action',
      label: 'Action',
      width: 90,
      render: (b) =>
        canRestore && (
          <Tooltip title={`Restore Business ${b.name}`}>
            <IconButton aria-label={`Restore Business ${b.name}`} size="small" color="primary" onClick={() => restoring.ask(b.id)}>
              <RestoreFromTrashIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Business Trash" crumbs={canList ? [{ label: 'Business', to: '/dashboard/business' }] : []} />
      <ServerTable dense label="Business Trash" columns={columns} query={deleted} rowKey={(b) => b.id} />
      {restoring.dialog}
    </>
  );
}
