import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineField } from '../../components/record-fields';
import { formatDate } from '../../lib/format-date';
import { NewMark } from './new-mark';
import { TicketStatusChip } from '../../components/tickets/ticket-status-chip';
import type { TicketRow } from './tickets-query';

type Props = {
  ticket: TicketRow;
  /** Who raised it: the name, "You", or nothing (a customer who sees only their own tickets). */
  raisedBy: string | null;
  isNew: boolean;
  /** The list's query string, carried to the ticket page so its back link returns to this page and search. */
  listSearch: string;
};

/**
 * One ticket in My Tickets: its id (the link; the whole card is its target), status, glass order no, the day it was
 * received and, on a business's list, who raised it.
 */
export function TicketCard({ ticket, raisedBy, isNew, listSearch }: Props) {
  const headingId = `ticket-card-${ticket.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        p: 2,
        transition: 'border-color 120ms',
        '&:hover': { borderColor: (theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main) },
        // The link's target covers the card; its focus ring is drawn around the card.
        '&:has(a:focus-visible)': { outline: (theme) => `3px solid ${theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main}`, outlineOffset: 2 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere', minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/tickets/${ticket.id}`}
              state={{ listSearch }}
              underline="hover"
              color="inherit"
              sx={{ fontWeight: 700, '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' }, '&:focus-visible': { outline: 'none' } }}
            >
              {ticket.ticket_id}
            </Link>
          </Typography>
          {isNew && <NewMark what="notification since your last visit" />}
        </Box>
        <TicketStatusChip status={ticket.status} />
      </Stack>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25 }}>
        <InlineField label="Glass Order No">{ticket.glass_order_no}</InlineField>
        <InlineField label="Received">{formatDate(ticket.created_at)}</InlineField>
        {raisedBy && <InlineField label="Raised by">{raisedBy}</InlineField>}
      </Box>
    </Paper>
  );
}
