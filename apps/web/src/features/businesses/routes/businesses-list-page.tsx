import { Link as RouterLink } from 'react-router';
import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { formatDate } from '../../../lib/format-date';
import { nowrap } from '../components/nowrap';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useBusinesses, useDeleteBusiness } from '../api/businesses';
import type { Business } from '@glassdesk/shared';

/** spec §2 "Businesses": list, add, edit, delete with confirmation. */
export default function BusinessesListPage() {
  const { query } = useListParams();
  const businesses = useBusinesses(query);
  const remove = useDeleteBusiness();
  const deletion = useDeleteConfirm({
    title: MESSAGES.deleteBusinessTitle,
    text: MESSAGES.deleteBusinessQuestion,
    successMessage: MESSAGES.businessDeleted,
    remove: (id) => remove.mutateAsync(id),
    errorStyle: 'field',
  });
  const canAdd = useCanOpen('business/add');
  const canEdit = useCanOpen('business/:businessId');
  const canViewEmployees = useCanOpen('business/:businessId/customers');
  const canDelete = useHasOperation('Delete Business');

  const columns: Column<Business>[] = [
    {
      id: 'name',
      label: 'Name',
      sortable: true,
      // The name opens the business: its edit screen, or its employees for a user who may only view it.
      render: (b) => <RecordLink to={canEdit ? `/dashboard/business/${b.id}` : canViewEmployees ? `/dashboard/business/${b.id}/customers` : null}>{b.name}</RecordLink>,
    },
    { id: 'account_id', label: 'Account Id', sortable: true, render: (b) => b.account_id ?? '' },
    { id: 'customer_name', label: 'Master Customer', sortable: true, render: (b) => b.customer_name ?? '' },
    { id: 'email', label: 'Email', sortable: true, truncate: '26ch', render: (b) => b.email ?? '' },
    { id: 'contact', label: 'Contact', sortable: true, render: (b) => nowrap(b.contact) },
    { id: 'ticket_count', label: 'Tickets', sortable: true, align: 'right', render: (b) => b.ticket_count },
    { id: 'created_at', label: 'Created', sortable: true, render: (b) => nowrap(formatDate(b.created_at)) },
    {
      id: 'action',
      label: 'Action',
      width: 170,
      render: (b) => (
        <RowActions
          editLabel="Edit Business"
          editTo={canEdit ? `/dashboard/business/${b.id}` : undefined}
          deleteLabel="Delete Business"
          name={b.name}
          onDelete={canDelete ? () => deletion.ask(b.id) : undefined}
        >
          {canViewEmployees && (
            <Tooltip title={`Employees of ${b.name}`}>
              <IconButton component={RouterLink} to={`/dashboard/business/${b.id}/customers`} aria-label={`Employees of ${b.name}`} size="small">
                <GroupsIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canEdit && (
            <Tooltip title={`Ticket Settings of ${b.name}`}>
              <IconButton component={RouterLink} to={`/dashboard/business/${b.id}/settings`} aria-label={`Ticket Settings of ${b.name}`} size="small">
                <SettingsIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Business" action={canAdd ? { label: 'Add Business', to: '/dashboard/business/add' } : undefined} />
      <ServerTable dense label="Business" columns={columns} query={businesses} rowKey={(b) => b.id} />
      {deletion.dialog}
    </>
  );
}
