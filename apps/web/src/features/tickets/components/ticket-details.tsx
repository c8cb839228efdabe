import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@glassdesk/shared';
import { formatDay } from '../../../components/tickets/format-day';
import { TicketStatusChip } from '../../../components/tickets/ticket-status-chip';
import { formatDate } from '../../../lib/format-date';
import { useCanOpen } from '../../../lib/permissions';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Typography>
    </Box>
  );
}

/** spec §3 Ticket: every field, the business and the customer linked where the user may open them. */
export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const canEditBusiness = useCanOpen('business/:businessId');
  const canBusinessTickets = useCanOpen('business/:businessId/tickets');
  const canViewCustomer = useCanOpen('customers/:customerId');
  const businessTo = canEditBusiness ? `/dashboard/business/${ticket.business_id}` : canBusinessTickets ? `/dashboard/business/${ticket.business_id}/tickets` : null;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        <Field label="Ticket Id">{ticket.ticket_id}</Field>
        <Field label="Status">
          <TicketStatusChip status={ticket.status} />
        </Field>
        <Field label="Received Date">{formatDate(ticket.created_at)}</Field>
        <Field label="Customer">
          {canViewCustomer ? (
            <Link component={RouterLink} to={`/dashboard/customers/${ticket.customer_id}`}>
              {ticket.name}
            </Link>
          ) : (
            ticket.name
          )}
        </Field>
        <Field label="Business">
          {businessTo ? (
            <Link component={RouterLink} to={businessTo}>
              {ticket.business_name}
            </Link>
          ) : (
            ticket.business_name
          )}
        </Field>
        <Field label="Glass Order No">{ticket.glass_order_no}</Field>
        <Field label="Customer PO No">{ticket.customer_po_no}</Field>
        <Field label="Glass Type">{ticket.glass_type}</Field>
        <Field label="Warranty Reason">{ticket.warranty_reason}</Field>
        <Field label="Glass Size">{ticket.glass_size}</Field>
        <Field label="Panel Status">{ticket.panel_status}</Field>
        <Field label="Marks">{ticket.marks}</Field>
        <Field label="Glass Received Date">{formatDay(ticket.received_date)}</Field>
        <Field label="Expected Replacement Date">{formatDay(ticket.expected_date)}</Field>
      </Box>
    </Paper>
  );
}
