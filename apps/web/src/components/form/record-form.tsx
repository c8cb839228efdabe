import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { FormActions } from './form-actions';
import { FormPaper } from './form-paper';

/** react-hook-form checked by the shared zod schema: the fields' input type and what a valid form submits. */
export function useSchemaForm<Input extends FieldValues, Output = Input>(schema: z.ZodType<Output, Input>, defaultValues: DefaultValues<Input>) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
}

/** What an add/update form component takes from its page (ResourceAddPage / ResourceEditPage hand it the last two). */
export type RecordFormProps<Input, Output> = {
  mode: 'add' | 'update';
  defaultValues?: Input;
  submitting: boolean;
  onSubmit: (values: Output) => unknown;
};

type Props<Input extends FieldValues, Output> = {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (values: Output) => unknown;
  mode: 'add' | 'update';
  /** Where Back goes: the list. */
  backTo: string;
  submitting: boolean;
  maxWidth?: number | 'none';
  children: ReactNode;
};

/** An add or update form in its card: the fields stacked, then Back and Add or Update (with the unsaved-changes guard). */
export function RecordForm<Input extends FieldValues, Output>({ form, onSubmit, mode, backTo, submitting, maxWidth, children }: Props<Input, Output>) {
  return (
    <FormPaper onSubmit={form.handleSubmit(onSubmit)} maxWidth={maxWidth}>
      <Stack spacing={2.5}>{children}</Stack>
      <FormActions backTo={backTo} submitLabel={mode === 'add' ? 'Add' : 'Update'} submitting={submitting} dirty={form.formState.isDirty} />
    </FormPaper>
  );
}
