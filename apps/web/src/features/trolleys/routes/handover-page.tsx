import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
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
import type { HandoverKind, Trolley } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { ApiError, formatApiError } from '../../../lib/api-error';
import { useCanOpen } from '../../../lib/permissions';
import { useUser } from '../../../lib/session';
import { findTrolleyByUid, trolleyKeys, useActingPlants, useTrolleyByUid } from '../api/trolleys';
import { HandoverForm, STEP_LABELS, type Recorded, type Step } from '../components/handover-form';
import { TrolleyThumb } from '../components/trolley-columns';
import { TrolleyStatusChip } from '../components/trolley-status-chip';
import { RecordedPanel } from '../handover/recorded-panel';
import { barsText, pickupRequestedText, recordedText, stampText, whereabouts } from '../handover/move-messages';
import { handoverOffer } from '../handover/offer';
import { refreshBook } from '../handover/offline-book';
import { registerOfficeServiceWorker } from '../handover/service-worker';
import type { QueuedHandover } from '../handover/queue';
import { QueuePanel, queuedText } from '../handover/queue-panel';
import { useHandoverQueue } from '../handover/use-handover-queue';
import { VisitForm, type VisitHandle, type VisitResult } from '../handover/visit-form';
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

/** The step last recorded on this screen, for the trolley it was recorded on; `queued`: kept on the phone, not sent yet. */
type Done = { trolleyId: number; text: string; queued?: boolean };

const isVisit = (step: Step | null): step is HandoverKind => step === 'delivery' || step === 'pickup';

/** What a visit came to, in one line: "Delivered to Erin Walker · 3 trolleys · 14:05", or what waits on the phone. */
function visitText(result: VisitResult) {
  if ('queued' in result) return `Kept on this phone, sent when the network is back: ${queuedText(result.queued)}`;
  const h = result.sent;
  const who = h.customer ? `${h.customer.first_name} ${h.customer.last_name}` : '';
  const what = h.kind === 'delivery' ? `Delivered to ${who}` : `Picked up from ${who}`;
  const trolleys = h.trolleys.length === 1 ? barsText(h.trolleys[0].no_of_bars) : `${h.trolleys.length} trolleys`;
  return `${what} · ${trolleys} · ${stampText(h.at)}`;
}

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
  // What was recorded last, under its trolley; one recorded from an edited queued hand-over shows with no trolley found.
  const shownDone = done && (t ? done.trolleyId === t.id : !uid) ? done : null;
  const queue = useHandoverQueue();
  const visit = useRef<VisitHandle>(null);
  const [editing, setEditing] = useState<QueuedHandover | null>(null);
  const visitOpen = editing !== null || (!!t && !shownDone && isVisit(chosen));
  const userId = useUser()?.id ?? null;

  // Once opened online, the screen opens again offline (the back-office's service worker).
  useEffect(() => registerOfficeServiceWorker(), []);
  // Opened online: the phone's book of the user's plants' trolleys and the approved customers is filled again.
  const actingPlants = plants.data;
  useEffect(() => {
    if (userId === null || !actingPlants || !navigator.onLine) return;
    void refreshBook(userId, actingPlants).catch(() => undefined);
  }, [userId, actingPlants]);

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
      // A visit is open: the next scan (or typed uid) joins it instead of starting over.
      if (visitOpen && visit.current && value) {
        void visit.current.add(value);
        return;
      }
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
    [setParams, visitOpen],
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
  const onVisit = (result: VisitResult) => {
    const trolleyId = 'queued' in result ? result.queued.trolleys[0].id : result.sent.trolleys[0].id;
    setEditing(null);
    setStep(null);
    setDone({ trolleyId, text: visitText(result), queued: 'queued' in result });
    if (uid && 'sent' in result) {
      // The card shows the step at once (as the server recorded it), then reads the trolley again.
      const h = result.sent;
      queryClient.setQueryData<Trolley>(trolleyKeys.byUid(uid), (old) =>
        old && old.id === trolleyId
          ? {
              ...old,
              trolley_status: h.kind === 'delivery' ? 'Delivery' : 'Pickup',
              status_at: h.at,
              customer: h.kind === 'delivery' && h.customer ? { id: h.customer.id, first_name: h.customer.first_name, last_name: h.customer.last_name } : null,
              pickup_requested_at: null,
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: trolleyKeys.byUid(uid) });
    } else if (uid) {
      // Kept on the phone: the card reads the phone's book again, which has moved the trolley (noteMoved).
      void queryClient.invalidateQueries({ queryKey: trolleyKeys.byUid(uid) });
    }
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
        <QueuePanel
          items={queue.items}
          online={queue.online}
          onSend={queue.flush}
          onEdit={(item) => {
            setEditing(item);
            window.scrollTo({ top: 0 });
          }}
          onDiscard={(item) => queue.queue.discard(item.client_id)}
        />
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
        {editing && plants.data && (
          <>
            <Alert
              severity="info"
              action={
                <Button color="inherit" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              }
            >
              Editing a refused hand-over. Recording it again replaces it in the queue.
            </Alert>
            <VisitForm
              key={editing.client_id}
              ref={visit}
              kind={editing.kind}
              first={editing.trolleys[0].trolley}
              plants={plants.data}
              lookup={findTrolleyByUid}
              queue={queue}
              editing={editing}
              onRecorded={onVisit}
            />
          </>
        )}
        {(trolley.isFetching || (t && plants.isPending)) && <LinearProgress aria-label="Loading" />}
        {notFound && <Alert severity="error">No trolley has the UID {uid}.</Alert>}
        {trolley.isError && !notFound && <Alert severity="error">{formatApiError(trolley.error, 'field')}</Alert>}
        {t && plants.isError && <Alert severity="error">{formatApiError(plants.error, 'field')}</Alert>}
        {shownDone && (
          <RecordedPanel
            key={shownDone.text}
            title={shownDone.queued ? 'Kept on this phone' : 'Recorded'}
            text={shownDone.text}
            onAnother={shownDone.queued ? undefined : () => setDone(null)}
            onFindAnother={findAnother}
          />
        )}
        {t && <TrolleyCard trolley={t} canView={canView} />}
        {t && offer && !shownDone && !editing && (
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
            {chosen && isVisit(chosen) && (
              <VisitForm
                key={`${t.id}-${t.trolley_status}-${chosen}`}
                ref={visit}
                kind={chosen}
                first={t}
                plants={plants.data ?? []}
                lookup={findTrolleyByUid}
                queue={queue}
                onRecorded={onVisit}
              />
            )}
            {chosen && !isVisit(chosen) && (
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
