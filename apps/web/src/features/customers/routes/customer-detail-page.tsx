import { useState } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { useIdParam } from '../../../lib/use-id-param';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { formatApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { nowrap } from '../components/nowrap';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useCustomer, useCustomerTickets, type CustomerTicket } from '../api/customers';
import { CustomerDetails } from '../components/customer-details';
import { customerName } from '../components/customer-name';
import { UpdateBusinessDialog } from '../components/update-business-dialog';

const STATUS_COLORS: Record<string, 'warning' | 'info' | 'success'> = { Created: 'warning', Notified: 'info', Delivered: 'success' };

const ticketColumns: Column<CustomerTicket>[] = [
  { id: 'ticket_id', label: 'Ticket Id', sortable: true, render: (t) => t.ticket_id },
  { id: 'glass_order_no', label: 'Glass Order No', sortable: true, render: (t) => t.glass_order_no ?? '' },
  { id: 'created_at', label: 'Created', sortable: true, render: (t) => nowrap(formatDate(t.created_at)) },
  { id: 'status', label: 'Status', sortable: true, render: (t) => <Chip size="small" label={t.status} color={STATUS_COLORS[t.status] ?? 'default'} /> },
];

/** The customer's tickets, paged on the server (spec §7 GET /tickets/customers/{id}); empty until tickets exist. */
function CustomerTickets({ customerId }: { customerId: number }) {
  const { query } = useListParams();
  const tickets = useCustomerTickets(customerId, query);
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Tickets
      </Typography>
      <ServerTable label="Tickets" columns={ticketColumns} query={tickets} rowKey={(t) => t.id} />
    </Stack>
  );
}

/** spec §2 "Customer detail": the fields, the Update Business dialog and the customer's tickets. */
export default function CustomerDetailPage() {
  const id = useIdParam('customerId');
  const customer = useCustomer(id);
  const [updating, setUpdating] = useState(false);
  const canUpdate = useHasOperation('Update Customer');
  const canList = useCanOpen('customers');
  const data = customer.data;
  const name = data ? customerName(data) : 'Customer';

  return (
    <>
      <PageHeader title={name} crumbs={canList ? [{ label: 'Customers', to: '/dashboard/customers' }] : []} />
      {customer.isPending && <LinearProgress aria-label="Loading" />}
      {customer.isError && <Alert severity="error">{formatApiError(customer.error, 'field')}</Alert>}
      {data && (
        <>
          {canUpdate && (
            <Stack direction="row" sx={{ mb: 2 }}>
              <Button variant="contained" startIcon={<BusinessIcon />} onClick={() => setUpdating(true)}>
                Update Business
              </Button>
            </Stack>
          )}
          <CustomerDetails customer={data} />
          {updating && (
            <UpdateBusinessDialog
              open
              customer={{ id: data.id, name }}
              business={data.business ? { id: data.business.id, name: data.business.name } : null}
              onClose={() => setUpdating(false)}
            />
          )}
          <CustomerTickets customerId={id} />
        </>
      )}
    </>
  );
}
