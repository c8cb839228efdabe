import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/format-date';
import { NewMark } from './new-mark';
import { isNewSince } from './seen-notifications';
import type { TicketDetail } from './tickets-query';

type Notification = TicketDetail['notifications'][number];

/** The newest first; the server sends them oldest first. */
export const newestFirst = (notifications: Notification[]) => [...notifications].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

/**
 * The notifications staff sent about the ticket, as a timeline, newest on top: message, sender and time, and a
 * "New" mark on those newer than what the customer had seen before opening the page (`seenBefore`).
 */
export function NotificationsTimeline({ notifications, seenBefore }: { notifications: Notification[]; seenBefore: string | null }) {
  const items = newestFirst(notifications);
  const fresh = items.filter((n) => isNewSince(n.created_at, seenBefore)).length;
  return (
    <Paper component="section" aria-labelledby="ticket-notifications" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="ticket-notifications" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Notifications
        {fresh > 0 && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            ({fresh} new)
          </Typography>
        )}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No notifications yet. GlassDesk will post updates about this ticket here.
        </Typography>
      ) : (
        <Box component="ol" aria-labelledby="ticket-notifications" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => {
            const isNew = isNewSince(item.created_at, seenBefore);
            const last = index === items.length - 1;
            return (
              <Box component="li" key={`${item.created_at}-${index}`} sx={{ position: 'relative', pl: 3, pb: last ? 0 : 2 }}>
                {/* The timeline: a dot per notification on a line running down to the next. */}
                <Box
                  aria-hidden
                  sx={{ position: 'absolute', left: 4, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: isNew ? 'secondary.main' : 'primary.main', boxShadow: 1 }}
                />
                {!last && <Box aria-hidden sx={{ position: 'absolute', left: 8, top: 18, bottom: 0, width: 2, bgcolor: 'divider' }} />}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                  {isNew && <NewMark what="notification" dot={false} />}
                  <Typography variant="body2" color="text.secondary">
                    <Box component="time" dateTime={item.created_at}>
                      {formatDateTime(item.created_at)}
                    </Box>
                    {' · '}
                    {item.sender}
                  </Typography>
                </Box>
                <Typography sx={{ mt: 0.25, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{item.message}</Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
