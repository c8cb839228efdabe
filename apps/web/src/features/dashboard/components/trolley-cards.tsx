import FactoryIcon from '@mui/icons-material/Factory';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { DashboardTrolleys } from '@glassdesk/shared';
import { useCanOpen } from '../../../lib/permissions';
import { OVERDUE_ANCHOR } from './overdue-customers';
import { StatCard, StatGrid } from './stat-card';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function plantsCaption(figures: DashboardTrolleys | null | undefined) {
  if (!figures) return undefined;
  if (figures.all_plants) return `All ${plural(figures.plant_count, 'plant')}`;
  if (figures.plant_count === 0) return 'No plants assigned to you';
  return `Your ${plural(figures.plant_count, 'plant')}`;
}

/**
 * The trolley cards (List Trolleys, GET /dashboard/trolleys): at the user's plants, in transit to or from them, at
 * customers, and past their free days; each links to where those trolleys are seen (the fleet list, the Check-in
 * list of arrivals, Customer Trolley, and the list of customers past their free days below the cards).
 */
export function TrolleyCards({ figures }: { figures: DashboardTrolleys | null | undefined }) {
  const canFleet = useCanOpen('trolleys');
  const canCheckin = useCanOpen('plant-transfer/check-in');
  const canCustomerTrolley = useCanOpen('trolleys/customers');
  const value = (key: 'at_plants' | 'in_transit' | 'at_customers' | 'past_free_days') => (figures === null ? null : figures?.[key]);
  const overdueCustomers = figures?.overdue_customers;
  return (
    <StatGrid>
      <StatCard
        id="trolleys-at-plants"
        heading="h3"
        label="At my plants"
        value={value('at_plants')}
        caption={plantsCaption(figures)}
        to={canFleet ? '/dashboard/trolleys' : null}
        icon={<FactoryIcon />}
        color="#00695c"
      />
      <StatCard
        id="trolleys-in-transit"
        heading="h3"
        label="In transit"
        value={value('in_transit')}
        caption={figures ? (figures.all_plants ? 'Between plants' : 'To or from your plants') : undefined}
        to={canCheckin ? '/dashboard/plant-transfer/check-in' : null}
        icon={<LocalShippingIcon />}
        color="#5e35b1"
      />
      <StatCard
        id="trolleys-at-customers"
        heading="h3"
        label="At customers"
        value={value('at_customers')}
        caption={figures ? 'Delivered, not yet picked up' : undefined}
        to={canCustomerTrolley ? '/dashboard/trolleys/customers' : null}
        icon={<HandshakeIcon />}
        color="#0C69A9"
      />
      <StatCard
        id="trolleys-past-free-days"
        heading="h3"
        label="Past free days"
        value={value('past_free_days')}
        caption={overdueCustomers === undefined ? undefined : overdueCustomers === 0 ? 'No customer over' : `Held by ${plural(overdueCustomers, 'customer')}`}
        to={`#${OVERDUE_ANCHOR}`}
        icon={<HourglassBottomIcon />}
        color="#c62828"
        alert
      />
    </StatGrid>
  );
}
