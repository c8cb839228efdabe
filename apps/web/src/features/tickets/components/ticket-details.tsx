import Paper from '@mui/material/Paper';
import type { Ticket } from '@glassdesk/shared';
import { RecordLink } from '../../../components/record-link';
import { Field, FieldList } from '../../../components/record-fields';
import { formatDay } from '../../../components/tickets/format-day';
import { TicketStatusChip } from '../../../components/tickets/ticket-status-chip';
import { formatDate } from '../../../lib/format-date';
import { useCanOpen } from '../../../lib/permissions';

/** spec §3 Ticket: every field, the business and the customer linked where the user may open them. */
export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const canEditBusiness = useCanOpen('business/:businessId');
  const canBusinessTickets = useCanOpen('business/:businessId/tickets');
  const canViewCustomer = useCanOpen('customers/:customerId');
  const businessTo = canEditBusiness ? `/dashboard/business/${ticket.business_id}` : canBusinessTickets ? `/dashboard/business/${ticket.business_id}/tickets` : null;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <FieldList>
        <Field label="Ticket Id">{ticket.ticket_id}</Field>
        <Field label="Status">
          <TicketStatusChip status={ticket.status} />
        </Field>
        <Field label="Received Date">{formatDate(ticket.created_at)}</Field>
        <Field label="Customer">
          <RecordLink to={canViewCustomer ? `/dashboard/customers/${ticket.customer_id}` : null}>{ticket.name}</RecordLink>
        </Field>
        <Field label="Business">
          <RecordLink to={businessTo}>{ticket.business_name}</RecordLink>
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
      </FieldList>
    </Paper>
  );
}
