import { useState } from 'react';
import { MESSAGES, type Customer } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RecordLink } from '../../../components/record-link';
import { RowActions } from '../../../components/row-actions';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useNotify } from '../../../components/snackbar';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { formatApiError } from '../../../lib/api-error';
import { fullName } from '../../../lib/full-name';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { customerColumn, customerDelete, customers as customersResource, useSetApproval, useSetVerification } from '../api/customers';
import { ApprovalSwitch } from '../components/approval-switch';
import { ApproveDialog } from '../components/approve-dialog';
import { CostDialog, type CostTarget } from '../components/cost-dialog';
import { CustomerActionsMenu } from '../components/customer-actions-menu';
import { CostHistoryDialog } from '../components/cost-history-dialog';
import { NotificationDialog } from '../components/notification-dialog';

type Target = { id: number; name: string };

/** spec §2 "Customers": the list, with approve, verify, send notification, set cost, cost history and delete. */
export default function CustomersListPage() {
  const { query } = useListParams();
  const customers = customersResource.useList(query);
  const notify = useNotify();
  const approval = useSetApproval();
  const verification = useSetVerification();
  const remove = customersResource.useDelete();
  const deletion = useDeleteConfirm({ ...customerDelete, remove: remove.mutateAsync });
  const [notifying, setNotifying] = useState<Target | null>(null);
  const [costing, setCosting] = useState<CostTarget | null>(null);
  const [history, setHistory] = useState<Target | null>(null);
  const [approving, setApproving] = useState<Target | null>(null);

  const canView = useCanOpen('customers/:customerId');
  const canUpdate = useHasOperation('Update Customer');
  const canNotify = useHasOperation('Notify Customer');
  const canDelete = useHasOperation('Delete Customer');

  const toggle = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      notify.success(success);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    }
  };
  const approve = (c: Customer, on: boolean) => {
    // A customer with no business is approved through a dialog that offers one and says what approval without it means.
    if (on && c.business_id === null) return setApproving({ id: c.id, name: fullName(c) });
    return toggle(() => approval.mutateAsync({ id: c.id, is_approved: on }), on ? MESSAGES.userApproved : MESSAGES.userUnapproved);
  };
  const verify = (c: Customer, on: boolean) => toggle(() => verification.mutateAsync({ id: c.id, is_verified: on }), MESSAGES.userVerified);
  const pending = (mutation: { isPending: boolean; variables?: { id: number } }, id: number) => mutation.isPending && mutation.variables?.id === id;

  const columns: Column<Customer>[] = [
    { ...customerColumn.name, render: (c) => <RecordLink to={canView ? `/dashboard/customers/${c.id}` : null}>{fullName(c)}</RecordLink> },
    customerColumn.email,
    customerColumn.number,
    customerColumn.business,
    {
      id: 'is_verified',
      label: 'Verified',
      sortable: true,
      render: (c) => (
        <ApprovalSwitch
          checked={c.is_verified}
          label={`Verify Customer ${fullName(c)}`}
          busy={pending(verification, c.id)}
          onChange={canUpdate ? (on) => verify(c, on) : undefined}
        />
      ),
    },
    {
      id: 'is_approved',
      label: 'Approved',
      sortable: true,
      render: (c) => (
        <ApprovalSwitch
          checked={c.is_approved}
          label={`Approve Customer ${fullName(c)}`}
          busy={pending(approval, c.id)}
          onChange={canUpdate ? (on) => approve(c, on) : undefined}
        />
      ),
    },
    { id: 'ticket_count', label: 'Tickets', sortable: true, align: 'right', render: (c) => c.ticket_count },
    customerColumn.created,
    {
      id: 'action',
      label: 'Action',
      width: 100,
      render: (c) => {
        const name = fullName(c);
        return (
          <RowActions editLabel="" deleteLabel="Delete Customer" name={name} onDelete={canDelete ? () => deletion.ask(c.id) : undefined}>
            <CustomerActionsMenu
              name={name}
              onNotify={canNotify ? () => setNotifying({ id: c.id, name }) : undefined}
              onSetCost={canUpdate ? () => setCosting({ id: c.id, name, max_day_allowed: c.max_day_allowed, per_day_charge: c.per_day_charge }) : undefined}
              onCostHistory={() => setHistory({ id: c.id, name })}
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title="Customers" />
      <ServerTable dense label="Customers" columns={columns} query={customers} rowKey={(c) => c.id} />
      {deletion.dialog}
      <ApproveDialog customer={approving} onClose={() => setApproving(null)} />
      <NotificationDialog customer={notifying} onClose={() => setNotifying(null)} />
      <CostDialog customer={costing} onClose={() => setCosting(null)} />
      <CostHistoryDialog customer={history} onClose={() => setHistory(null)} />
    </>
  );
}
