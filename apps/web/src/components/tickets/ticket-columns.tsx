import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { TicketRow, TicketSortColumn } from '@glassdesk/shared';
import { useCanOpen } from '../../lib/permissions';
import { dayCell, nowrap } from '../cells';
import type { Column } from '../server-table/server-table';
import { formatDay } from './format-day';
import { TicketStatusChip } from './ticket-status-chip';

/**
 * A text cell that wraps only past `min` px: thirteen columns share the width, and without a floor the longest
 * names would wrap word by word into tall rows (the table scrolls sideways instead).
 */
const text = (value: ReactNode, min = 140) => (value === '' || value === null ? null : <span style={{ display: 'block', minWidth: min }}>{value}</span>);

// The spec route table writes the detail with a capital T: Tickets/{ticketId}.
export const ticketPath = (id: number) => `/dashboard/Tickets/${id}`;

type TicketColumn = Column<TicketRow> & { id: TicketSortColumn };
export type TicketColumnsOptions = {
  /** Leave out the business column (the business's own tickets screen). */
  business?: boolean;
  /** Leave out the customer column (the customer's own detail). */
  customer?: boolean;
  /** Whether the headers sort (the dashboard's recent tickets do not). Default true. */
  sortable?: boolean;
};

/**
 * spec §2 "Dashboard" columns, shared by every ticket list: ticket id (link), received date, glass order no,
 * customer PO no, glass type, warranty reason, glass size, panel status, glass received date, expected
 * replacement date, business (link), customer (link), status chip. Column ids are the SPEC §3 field names, which
 * the API sorts by. Links show only where the user may open them (spec §2 route table).
 */
export function useTicketColumns({ business = true, customer = true, sortable = true }: TicketColumnsOptions = {}): Column<TicketRow>[] {
  const canView = useCanOpen('Tickets/:ticketId');
  const canEditBusiness = useCanOpen('business/:businessId');
  const canBusinessTickets = useCanOpen('business/:businessId/tickets');
  const canViewCustomer = useCanOpen('customers/:customerId');

  const businessTo = (id: number) => (canEditBusiness ? `/dashboard/business/${id}` : canBusinessTickets ? `/dashboard/business/${id}/tickets` : null);
  const link = (to: string | null, text: string, label?: string) =>
    to ? (
      <Link component={RouterLink} to={to} aria-label={label}>
        {text}
      </Link>
    ) : (
      text
    );

  const columns: (TicketColumn | false)[] = [
    {
      id: 'ticket_id',
      label: 'Ticket Id',
      render: (t) => nowrap(link(canView ? ticketPath(t.id) : null, t.ticket_id, `Ticket ${t.ticket_id}`)),
    },
    { id: 'created_at', label: 'Received Date', render: (t) => dayCell(t.created_at) },
    { id: 'glass_order_no', label: 'Glass Order No', render: (t) => text(t.glass_order_no, 110) },
    { id: 'customer_po_no', label: 'Customer PO No', phone: 'hide', render: (t) => text(t.customer_po_no ?? '', 110) },
    { id: 'glass_type', label: 'Glass Type', render: (t) => text(t.glass_type) },
    { id: 'warranty_reason', label: 'Warranty Reason', phone: 'hide', render: (t) => text(t.warranty_reason) },
    { id: 'glass_size', label: 'Glass Size', render: (t) => text(t.glass_size, 100) },
    { id: 'panel_status', label: 'Panel Status', phone: 'hide', render: (t) => text(t.panel_status ?? '', 100) },
    { id: 'received_date', label: 'Glass Received Date', phone: 'hide', render: (t) => nowrap(formatDay(t.received_date)) },
    { id: 'expected_date', label: 'Expected Replacement Date', render: (t) => nowrap(formatDay(t.expected_date)) },
    business && { id: 'business_name', label: 'Business', render: (t) => text(link(businessTo(t.business_id), t.business_name), 160) },
    customer && {
      id: 'name',
      label: 'Customer',
      render: (t) => text(link(canViewCustomer ? `/dashboard/customers/${t.customer_id}` : null, t.name)),
    },
    // The status stays in view at the right edge while the wide list scrolls sideways.
    { id: 'status', label: 'Status', sticky: true, phone: 'aside', render: (t) => <TicketStatusChip status={t.status} /> },
  ];
  return columns.filter((column): column is TicketColumn => column !== false).map((column) => ({ ...column, sortable }));
}
