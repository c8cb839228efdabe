import { ResourceAddPage } from '../../../components/resource/resource-form-page';
import { trolleyForms, trolleys } from '../api/trolleys';
import { TrolleyForm } from '../components/trolley-form';

/** spec §2 "Trolleys": add. A new trolley is OnPlant at its plant (the server sets it). */
export default function TrolleyAddPage() {
  return (
    <ResourceAddPage screen={trolleyForms} resource={trolleys}>
      {(form) => <TrolleyForm mode="add" backTo={trolleyForms.path} {...form} />}
    </ResourceAddPage>
  );
}
