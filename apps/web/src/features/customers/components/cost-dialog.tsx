import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { CustomerCostSchema, MESSAGES, type CustomerCost, type CustomerCostFormInput } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useSetCost } from '../api/customers';
import { FormDialog } from './form-dialog';

export type CostTarget = { id: number; name: string; max_day_allowed: number; per_day_charge: number };
type Props = { customer: CostTarget | null; onClose: () => void };

/** spec §2/§5: set a customer's max days allowed and per-day charge (numbers 0 to 100000000). */
export function CostDialog({ customer, onClose }: Props) {
  const notify = useNotify();
  const setCost = useSetCost();
  const { control, handleSubmit, reset } = useForm<CustomerCostFormInput, unknown, CustomerCost>({
    resolver: zodResolver(CustomerCostSchema),
    defaultValues: { max_day_allowed: '', per_day_charge: '' },
  });

  // Each opening starts from the customer's current figures.
  useEffect(() => {
    if (customer) reset({ max_day_allowed: String(customer.max_day_allowed), per_day_charge: String(customer.per_day_charge) });
  }, [customer, reset]);

  const onSubmit = async (values: CustomerCost) => {
    if (!customer || setCost.isPending) return;
    try {
      await setCost.mutateAsync({ id: customer.id, ...values });
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(MESSAGES.costUpdated);
    onClose();
  };

  return (
    <FormDialog open={customer !== null} title="Set Cost" subtitle={customer?.name} submitLabel="Save" busy={setCost.isPending} onClose={onClose} onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="max_day_allowed" label="Max Days Allowed" required autoFocus slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormTextField control={control} name="per_day_charge" label="Per Day Charge" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Stack>
    </FormDialog>
  );
}
