import type { WarrantyReason, WarrantyReasonWrite } from '@glassdesk/shared';
import { createCrudResource } from '../../../lib/crud-resource';

const warrantyReasons = createCrudResource<WarrantyReason, WarrantyReasonWrite>({
  base: '/warranty-reasons',
  key: 'warranty-reasons',
});

export const useWarrantyReasons = warrantyReasons.useList;
export const useWarrantyReason = warrantyReasons.useOne;
export const useCreateWarrantyReason = warrantyReasons.useCreate;
export const useUpdateWarrantyReason = warrantyReasons.useUpdate;
export const useDeleteWarrantyReason = warrantyReasons.useDelete;
