import { ResourceEditPage } from '../../../components/resource/resource-form-page';
import { cities, cityScreen } from '../api/cities';
import { CityForm } from '../components/city-form';

export default function CityEditPage() {
  return (
    <ResourceEditPage screen={cityScreen} resource={cities}>
      {(city, form) => <CityForm mode="update" defaultValues={{ name: city.name }} {...form} />}
    </ResourceEditPage>
  );
}
