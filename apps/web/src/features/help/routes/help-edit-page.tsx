import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NotFoundError, useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { HelpFormSchema, MESSAGES, type HelpUpdate } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { StaleSaveAlert, useStaleSave } from '../../../components/form/stale-save';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { FormRichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { formatApiError } from '../../../lib/api-error';
import { HELP_PATH, useHelp, useUpdateHelp } from '../api/help';

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

/**
 * spec §2 "Other screens": Update Help. The form saves from the version it opened (CONTRACT "Concurrent edits"): the
 * ETag of GET /help goes with the PUT to /help/{id} as If-Match; when someone else saved first, what the user typed
 * stays under a choice between their version and a save over it.
 */
export default function HelpEditPage() {
  const id = useIdParam('helpId');
  const help = useHelp();
  const update = useUpdateHelp(id);
  const versioned = useStaleSave<HelpUpdate>(`/help/${id}`, { from: HELP_PATH, loaded: help.data !== undefined });
  const onSubmit = useSaveHandler({
    save: update.mutateAsync,
    successMessage: MESSAGES.helpUpdated,
    backTo: '/dashboard/help',
    errorStyle: 'message',
    onRefused: versioned.refused,
  });
  const loadTheirs = async () => {
    await help.refetch();
    versioned.startOver();
  };
  const saveMine = async () => {
    const values = versioned.overwrite();
    if (values !== undefined) await onSubmit(values);
  };
  // Another help document than the one there is: Page not found, as for any unknown id.
  if (help.data && help.data.id !== id) throw new NotFoundError();

  return (
    <>
      <PageHeader title="Update Help" crumbs={[{ label: 'Help', to: '/dashboard/help' }]} />
      {help.isPending && <LinearProgress aria-label="Loading" />}
      {help.isError && <Alert severity="error">{formatApiError(help.error, 'message')}</Alert>}
      {versioned.stale && <StaleSaveAlert stale={versioned.stale} onLoadTheirs={loadTheirs} onSaveMine={saveMine} />}
      {help.data && <HelpForm key={versioned.opened} content={help.data.content} submitting={update.isPending} onSubmit={onSubmit} />}
    </>
  );
}
