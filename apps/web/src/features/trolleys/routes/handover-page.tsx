import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Trolley } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { ApiError, formatApiError } from '../../../lib/api-error';
import { useCanOpen } from '../../../lib/permissions';
import { trolleyKeys, useActingPlants, useTrolleyByUid } from '../api/trolleys';
import { HandoverForm, STEP_LABELS, type Recorded, type Step } from '../components/handover-form';
import { TrolleyThumb } from '../components/trolley-columns';
import { TrolleyStatusChip } from '../components/trolley-status-chip';
import { RecordedPanel } from '../handover/recorded-panel';
import { pickupRequestedText, recordedText, whereabouts } from '../handover/move-messages';
import { handoverOffer } from '../handover/offer';
import { QrScanner } from '../scanner/qr-scanner';

const EMPTY_UID = 'Enter or scan a UID.';

function TrolleyCard({ trolley, canView }: { trolley: Trolley; canView: boolean }) {
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Trolley">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TrolleyThumb trolley={trolley} size={72} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {canView ? (
              <Link component={RouterLink} to={`/dashboard/trolleys/${trolley.id}`}>
                {trolley.name}
              </Link>
            ) : (
              trolley.name
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {trolley.uid}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <TrolleyStatusChip status={trolley.trolley_status} />
          </Box>
        </Box>
      </Stack>
      <Typography variant="body1" sx={{ mt: 1.5 }}>
        {whereabouts(trolley)}
      </Typography>
      {trolley.pickup_requested_at && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {pickupRequestedText(trolley.pickup_requested_at)}
        </Alert>
      )}
    </Paper>
  );
}

/** The step last recorded on this screen, for the trolley it was recorded on. */
type Done = { trolleyId: number; text: string };

/**
 * Our Hand-over screen (CONTRACT "Trolleys at customers"), made for a phone at the plant gate or in a truck: find a
 * trolley by scanning its QR label or typing its UID (kept in the URL as `uid`), see its status, and record the
 * next step its status allows and the user's plants permit (handoverOffer): deliver to a customer, pick up, back
 * on a plant, maintenance.
 *
 * A recorded step replaces the form with what was recorded (no snackbar: on a phone it would cover the buttons).
 * The next step of the same trolley needs a deliberate "Record another step", placed away from where the submit
 * button was and deaf for its first second, so a double tap on a submit button records one step, never two.
 */
export default function HandoverPage() {
  const [params, setParams] = useSearchParams();
  const uid = params.get('uid')?.trim() || null;
  const [typed, setTyped] = useState(uid ?? '');
  const [uidError, setUidError] = useState<string | null>(null);
  const uidInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const trolley = useTrolleyByUid(uid);
  const plants = useActingPlants();
  const canView = useCanOpen('trolleys/:trolleyId');
  const t = trolley.data;
  const offer = t && plants.data ? handoverOffer(t, plants.data) : null;
  const steps = offer?.steps ?? [];
  const [step, setStep] = useState<Step | null>(null);
  const chosen = step && steps.includes(step) ? step : (steps[0] ?? null);
  const [done, setDone] = useState<Done | null>(null);
  const shownDone = done && t && done.trolleyId === t.id ? done : null;

  // A new UID in the URL (a scan, back/forward) shows in the field.
  const [shownUid, setShownUid] = useState(uid);
  if (uid !== shownUid) {
    setShownUid(uid);
    setTyped(uid ?? '');
    setDone(null);
  }

  const find = useCallback(
    (code: string) => {
      const value = code.trim();
      setStep(null);
      setDone(null);
      setUidError(null);
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('uid', value);
        else next.delete('uid');
        return next;
      });
    },
    [setParams],
  );
  const onFind = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setUidError(EMPTY_UID);
      uidInput.current?.focus();
      return;
    }
    find(typed);
  };

  const onRecorded = (recorded: Recorded) => {
    if (uid) queryClient.setQueryData(trolleyKeys.byUid(uid), recorded.after);
    setStep(null);
    setDone({ trolleyId: recorded.after.id, text: recordedText(recorded.step, recorded.before, recorded.after, recorded.bars) });
    // The panel is short where the form was long: start at the top, so no button lands where the finger was.
    window.scrollTo({ top: 0 });
  };
  const findAnother = () => {
    find('');
    setTyped('');
    uidInput.current?.focus();
  };

  const notFound = trolley.error instanceof ApiError && trolley.error.status === 404;

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title="Hand-over" />
      <Stack spacing={2}>
        <Paper sx={{ p: 2 }}>
          <QrScanner onScan={find} />
          <Box component="form" onSubmit={onFind} noValidate role="search" aria-label="Find trolley by UID" sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}>
            <TextField
              label="UID"
              value={typed}
              inputRef={uidInput}
              onChange={(event) => {
                setTyped(event.target.value);
                if (event.target.value.trim()) setUidError(null);
              }}
              error={!!uidError}
              helperText={uidError}
              fullWidth
              slotProps={{ htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, maxLength: 36 } }}
              sx={{ '& .MuiInputBase-root': { minHeight: 56 } }}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minWidth: 96, minHeight: 56 }}>
              Find
            </Button>
          </Box>
        </Paper>
        {(trolley.isFetching || (t && plants.isPending)) && <LinearProgress aria-label="Loading" />}
        {notFound && <Alert severity="error">No trolley has the UID {uid}.</Alert>}
        {trolley.isError && !notFound && <Alert severity="error">{formatApiError(trolley.error, 'field')}</Alert>}
        {t && plants.isError && <Alert severity="error">{formatApiError(plants.error, 'field')}</Alert>}
        {t && shownDone && <RecordedPanel key={shownDone.text} text={shownDone.text} onAnother={() => setDone(null)} onFindAnother={findAnother} />}
        {t && <TrolleyCard trolley={t} canView={canView} />}
        {t && offer && !shownDone && (
          <>
            {offer.reason && <Alert severity="info">{offer.reason}</Alert>}
            {steps.length > 1 && (
              <ToggleButtonGroup exclusive fullWidth color="primary" value={chosen} onChange={(_event, next: Step | null) => next && setStep(next)} aria-label="Next step">
                {steps.map((s) => (
                  <ToggleButton
                    key={s}
                    value={s}
                    sx={{
                      minHeight: 56,
                      fontSize: 15,
                      textTransform: 'none',
                      fontWeight: 600,
                      // A filled choice reads clearly in both themes (the default tint fails contrast in dark).
                      '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                    }}
                  >
                    {STEP_LABELS[s]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            {chosen && (
              <HandoverForm
                key={`${t.id}-${t.trolley_status}-${chosen}`}
                trolley={t}
                step={chosen}
                plants={offer.plants}
                defaultPlantId={offer.defaultPlantId}
                onRecorded={onRecorded}
              />
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
