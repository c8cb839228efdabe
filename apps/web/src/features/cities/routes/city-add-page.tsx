import { ResourceAddPage } from '../../../components/resource/resource-form-page';
import { cities, cityScreen } from '../api/cities';
import { CityForm } from '../components/city-form';

export default function CityAddPage() {
  return (
    <ResourceAddPage screen={cityScreen} resource={cities}>
      {(form) => <CityForm mode="add" {...form} />}
    </ResourceAddPage>
  );
}
