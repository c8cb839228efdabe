import { MESSAGES, type Plant, type PlantCreate, type PlantUpdate } from '@glassdesk/shared';
import type { ResourceScreen } from '../../../components/resource/resource-screen';
import { createCrudResource } from '../../../lib/crud-resource';

export const plants = createCrudResource<Plant, PlantCreate, PlantUpdate>({ base: '/plants', key: 'plants' });

export const plantScreen = {
  title: 'Plants',
  noun: 'Plant',
  path: '/dashboard/plants',
  // spec §2 route table: plant screens use the city operations (the server deletes plants with Delete City).
  addRoute: 'plants/add',
  editRoute: 'plants/:plantId',
  columns: [{ id: 'name', label: 'Name', sortable: true, render: (plant) => plant.name }],
  rowName: (plant) => plant.name,
  remove: { operation: 'Delete City', title: MESSAGES.deletePlantTitle, text: MESSAGES.deletePlantQuestion, successMessage: MESSAGES.deleted },
  saved: { added: MESSAGES.added, updated: MESSAGES.updated, errorStyle: 'message' },
} satisfies ResourceScreen<Plant>;
