import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { MESSAGES, TICKET_SETTING_KINDS, TICKET_SETTING_LABELS, type TicketSettingKind, type TicketSettings, type TicketSettingsResponse } from '@glassdesk/shared';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { StaleSaveAlert, useStaleSave } from '../../../components/form/stale-save';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { naturalCompare } from '../../../lookups/natural-order';
import { useSaveTicketSettings, useSettingsUsers, useTicketSettings } from '../api/ticket-settings';
import { UserCheckboxGroup, type UserChoice } from '../components/user-checkbox-group';
import { fullName } from '../../../lib/full-name';

// spec §6 "Ticket settings groups": what each group gives its users.
const HELP: Record<TicketSettingKind, string> = {
  access: 'Can see tickets.',
  emails: 'Receive ticket notifications by email.',
  production: 'Can view and add comments.',
  sales: 'Receive comment notifications and see production comments.',
  trolley_alerts: 'Receive the daily digest of customers holding trolleys past their free days.',
};

const same = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

type FormProps = {
  initial: TicketSettingsResponse;
  users: UserChoice[];
  /** The version this form saves from, and what to do when someone else saved first. */
  versioned: ReturnType<typeof useStaleSave<TicketSettings>>;
  /** Reads the settings again (their version). */
  reload: () => Promise<unknown>;
};

function SettingsForm({ initial, users, versioned, reload }: FormProps) {
  const notify = useNotify();
  const save = useSaveTicketSettings();
  const [values, setValues] = useState<TicketSettingsResponse>(initial);
  const [saved, setSaved] = useState<TicketSettingsResponse>(initial);
  // Ids of users no longer listed (deleted) are not shown, so they never count as a change nor get saved again.
  const known = useMemo(() => new Set(users.map((user) => user.id)), [users]);
  const visible = (ids: number[]) => ids.filter((id) => known.has(id));
  const dirty = TICKET_SETTING_KINDS.some((kind) => !same(visible(values[kind]), visible(saved[kind])));

  const send = async (body: TicketSettings) => {
    try {
      const answer = await save.mutateAsync(body);
      setValues(answer);
      setSaved(answer);
      notify.success(MESSAGES.saved);
    } catch (error) {
      if (!versioned.refused(error, body)) notify.error(formatApiError(error, 'field'));
    }
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await send(Object.fromEntries(TICKET_SETTING_KINDS.map((kind) => [kind, visible(values[kind])])) as TicketSettings);
  };
  const loadTheirs = async () => {
    await reload();
    versioned.startOver();
  };
  const saveMine = async () => {
    const body = versioned.overwrite();
    if (body) await send(body);
  };

  return (
    <>
      {versioned.stale && <StaleSaveAlert stale={versioned.stale} onLoadTheirs={loadTheirs} onSaveMine={saveMine} />}
      <FormPaper onSubmit={onSubmit} maxWidth={960} aria-label="Ticket Settings">
        {users.length === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            There are no users to choose from yet.
          </Alert>
        )}
        <Stack spacing={3} divider={<Divider flexItem />}>
          {TICKET_SETTING_KINDS.map((kind) => (
            <UserCheckboxGroup
              key={kind}
              id={`ticket-settings-${kind}`}
              label={TICKET_SETTING_LABELS[kind]}
              helperText={HELP[kind]}
              users={users}
              value={values[kind]}
              onChange={(ids) => setValues((previous) => ({ ...previous, [kind]: ids }))}
            />
          ))}
        </Stack>
        <FormActions backTo="/dashboard" submitLabel="Save" submitting={save.isPending} dirty={dirty} />
      </FormPaper>
    </>
  );
}

/** spec §2 "Ticket Settings": four checkbox groups of users (access, emails, production, sales), the Trolley alerts (CONTRACT "Trolley fleet control"), and Save. */
export default function TicketSettingsPage() {
  const settings = useTicketSettings();
  const users = useSettingsUsers();
  const choices = useMemo<UserChoice[]>(
    () => (users.data ?? []).map((user) => ({ id: user.id, name: fullName(user), email: user.email })).sort((a, b) => naturalCompare(a.name, b.name) || a.id - b.id),
    [users.data],
  );
  const error = settings.error ?? users.error;
  // CONTRACT "Concurrent edits": the form saves from the version it opened; their version, once loaded, starts it over.
  const versioned = useStaleSave<TicketSettings>('/ticket-settings', { loaded: settings.data !== undefined });

  return (
    <>
      <PageHeader title="Ticket Settings" />
      {(settings.isPending || users.isPending) && !error && <LinearProgress aria-label="Loading" />}
      {error && <Alert severity="error">{formatApiError(error, 'field')}</Alert>}
      {settings.data && users.data && <SettingsForm key={versioned.opened} initial={settings.data} users={choices} versioned={versioned} reload={settings.refetch} />}
    </>
  );
}
