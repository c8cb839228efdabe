import type { City, CityCreate, CityUpdate } from '@glassdesk/shared';
import { createCrudResource } from '../../../lib/crud-resource';

const cities = createCrudResource<City, CityCreate, CityUpdate>({ base: '/cities', key: 'cities' });

export const useCities = cities.useList;
export const useCity = cities.useOne;
export const useCreateCity = cities.useCreate;
export const useUpdateCity = cities.useUpdate;
export const useDeleteCity = cities.useDelete;
