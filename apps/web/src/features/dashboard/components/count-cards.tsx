import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import BusinessIcon from '@mui/icons-material/Business';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardCounts } from '@glassdesk/shared';
import { useCanOpen } from '../../../lib/permissions';

type CardProps = {
  label: string;
  /** undefined while loading, null when the counts could not be read. */ value: number | null | undefined;
  to: string | null;
  icon: ReactNode;
  color: string;
};

const number = new Intl.NumberFormat('en-US');

function CountCard({ label, value, to, icon, color }: CardProps) {
  const body = (
    <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: color, color: '#fff', flexShrink: 0 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography color="text.secondary" variant="body2" component="h2">
          {label}
        </Typography>
        <Typography variant="h4" component="p" fontWeight={700}>
          {value === undefined ? <Skeleton width={64} aria-label="Loading" /> : value === null ? '—' : number.format(value)}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Paper sx={{ overflow: 'hidden' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Paper>
  );
}

/** spec §2 "Dashboard": Total Businesses, Total Customers, Total Tickets, each a link to its list where the user may open it. */
export function CountCards({ counts }: { counts: DashboardCounts | null | undefined }) {
  const canBusinesses = useCanOpen('business');
  const canCustomers = useCanOpen('customers');
  const canTickets = useCanOpen('tickets');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}>
      <CountCard
        label="Total Businesses"
        value={counts === null ? null : counts?.businesses}
        to={canBusinesses ? '/dashboard/business' : null}
        icon={<BusinessIcon />}
        color="#0C69A9"
      />
      <CountCard
        label="Total Customers"
        value={counts === null ? null : counts?.customers}
        to={canCustomers ? '/dashboard/customers' : null}
        icon={<PeopleIcon />}
        color="#2e7d32"
      />
      <CountCard
        label="Total Tickets"
        value={counts === null ? null : counts?.tickets}
        to={canTickets ? '/dashboard/tickets' : null}
        icon={<ConfirmationNumberIcon />}
        color="#c75300"
      />
    </Box>
  );
}
