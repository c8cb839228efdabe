import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketMessage } from '@glassdesk/shared';
import { formatApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';

type Props = {
  /** "Notifications" or "Comments": the section's heading and the list's name. */
  title: string;
  query: { data?: TicketMessage[]; isPending: boolean; error: unknown };
  emptyText: string;
  /** A button next to the heading (Send Notification, Add Comment). */
  action?: ReactNode;
};

const time = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(iso)} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/** spec §3 ticket notification / comment: message, sender, created_at; newest as the server orders them. */
export function TicketMessages({ title, query, emptyText, action }: Props) {
  const headingId = `ticket-${title.toLowerCase()}-heading`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {query.isPending && !query.error && <LinearProgress aria-label={`Loading ${title.toLowerCase()}`} />}
      {query.error !== null && query.error !== undefined && <Alert severity="error">{formatApiError(query.error, 'field')}</Alert>}
      {query.data?.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {emptyText}
        </Typography>
      )}
      {query.data && query.data.length > 0 && (
        <List aria-labelledby={headingId} disablePadding>
          {query.data.map((item, index) => (
            <ListItem key={`${item.created_at}-${index}`} divider={index < query.data!.length - 1} disableGutters>
              <ListItemText primary={item.message} secondary={`${item.sender} · ${time(item.created_at)}`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
