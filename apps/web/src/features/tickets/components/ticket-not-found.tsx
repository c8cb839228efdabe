import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Props = {
  /** The id as the address gave it ('999999', or something that is no id at all, 'abc'). */
  requested: string;
  /** The Tickets list is open to the user; otherwise the way back is the dashboard. */
  canList: boolean;
};

/**
 * A ticket address that names no ticket: the ticket's own not-found message, in the shell, with the way back to
 * Tickets (the generic "address matches no screen" would blame the address, which is a real screen).
 */
export function TicketNotFound({ requested, canList }: Props) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {/^\d+$/.test(requested) ? `There is no ticket with the id ${requested}.` : `“${requested}” is not a ticket id.`} Check the link, or find the ticket in the list.
      </Typography>
      <Button component={RouterLink} to={canList ? '/dashboard/tickets' : '/dashboard'} variant="contained">
        {canList ? 'Back to Tickets' : 'Back to Dashboard'}
      </Button>
    </Paper>
  );
}
