import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NotFoundError, useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { HelpFormSchema, MESSAGES, type HelpUpdate } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { FormRichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { formatApiError } from '../../../lib/api-error';
import { useHelp, useUpdateHelp } from '../api/help';

function HelpForm({ content, submitting, onSubmit }: { content: string; submitting: boolean; onSubmit: (values: HelpUpdate) => void }) {
  const { control, handleSubmit, formState } = useForm<HelpUpdate>({ resolver: zodResolver(HelpFormSchema), defaultValues: { content } });
  return (
    <FormPaper onSubmit={handleSubmit(onSubmit)} maxWidth={1100}>
      {/* spec §2 and §9: the help editor is 700 px high. */}
      <FormRichTextEditor control={control} name="content" label="Content" height={700} />
      <FormActions backTo="/dashboard/help" submitLabel="Update" submitting={submitting} dirty={formState.isDirty} />
    </FormPaper>
  );
}

export default function HelpEditPage() {
  const id = useIdParam('helpId');
  const help = useHelp();
  const update = useUpdateHelp(id);
  const onSubmit = useSaveHandler({ save: update.mutateAsync, successMessage: MESSAGES.helpUpdated, backTo: '/dashboard/help', errorStyle: 'message' });
  // Another help document than the one there is: Page not found, as for any unknown id.
  if (help.data && help.data.id !== id) throw new NotFoundError();

  return (
    <>
      <PageHeader title="Update Help" crumbs={[{ label: 'Help', to: '/dashboard/help' }]} />
      {help.isPending && <LinearProgress aria-label="Loading" />}
      {help.isError && <Alert severity="error">{formatApiError(help.error, 'message')}</Alert>}
      {help.data && <HelpForm content={help.data.content} submitting={update.isPending} onSubmit={onSubmit} />}
    </>
  );
}
