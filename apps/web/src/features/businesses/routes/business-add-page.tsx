import { ResourceAddPage } from '../../../components/resource/resource-form-page';
import { businesses, businessScreen } from '../api/businesses';
import { BusinessForm } from '../components/business-form';

export default function BusinessAddPage() {
  return (
    <ResourceAddPage screen={businessScreen} resource={businesses}>
      {(form) => <BusinessForm mode="add" {...form} />}
    </ResourceAddPage>
  );
}
