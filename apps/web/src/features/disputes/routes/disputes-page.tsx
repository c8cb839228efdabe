import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DISPUTE_STATUS_LABELS, DISPUTE_STATUSES, type Dispute, type DisputeSortColumn, type DisputeStatus } from '@glassdesk/shared';
import { nowrap } from '../../../components/cells';
import { PageHeader } from '../../../components/page-header';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams, useUrlParam } from '../../../components/server-table/use-list-params';
import { READABLE_TABS } from '../../../components/tabs-style';
import { monthLabel } from '../../../lib/app-dates';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { fullName } from '../../../lib/full-name';
import { parseId } from '../../../lib/use-id-param';
import { useDisputes } from '../api/disputes';
import { DisputeStatusChip } from '../components/dispute-status-chip';

const parseStatus = (value: string | null): DisputeStatus | undefined => DISPUTE_STATUSES.find((s) => s === value);

/**
 * The customers' disputes of their monthly statements: open ones first, then the newest; by status in tabs and by
 * customer (a customer's name in the list narrows to it), all in the URL with the page, sort and search. A dispute
 * opens by its number.
 */
export default function DisputesPage() {
  const { query } = useListParams<DisputeSortColumn>();
  const [statusParam, setStatus] = useUrlParam('status');
  const [customerParam, setCustomer] = useUrlParam('customer_id');
  const status = parseStatus(statusParam);
  const customerId = parseId(customerParam ?? undefined) ?? undefined;
  const disputes = useDisputes({ ...query, status, customer_id: customerId });
  const customerName = customerId !== undefined ? disputes.data?.list.find((d) => d.customer.id === customerId)?.customer : undefined;

  const columns: Column<Dispute>[] = [
    {
      id: 'id',
      label: 'Dispute',
      phone: 'title',
      render: (d) => (
        <RecordLink to={`/dashboard/disputes/${d.id}`} aria-label={`Open dispute No. ${d.id} of ${fullName(d.customer)}`}>
          No. {d.id}
        </RecordLink>
      ),
    },
    { id: 'status', label: 'Status', phone: 'aside', render: (d) => <DisputeStatusChip status={d.status} /> },
    {
      id: 'customer',
      label: 'Customer',
      render: (d) => (
        <>
          <Typography
            component="button"
            type="button"
            variant="body2"
            onClick={() => setCustomer(String(d.customer.id))}
            aria-label={`Show only the disputes of ${fullName(d.customer)}`}
            sx={{ all: 'unset', cursor: 'pointer', color: 'primary.main', textDecoration: 'underline', overflowWrap: 'anywhere' }}
          >
            {fullName(d.customer)}
          </Typography>
          {d.business && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {d.business.name}
            </Typography>
          )}
        </>
      ),
    },
    { id: 'month', label: 'Month', render: (d) => nowrap(monthLabel(d.month)) },
    { id: 'lines', label: 'Lines', wrapAt: '40ch', render: (d) => d.lines.map((l) => l.uid).join(', ') },
    { id: 'created_at', label: 'Raised', sortable: true, render: (d) => nowrap(<time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>) },
    {
      id: 'outcome',
      label: 'Outcome',
      render: (d) =>
        d.status === 'credited' && d.amount !== null ? `${formatMoney(d.amount)} on ${monthLabel(d.credit_month ?? d.month)}` : d.status === 'rejected' ? 'Rejected' : '',
    },
  ];

  return (
    <>
      <PageHeader title="Disputes" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
        Customers dispute lines of a closed monthly statement from the portal. Open a dispute to see the statement, the customer&apos;s reasons and the receipts of the
        trolleys&apos; hand-overs, then settle it with a credit or a rejection.
      </Typography>
      <Tabs
        value={status ?? 'all'}
        onChange={(_, value: DisputeStatus | 'all') => setStatus(value === 'all' ? null : value)}
        aria-label="Disputes by status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, ...READABLE_TABS }}
      >
        <Tab value="all" label="All" sx={{ minWidth: 0 }} />
        {DISPUTE_STATUSES.map((s) => (
          <Tab key={s} value={s} label={DISPUTE_STATUS_LABELS[s]} sx={{ minWidth: 0 }} />
        ))}
      </Tabs>
      {customerId !== undefined && (
        <Chip
          sx={{ mb: 2 }}
          label={`Customer: ${customerName ? fullName(customerName) : `No. ${customerId}`}`}
          onDelete={() => setCustomer(null)}
          deleteIcon={undefined}
          aria-label="Show every customer's disputes"
        />
      )}
      <ServerTable dense label="Disputes" columns={columns} query={disputes} rowKey={(d) => d.id} emptyText="No disputes." />
    </>
  );
}
