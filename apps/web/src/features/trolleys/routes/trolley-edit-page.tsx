import { ResourceEditPage } from '../../../components/resource/resource-form-page';
import { trolleyForms, trolleys } from '../api/trolleys';
import { TrolleyForm } from '../components/trolley-form';

export default function TrolleyEditPage() {
  return (
    <ResourceEditPage screen={trolleyForms} resource={trolleys}>
      {(t, form) => (
        <TrolleyForm
          mode="update"
          defaultValues={{
            name: t.name,
            uid: t.uid,
            trolley_photo_url: t.trolley_photo_url,
            serial_number: t.serial_number ?? '',
            is_certified: t.is_certified,
            expiry_date: t.expiry_date ?? '',
            plant_id: t.plant?.id ?? null,
          }}
          backTo={trolleyForms.path}
          {...form}
        />
      )}
    </ResourceEditPage>
  );
}
