import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CustomerBusinessUpdateSchema, MESSAGES, type CustomerBusinessFormInput, type CustomerBusinessUpdate } from '@glassdesk/shared';
import { FormAutocomplete, type EntityOption } from '../../../components/form/form-autocomplete';
import { StaleSaveAlert, useStaleSave } from '../../../components/form/stale-save';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useBusinessOptions } from '../../../lookups/use-business-options';
import { customers, useUpdateCustomerBusiness } from '../api/customers';
import { FormDialog } from './form-dialog';

type Props = {
  open: boolean;
  customer: { id: number; name: string };
  /** The customer's business now, chosen when the dialog opens. */
  business: EntityOption | null;
  onClose: () => void;
};

/**
 * spec §2/§5: the customer detail's Update Business dialog; a business is required; 'Business updated.'. It saves
 * from the version the detail page read (CONTRACT "Concurrent edits"): someone else's save since keeps the choice
 * above their version or a save over it.
 */
export function UpdateBusinessDialog({ open, customer, business, onClose }: Props) {
  const notify = useNotify();
  const client = useQueryClient();
  const update = useUpdateCustomerBusiness();
  const path = `/customers/${customer.id}`;
  // The business the field starts from: the customer's when the dialog opened, theirs once loaded.
  const [shown, setShown] = useState(business);
  const versioned = useStaleSave<CustomerBusinessUpdate>(`${path}/business`, { from: path, loaded: open });
  const { control, handleSubmit, reset } = useForm<CustomerBusinessFormInput, unknown, CustomerBusinessUpdate>({
    resolver: zodResolver(CustomerBusinessUpdateSchema),
    defaultValues: { business_id: business?.id ?? null },
  });

  const save = async ({ business_id }: CustomerBusinessUpdate) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ id: customer.id, business_id });
    } catch (error) {
      if (!versioned.refused(error, { business_id })) notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(MESSAGES.businessUpdated);
    onClose();
  };
  const loadTheirs = async () => {
    const theirs = await client.fetchQuery({ ...customers.oneQuery(customer.id), staleTime: 0 });
    setShown(theirs.business ? { id: theirs.business.id, name: theirs.business.name } : null);
    reset({ business_id: theirs.business?.id ?? null });
    versioned.startOver();
  };
  const saveMine = async () => {
    const values = versioned.overwrite();
    if (values) await save(values);
  };

  return (
    <FormDialog open={open} title="Update Business" subtitle={customer.name} submitLabel="Update" busy={update.isPending} onClose={onClose} onSubmit={handleSubmit(save)}>
      {versioned.stale && <StaleSaveAlert stale={versioned.stale} onLoadTheirs={loadTheirs} onSaveMine={saveMine} />}
      <FormAutocomplete key={versioned.opened} control={control} name="business_id" label="Business" initialOption={shown} useOptions={useBusinessOptions} />
    </FormDialog>
  );
}
