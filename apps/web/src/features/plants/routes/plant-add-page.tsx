import { ResourceAddPage } from '../../../components/resource/resource-form-page';
import { plants, plantScreen } from '../api/plants';
import { PlantForm } from '../components/plant-form';

export default function PlantAddPage() {
  return (
    <ResourceAddPage screen={plantScreen} resource={plants}>
      {(form) => <PlantForm mode="add" {...form} />}
    </ResourceAddPage>
  );
}
