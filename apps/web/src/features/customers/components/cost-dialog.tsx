import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { CustomerCostSchema, MESSAGES, type CustomerCost, type CustomerCostFormInput } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { StaleSaveAlert, useStaleSave } from '../../../components/form/stale-save';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useHasOperation } from '../../../lib/permissions';
import { customers, useSetCost } from '../api/customers';
import { FormDialog } from './form-dialog';

export type CostTarget = { id: number; name: string; max_day_allowed: number; per_day_charge: number };
type Props = { customer: CostTarget | null; onClose: () => void };

const figures = (c: Pick<CostTarget, 'max_day_allowed' | 'per_day_charge'>) => ({ max_day_allowed: String(c.max_day_allowed), per_day_charge: String(c.per_day_charge) });

/**
 * spec §2/§5: set a customer's max days allowed and per-day charge (numbers 0 to 100000000). The figures are the
 * customer's as read when the dialog opens (GET /customers/{id}, for a reader who may view customers; the list row's
 * until then), and the save goes from that version (CONTRACT "Concurrent edits"): someone else's save since keeps the
 * typing above their version or a save over it.
 */
export function CostDialog({ customer, onClose }: Props) {
  const notify = useNotify();
  const setCost = useSetCost();
  const canView = useHasOperation('View Customer');
  const path = `/customers/${customer?.id ?? 0}`;
  const current = useQuery({ ...customers.oneQuery(customer?.id ?? 0), enabled: customer !== null && canView });
  const versioned = useStaleSave<CustomerCost>(`${path}/cost`, { from: path, loaded: customer !== null && current.data !== undefined });
  const { control, handleSubmit, reset } = useForm<CustomerCostFormInput, unknown, CustomerCost>({
    resolver: zodResolver(CustomerCostSchema),
    defaultValues: { max_day_allowed: '', per_day_charge: '' },
  });

  // Each opening starts from the customer's figures: the list row's, then the record's once read. A field typed in
  // before the record arrives keeps what was typed (keepDirtyValues: RHF tracks each field's dirtiness whether or not
  // the component reads it; formState.isDirty, read only here, would still say false); the others take the record's.
  const { startOver } = versioned;
  useEffect(() => {
    if (!customer) return;
    reset(figures(customer));
    startOver();
  }, [customer, reset, startOver]);
  const read = current.data;
  useEffect(() => {
    if (!customer || !read) return;
    reset(figures(read), { keepDirtyValues: true });
    startOver();
    // The record as read, once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read]);

  const save = async (values: CustomerCost) => {
    if (!customer || setCost.isPending) return;
    try {
      await setCost.mutateAsync({ id: customer.id, ...values });
    } catch (error) {
      if (!versioned.refused(error, values)) notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(MESSAGES.costUpdated);
    onClose();
  };
  const loadTheirs = async () => {
    const theirs = await current.refetch();
    if (theirs.data) reset(figures(theirs.data));
    versioned.startOver();
  };
  const saveMine = async () => {
    const values = versioned.overwrite();
    if (values) await save(values);
  };

  return (
    <FormDialog open={customer !== null} title="Set Cost" subtitle={customer?.name} submitLabel="Save" busy={setCost.isPending} onClose={onClose} onSubmit={handleSubmit(save)}>
      {versioned.stale && <StaleSaveAlert stale={versioned.stale} onLoadTheirs={loadTheirs} onSaveMine={saveMine} />}
      <Stack spacing={2.5}>
        <FormTextField control={control} name="max_day_allowed" label="Max Days Allowed" required autoFocus slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormTextField control={control} name="per_day_charge" label="Per Day Charge" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Stack>
    </FormDialog>
  );
}
