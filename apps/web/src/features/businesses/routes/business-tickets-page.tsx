import Alert from '@mui/material/Alert';
import { PageHeader } from '../../../components/page-header';
import { useIdParam } from '../../../lib/use-id-param';
import { BusinessTabs } from '../components/business-tabs';

/** spec §2 "Business tickets screen": the route exists now; its list arrives with tickets (a later issue). */
export default function BusinessTicketsPage() {
  const id = useIdParam('businessId');
  return (
    <>
      <PageHeader title="Business Tickets" crumbs={[{ label: 'Business', to: '/dashboard/business' }]} />
      <BusinessTabs businessId={id} />
      <Alert severity="info">The tickets of this business will appear here once customers can raise tickets.</Alert>
    </>
  );
}
