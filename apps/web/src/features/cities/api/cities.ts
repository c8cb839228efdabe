import { MESSAGES, type City, type CityCreate, type CityUpdate } from '@glassdesk/shared';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import { createCrudResource } from '../../../lib/crud-resource';

export const cities = createCrudResource<City, CityCreate, CityUpdate>({ base: '/cities', key: 'cities' });

export const cityScreen = {
  title: 'Cities',
  noun: 'City',
  path: '/dashboard/cities',
  addRoute: 'cities/add',
  editRoute: 'cities/:cityId',
  columns: [{ id: 'name', label: 'Name', sortable: true, render: (city) => city.name }],
  rowName: (city) => city.name,
  remove: { operation: 'Delete City', title: MESSAGES.deleteCityTitle, text: MESSAGES.deleteCityQuestion, successMessage: MESSAGES.deleted },
  // spec §8: a 409 shows the server's detail, other errors the first validation message.
  saved: { added: MESSAGES.added, updated: MESSAGES.updated, errorStyle: 'message' },
} satisfies ResourceScreen<City>;
