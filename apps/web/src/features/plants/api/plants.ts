import type { Plant, PlantCreate, PlantUpdate } from '@glassdesk/shared';
import { createCrudResource } from '../../../lib/crud-resource';

const plants = createCrudResource<Plant, PlantCreate, PlantUpdate>({ base: '/plants', key: 'plants' });

export const usePlants = plants.useList;
export const usePlant = plants.useOne;
export const useCreatePlant = plants.useCreate;
export const useUpdatePlant = plants.useUpdate;
export const useDeletePlant = plants.useDelete;
