import { FaqFormSchema, type FaqWrite } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { RecordForm, useSchemaForm, type RecordFormProps } from '../../../components/form/record-form';
import { FormRichTextEditor } from '../../../components/rich-text/rich-text-editor';

/** spec §5: title 3-150, content 3-50000 (rich text). */
export function FaqForm({ mode, defaultValues = { title: '', content: '' }, submitting, onSubmit }: RecordFormProps<FaqWrite, FaqWrite>) {
  const form = useSchemaForm<FaqWrite>(FaqFormSchema, defaultValues);

  return (
    <RecordForm form={form} onSubmit={onSubmit} mode={mode} backTo="/dashboard/faqs" submitting={submitting} maxWidth={960}>
      <FormTextField control={form.control} name="title" label="Title" required autoFocus />
      <FormRichTextEditor control={form.control} name="content" label="Content" height={320} />
    </RecordForm>
  );
}
