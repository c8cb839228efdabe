import type { Customer } from '@glassdesk/shared';
import Chip from '@mui/material/Chip';
import { dayCell, nowrap } from '../../../components/cells';
import { PageHeader } from '../../../components/page-header';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { fullName } from '../../../lib/full-name';
import { useCanOpen } from '../../../lib/permissions';
import { useIdParam } from '../../../lib/use-id-param';
import { useBusiness, useEmployees } from '../api/businesses';
import { BusinessTabs } from '../components/business-tabs';

const yesNo = (value: boolean) => <Chip size="small" label={value ? 'Yes' : 'No'} color={value ? 'success' : 'default'} variant="outlined" />;

/** spec §2 "Businesses" > Employees: the customers of one business, server-paged. */
export default function BusinessEmployeesPage() {
  const id = useIdParam('businessId');
  const { query } = useListParams();
  const employees = useEmployees(id, query);
  const business = useBusiness(id);
  const canViewCustomer = useCanOpen('customers/:customerId');
  const title = business.data ? `Employees of ${business.data.name}` : 'Employees';

  const columns: Column<Customer>[] = [
    { id: 'first_name', label: 'Name', sortable: true, render: (c) => <RecordLink to={canViewCustomer ? `/dashboard/customers/${c.id}` : null}>{fullName(c)}</RecordLink> },
    { id: 'email', label: 'Email', sortable: true, truncate: '26ch', render: (c) => c.email },
    { id: 'number', label: 'Number', sortable: true, render: (c) => nowrap(c.number) },
    { id: 'is_verified', label: 'Verified', sortable: true, render: (c) => yesNo(c.is_verified) },
    { id: 'is_approved', label: 'Approved', sortable: true, render: (c) => yesNo(c.is_approved) },
    { id: 'ticket_count', label: 'Tickets', sortable: true, align: 'right', render: (c) => c.ticket_count },
    { id: 'created_at', label: 'Created', sortable: true, render: (c) => dayCell(c.created_at) },
  ];

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Business', to: '/dashboard/business' }]} />
      <BusinessTabs businessId={id} />
      <ServerTable dense label="Employees" columns={columns} query={employees} rowKey={(c) => c.id} />
    </>
  );
}
