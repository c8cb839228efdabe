import BusinessIcon from '@mui/icons-material/Business';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import GavelIcon from '@mui/icons-material/Gavel';
import PeopleIcon from '@mui/icons-material/People';
import type { DashboardCounts } from '@glassdesk/shared';
import { StatCard, StatGrid } from './stat-card';

export type CountCardsShown = { businesses: boolean; customers: boolean; tickets: boolean; disputes: boolean };

/**
 * spec §2 "Dashboard": Total Businesses, Total Customers, Total Tickets, each shown only to those who may open its
 * list (List Business, List Customers, List Tickets) and linking to it; Open disputes for those who hold List Disputes.
 */
export function CountCards({ counts, shown }: { counts: DashboardCounts | null | undefined; shown: CountCardsShown }) {
  const value = (key: keyof DashboardCounts) => (counts === null ? null : (counts?.[key] ?? undefined));
  return (
    <StatGrid>
      {shown.businesses && (
        <StatCard id="count-businesses" heading="h2" label="Total Businesses" value={value('businesses')} to="/dashboard/business" icon={<BusinessIcon />} color="#0C69A9" />
      )}
      {shown.customers && (
        <StatCard id="count-customers" heading="h2" label="Total Customers" value={value('customers')} to="/dashboard/customers" icon={<PeopleIcon />} color="#2e7d32" />
      )}
      {shown.tickets && (
        <StatCard id="count-tickets" heading="h2" label="Total Tickets" value={value('tickets')} to="/dashboard/tickets" icon={<ConfirmationNumberIcon />} color="#c75300" />
      )}
      {shown.disputes && (
        <StatCard id="count-disputes" heading="h2" label="Open disputes" value={value('open_disputes')} to="/dashboard/disputes?status=open" icon={<GavelIcon />} color="#8e24aa" />
      )}
    </StatGrid>
  );
}
