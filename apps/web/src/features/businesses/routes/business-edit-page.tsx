import { HistoryPanel } from '../../../components/activity/history-panel';
import { ResourceEditPage } from '../../../components/resource/resource-form-page';
import { customerLabel } from '../../../lookups/use-customer-options';
import { businesses, businessScreen } from '../api/businesses';
import { BusinessForm } from '../components/business-form';
import { BusinessTabs } from '../components/business-tabs';

export default function BusinessEditPage() {
  return (
    <ResourceEditPage screen={businessScreen} resource={businesses} header={(id) => <BusinessTabs businessId={id} />}>
      {(b, form) => (
        <>
          <BusinessForm
            mode="update"
            defaultValues={{ name: b.name, account_id: b.account_id ?? '', customer_id: b.customer_id, contact: b.contact, address: b.address }}
            customer={b.customer_id ? { id: b.customer_id, name: customerLabel(b.customer_name ?? '', b.email) } : null}
            {...form}
          />
          <HistoryPanel resource="business" id={b.id} label={b.name} />
        </>
      )}
    </ResourceEditPage>
  );
}
