import { useCallback, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { MESSAGES, TrolleyDefleetSchema, TrolleyIncidentSchema, TrolleyRecoverSchema, type Trolley } from '@glassdesk/shared';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhotosField } from '../../../components/photo-picker/photos-field';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format-money';
import { useTrolleyIncident, type IncidentStep } from '../api/trolleys';
import { personName } from './format';
import { TROLLEY_TEXT } from './messages';

export type IncidentKind = IncidentStep['step'];

/** The button that opens the dialog, its title's verb, and the snackbar once recorded. */
export const INCIDENT_WORDS: Record<IncidentKind, { action: string; done: string }> = {
  lost: { action: 'Report lost', done: 'Reported lost.' },
  damaged: { action: 'Report damaged', done: 'Reported damaged.' },
  recover: { action: 'Recover', done: 'Recovered.' },
  // The list's DeFleet says the same (spec §8 "Updated successfully").
  defleet: { action: 'DeFleet', done: MESSAGES.updated },
};

type Values = { note: string; images: string[]; charge: string; to_plant_id: number | null; reason: string };
const SCHEMAS = { lost: TrolleyIncidentSchema, damaged: TrolleyIncidentSchema, recover: TrolleyRecoverSchema, defleet: TrolleyDefleetSchema };

type Props = {
  trolley: Trolley;
  kind: IncidentKind;
  /** Where a recovered trolley may land: the user's plants. */
  plants: { id: number; name: string }[];
  onClose: () => void;
};

/**
 * Report a trolley lost or damaged (a note, photos and, when a customer holds it, a charge to that customer),
 * recover a lost one onto a plant, or DeFleet it with the reason (a damaged one written off). The form first, then a confirmation that says what will happen; one request
 * on Yes. A refusal shows in the dialog, which stays open with what was typed.
 */
export function TrolleyIncidentDialog({ trolley, kind, plants, onClose }: Props) {
  const titleId = useId();
  const words = INCIDENT_WORDS[kind];
  const holder = trolley.trolley_status === 'Delivery' && trolley.customer ? personName(trolley.customer) : null;
  const record = useTrolleyIncident(trolley.id);
  const notify = useNotify();
  const [ready, setReady] = useState<IncidentStep | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [photosBusy, setPhotosBusy] = useState(false);
  const onPhotosBusy = useCallback((busy: boolean) => setPhotosBusy(busy), []);
  const schema = SCHEMAS[kind];
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema as never),
    defaultValues: { note: '', images: [], charge: '', to_plant_id: plants.length === 1 ? plants[0].id : null, reason: '' },
  });

  const next = handleSubmit((body) => {
    if (photosBusy) return;
    setRefusal(null);
    setReady({ step: kind, body } as IncidentStep);
  });
  const confirm = async () => {
    if (!ready || record.isPending) return;
    try {
      await record.mutateAsync(ready);
      notify.success(words.done);
      onClose();
    } catch (error) {
      setRefusal(formatApiError(error, 'field'));
      setReady(null);
    }
  };

  const charge = ready && (ready.step === 'lost' || ready.step === 'damaged') ? ready.body.charge : null;
  const plantName = ready?.step === 'recover' ? plants.find((p) => p.id === ready.body.to_plant_id)?.name : undefined;
  const question =
    kind === 'defleet'
      ? TROLLEY_TEXT.defleetQuestion
      : kind === 'recover'
        ? `Recover ${trolley.name} onto ${plantName ?? 'the plant chosen'}?`
        : `Report ${trolley.name} as ${kind}?${holder ? ` ${holder} no longer holds it` : ''}${holder && charge ? ` and is charged ${formatMoney(charge)}.` : holder ? '.' : ''}`;

  return (
    <Dialog open onClose={record.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {words.action}: {trolley.name}
      </DialogTitle>
      {ready ? (
        <>
          <DialogContent>
            <DialogContentText>{question}</DialogContentText>
            {ready.step === 'defleet' && (
              <DialogContentText sx={{ mt: 1.5 }}>
                {trolley.name} leaves the fleet for good: no further hand-overs, transfers or check-ins.{' '}
                {ready.body.reason ? `Its history keeps the reason: "${ready.body.reason}".` : 'No reason is given; its history will say so.'}
              </DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReady(null)} disabled={record.isPending} autoFocus>
              Back
            </Button>
            <Button
              onClick={confirm}
              loading={record.isPending}
              loadingPosition="start"
              variant="contained"
              color={kind === 'recover' ? 'primary' : kind === 'defleet' ? 'warning' : 'error'}
            >
              Yes
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={next}>
          <DialogContent>
            <Stack spacing={2.5}>
              {kind === 'recover' && <FormSelect control={control} name="to_plant_id" label="Plant" required options={plants} />}
              {kind === 'defleet' ? (
                <FormTextField control={control} name="reason" label="Reason" multiline rows={2} helperText="Why it leaves the fleet, e.g. damaged beyond repair." />
              ) : (
                <>
                  <FormTextField control={control} name="note" label="Note" multiline rows={2} />
                  <Controller
                    control={control}
                    name="images"
                    render={({ field }) => <PhotosField label="Photos" value={field.value} onChange={field.onChange} onBusyChange={onPhotosBusy} />}
                  />
                </>
              )}
              {(kind === 'lost' || kind === 'damaged') && holder && (
                <FormTextField
                  control={control}
                  name="charge"
                  label={`Charge to ${holder} ($)`}
                  helperText="Optional: 0 to 100000000, at most 2 decimals."
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              )}
              {refusal && <Alert severity="error">{refusal}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" loading={photosBusy} loadingPosition="start">
              Continue
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
