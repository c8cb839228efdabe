import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCanOpen } from '../../../lib/permissions';
import { useUser } from '../../../lib/session';
import { useDashboardCounts, useDashboardTrolleys } from '../api/dashboard';
import { CountCards } from '../components/count-cards';
import { OverdueCustomers } from '../components/overdue-customers';
import { RecentTickets } from '../components/recent-tickets';
import { TrolleyCards } from '../components/trolley-cards';
import { WelcomeLinks } from '../components/welcome-links';

/**
 * spec §2 "Dashboard", by role: the count cards of the lists the user may open (Total Businesses, Total Customers,
 * Total Tickets) and, below them, Recent Tickets (List Tickets); the trolley cards and the customers past their
 * free days for List Trolleys; a welcome with the screens the user can open for anyone with none of these.
 */
export default function DashboardPage() {
  const user = useUser();
  const shown = { businesses: useCanOpen('business'), customers: useCanOpen('customers'), tickets: useCanOpen('tickets'), disputes: useCanOpen('disputes') };
  const showsCounts = shown.businesses || shown.customers || shown.tickets || shown.disputes;
  const showsTrolleys = useCanOpen('trolleys');
  const counts = useDashboardCounts(showsCounts);
  const trolleys = useDashboardTrolleys(showsTrolleys);
  const trolleyFigures = trolleys.isError ? null : trolleys.data;
  useDocumentTitle('Dashboard');
  return (
    <>
      <Typography variant="h5" component="h1" fontWeight={600} sx={{ mb: 0.5 }}>
        Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user ? `Welcome, ${user.first_name}.` : 'Welcome.'}
      </Typography>
      {showsCounts && <CountCards counts={counts.isError ? null : counts.data} shown={shown} />}
      {showsTrolleys && (
        <Box component="section" aria-labelledby="dashboard-trolleys-heading">
          <Typography id="dashboard-trolleys-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            Trolleys
          </Typography>
          <TrolleyCards figures={trolleyFigures} />
          <OverdueCustomers figures={trolleyFigures} />
        </Box>
      )}
      {shown.tickets && <RecentTickets />}
      {!showsCounts && !showsTrolleys && <WelcomeLinks />}
    </>
  );
}
