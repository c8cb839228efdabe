import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSingleFlight } from '../../components/form/use-submit-guard';
import type { TicketDraft } from '../lib/drafts';
import { useOnline } from '../lib/online';
import { useStagedReveal } from '../../lib/staged';
import { NetworkError, ticketFormErrors, type TicketField, type TicketFormErrors } from '../lib/upload';
import { PhotoSection } from './photo-section';
import { createdTicket, sendDraft } from './send-ticket';
import { FIELD_LABELS, TicketFields } from './ticket-fields';
import { hasContent, hasErrors, NO_ERRORS, PHOTO_FIELD, photosOf, validateTicket } from './ticket-form';
import type { useTicketDraft } from './use-ticket-draft';

type Props = {
  draft: TicketDraft;
  actions: ReturnType<typeof useTicketDraft>;
  onQueued: () => void;
  onCreated: (created: { id: number; ticket_id: string }) => void;
};

const FIELD_ORDER = Object.keys(FIELD_LABELS) as TicketField[];

/** Moves the focus to the first thing to fix, so a keyboard or screen-reader user lands on it. */
function focusFirstError(errors: TicketFormErrors, draft: TicketDraft) {
  const photoKind = (['Defect', 'Label'] as const).find((kind) => errors.photoFields[PHOTO_FIELD[kind]] || photosOf(draft.photos, kind).some((photo) => errors.photos[photo.id]));
  const field = FIELD_ORDER.find((name) => errors.fields[name]);
  const target = photoKind ? document.querySelector<HTMLElement>(`[data-photo-heading="${photoKind}"]`) : field ? document.getElementById(`ticket-${field}`) : null;
  requestAnimationFrame(() => target?.focus());
}

/** The new-ticket form: photos first (the phone's camera), then the details; submit, discard. */
export function NewTicketForm({ draft, actions, onQueued, onCreated }: Props) {
  const online = useOnline();
  const { busy, run } = useSingleFlight();
  const [errors, setErrors] = useState<TicketFormErrors>(NO_ERRORS);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [networkFailed, setNetworkFailed] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // The photos first, then the details' first four fields, then the rest of them, then the buttons: four short
  // commits on a slow phone instead of one long.
  const stage = useStagedReveal(4);

  const queue = async () => {
    await actions.queue();
    setErrors(NO_ERRORS);
    setNetworkFailed(false);
    onQueued();
  };

  const submit = run(async () => {
    setNetworkFailed(false);
    const checked = validateTicket(draft);
    setErrors(checked);
    if (hasErrors(checked)) return focusFirstError(checked, draft);
    // Offline: the ticket waits in the outbox; the signed-in layout sends it once the phone is back online.
    if (!navigator.onLine) return queue();
    // What is sent is on the phone first: a lost session or a crash mid-upload loses nothing.
    await actions.saveNow();
    setProgress(null);
    try {
      const { answer, photoIds } = await sendDraft(draft, setProgress);
      const created = createdTicket(answer);
      if (created) {
        await actions.discard();
        return onCreated(created);
      }
      // 401: sendDraft ended the session; the signed-in gate opens the sign-in page, which brings the customer back.
      if (answer.status === 401) return;
      const refused = ticketFormErrors(answer, photoIds);
      setErrors(refused);
      focusFirstError(refused, draft);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      // The connection went while sending: kept for later, as if submitted offline.
      if (!navigator.onLine) await queue();
      else setNetworkFailed(true);
    } finally {
      setProgress(undefined);
    }
  });

  const setField = (field: TicketField, value: string) => {
    actions.setField(field, value);
    if (errors.fields[field]) setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const photoErrorsCleared = (kind: 'Defect' | 'Label') => setErrors((current) => ({ ...current, photoFields: { ...current.photoFields, [PHOTO_FIELD[kind]]: undefined } }));

  return (
    <Stack
      component="form"
      noValidate
      aria-label="New ticket"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {(['Defect', 'Label'] as const).map((kind) => (
          <PhotoSection
            key={kind}
            kind={kind}
            title={kind === 'Defect' ? 'Defect photos' : 'Label photos'}
            hint={kind === 'Defect' ? 'At least one: the fault, close up and from further away.' : 'Optional: the sticker or etching on the glass.'}
            photos={photosOf(draft.photos, kind)}
            error={errors.photoFields[PHOTO_FIELD[kind]]}
            photoErrors={errors.photos}
            disabled={busy}
            onAdd={(photos) => {
              actions.addPhotos(photos);
              photoErrorsCleared(kind);
            }}
            onRemove={(id) => {
              actions.removePhoto(id);
              photoErrorsCleared(kind);
            }}
          />
        ))}
      </Paper>

      {stage >= 2 && (
        <Paper component="section" aria-labelledby="ticket-details-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="ticket-details-title" variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 2 }}>
            Details
          </Typography>
          <TicketFields values={draft.fields} errors={errors.fields} onChange={setField} disabled={busy} firstFour={stage < 3} />
        </Paper>
      )}

      {errors.message && (
        <Alert severity="error" role="alert">
          {errors.message}
        </Alert>
      )}
      {networkFailed && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void submit()} disabled={busy}>
              Retry
            </Button>
          }
        >
          The ticket did not reach GlassDesk: the connection failed. Everything you entered is kept; try again.
        </Alert>
      )}
      {progress !== undefined && (
        <Box>
          <LinearProgress
            variant={progress === null ? 'indeterminate' : 'determinate'}
            value={progress ?? undefined}
            aria-label="Uploading the ticket"
            aria-valuetext={progress === null ? undefined : `${progress}%`}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-hidden>
            {progress === null ? 'Sending…' : `Sending… ${progress}%`}
          </Typography>
        </Box>
      )}
      {!online && <Alert severity="info">You are offline. Submit saves the ticket on this phone, and it is sent when you are back online.</Alert>}
      {stage >= 4 && (
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {hasContent(draft) && (
            <Button color="error" onClick={() => setConfirmDiscard(true)} disabled={busy}>
              Discard draft
            </Button>
          )}
          <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={busy}>
            {busy ? 'Sending…' : 'Submit ticket'}
          </Button>
        </Stack>
      )}

      <ConfirmDialog
        open={confirmDiscard}
        title="Discard Draft"
        text="Discard this ticket? What you entered and its photos are deleted from this phone."
        confirmLabel="Discard"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={async () => {
          await actions.discard();
          setErrors(NO_ERRORS);
          setNetworkFailed(false);
          setConfirmDiscard(false);
        }}
      />
    </Stack>
  );
}
