import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useUser } from '../../../lib/session';
import { useDashboardCounts } from '../api/dashboard';
import { CountCards } from '../components/count-cards';
import { RecentTickets } from '../components/recent-tickets';

/** spec §2 "Dashboard": three count cards and the Recent Tickets table (for those who may list or view tickets). */
export default function DashboardPage() {
  const user = useUser();
  const counts = useDashboardCounts();
  // GET /tickets/recent answers to List Tickets or View Ticket.
  const canListTickets = useCanOpen('tickets');
  const canViewTicket = useHasOperation('View Ticket');
  useDocumentTitle('Dashboard');
  return (
    <>
      <Typography variant="h5" component="h1" fontWeight={600} sx={{ mb: 0.5 }}>
        Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user ? `Welcome, ${user.first_name}.` : 'Welcome.'}
      </Typography>
      <CountCards counts={counts.isError ? null : counts.data} />
      {(canListTickets || canViewTicket) && <RecentTickets />}
    </>
  );
}
