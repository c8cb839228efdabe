import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CustomerBusinessUpdateSchema, MESSAGES, type CustomerBusinessFormInput, type CustomerBusinessUpdate } from '@glassdesk/shared';
import { FormAutocomplete, type EntityOption } from '../../../components/form/form-autocomplete';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useBusinessOptions } from '../../../lookups/use-business-options';
import { useUpdateCustomerBusiness } from '../api/customers';
import { FormDialog } from './form-dialog';

type Props = {
  open: boolean;
  customer: { id: number; name: string };
  /** The customer's business now, chosen when the dialog opens. */
  business: EntityOption | null;
  onClose: () => void;
};

/** spec §2/§5: the customer detail's Update Business dialog; a business is required; 'Business updated.'. */
export function UpdateBusinessDialog({ open, customer, business, onClose }: Props) {
  const notify = useNotify();
  const update = useUpdateCustomerBusiness();
  const { control, handleSubmit } = useForm<CustomerBusinessFormInput, unknown, CustomerBusinessUpdate>({
    resolver: zodResolver(CustomerBusinessUpdateSchema),
    defaultValues: { business_id: business?.id ?? null },
  });

  const onSubmit = async ({ business_id }: CustomerBusinessUpdate) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ id: customer.id, business_id });
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(MESSAGES.businessUpdated);
    onClose();
  };

  return (
    <FormDialog open={open} title="Update Business" subtitle={customer.name} submitLabel="Update" busy={update.isPending} onClose={onClose} onSubmit={handleSubmit(onSubmit)}>
      <FormAutocomplete control={control} name="business_id" label="Business" initialOption={business} useOptions={useBusinessOptions} />
    </FormDialog>
  );
}
