import { BusinessSaveSchema, type BusinessSave, type BusinessFormInput } from '@glassdesk/shared';
import { FormAutocomplete, type EntityOption } from '../../../components/form/form-autocomplete';
import { FormTextField } from '../../../components/form/form-text-field';
import { RecordForm, useSchemaForm, type RecordFormProps } from '../../../components/form/record-form';
import { useCustomerOptions } from '../../../lookups/use-customer-options';

type Props = RecordFormProps<BusinessFormInput, BusinessSave> & {
  /** The master customer when editing, shown in the Customer dropdown before any search. */
  customer?: EntityOption | null;
};

const EMPTY: BusinessFormInput = { name: '', account_id: '', customer_id: null, contact: '', address: '' };

/** spec §5: name 3-255, account id optional 1-5, master customer required, contact 10-13 digits, address 3-255. */
export function BusinessForm({ mode, defaultValues = EMPTY, customer = null, submitting, onSubmit }: Props) {
  const form = useSchemaForm<BusinessFormInput, BusinessSave>(BusinessSaveSchema, defaultValues);
  const { control } = form;

  return (
    <RecordForm form={form} onSubmit={onSubmit} mode={mode} backTo="/dashboard/business" submitting={submitting}>
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      <FormTextField control={control} name="account_id" label="Account Id" />
      <FormAutocomplete control={control} name="customer_id" label="Master Customer" initialOption={customer} useOptions={useCustomerOptions} />
      <FormTextField control={control} name="contact" label="Contact" required slotProps={{ htmlInput: { inputMode: 'tel' } }} />
      <FormTextField control={control} name="address" label="Address" required multiline minRows={2} />
    </RecordForm>
  );
}
