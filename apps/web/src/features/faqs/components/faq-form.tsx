import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { FaqFormSchema, type FaqWrite } from '@glassdesk/shared';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormRichTextEditor } from '../../../components/rich-text/rich-text-editor';

type Props = {
  /** spec §5: title 3-150, content 3-50000 (rich text). */
  mode: 'add' | 'update';
  defaultValues?: FaqWrite;
  submitting: boolean;
  onSubmit: (values: FaqWrite) => void;
};

export function FaqForm({ mode, defaultValues = { title: '', content: '' }, submitting, onSubmit }: Props) {
  const { control, handleSubmit, formState } = useForm<FaqWrite>({ resolver: zodResolver(FaqFormSchema), defaultValues });

  return (
    <FormPaper onSubmit={handleSubmit(onSubmit)} maxWidth={960}>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="title" label="Title" required autoFocus />
        <FormRichTextEditor control={control} name="content" label="Content" height={320} />
      </Stack>
      <FormActions backTo="/dashboard/faqs" submitLabel={mode === 'add' ? 'Add' : 'Update'} submitting={submitting} dirty={formState.isDirty} />
    </FormPaper>
  );
}
