import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useIdParam } from '../../../lib/use-id-param';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { customerLabel } from '../../../lookups/use-customer-options';
import { useBusiness, useUpdateBusiness } from '../api/businesses';
import { BusinessForm } from '../components/business-form';
import { BusinessTabs } from '../components/business-tabs';

export default function BusinessEditPage() {
  const id = useIdParam('businessId');
  const business = useBusiness(id);
  const update = useUpdateBusiness(id);
  const onSubmit = useSaveHandler({ save: update.mutateAsync, successMessage: MESSAGES.businessUpdated, backTo: '/dashboard/business', errorStyle: 'field' });
  const data = business.data;

  return (
    <>
      <PageHeader title="Update Business" crumbs={[{ label: 'Business', to: '/dashboard/business' }]} />
      <BusinessTabs businessId={id} />
      {business.isPending && <LinearProgress aria-label="Loading" />}
      {business.isError && <Alert severity="error">{formatApiError(business.error, 'field')}</Alert>}
      {data && (
        <BusinessForm
          mode="update"
          defaultValues={{ name: data.name, account_id: data.account_id ?? '', customer_id: data.customer_id, contact: data.contact, address: data.address }}
          customer={data.customer_id ? { id: data.customer_id, name: customerLabel(data.customer_name ?? '', data.email) } : null}
          submitting={update.isPending}
          onSubmit={onSubmit}
        />
      )}
    </>
  );
}
