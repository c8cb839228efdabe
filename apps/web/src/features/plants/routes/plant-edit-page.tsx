import { ResourceEditPage } from '../../../components/resource/resource-form-page';
import { plants, plantScreen } from '../api/plants';
import { PlantForm } from '../components/plant-form';

export default function PlantEditPage() {
  return (
    <ResourceEditPage screen={plantScreen} resource={plants}>
      {(plant, form) => (
        <PlantForm
          mode="update"
          defaultValues={{ name: plant.name, address: plant.address ?? '', contact: plant.contact ?? '', city_id: plant.city?.id ?? null }}
          city={plant.city}
          {...form}
        />
      )}
    </ResourceEditPage>
  );
}
