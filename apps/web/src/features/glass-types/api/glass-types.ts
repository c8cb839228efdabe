import type { GlassType, GlassTypeWrite } from '@glassdesk/shared';
import { createCrudResource } from '../../../lib/crud-resource';

const glassTypes = createCrudResource<GlassType, GlassTypeWrite>({ base: '/glass-types', key: 'glass-types' });

export const useGlassTypes = glassTypes.useList;
export const useGlassType = glassTypes.useOne;
export const useCreateGlassType = glassTypes.useCreate;
export const useUpdateGlassType = glassTypes.useUpdate;
export const useDeleteGlassType = glassTypes.useDelete;
