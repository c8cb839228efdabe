import { useCallback, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
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
import { useActingPlants, useTrolleyByUid } from '../api/trolleys';
import { days, personName } from '../components/format';
import { HandoverForm, STEP_LABELS, stepsFor, type Step } from '../components/handover-form';
import { TrolleyThumb } from '../components/trolley-columns';
import { TrolleyStatusChip } from '../components/trolley-status-chip';
import { QrScanner } from '../scanner/qr-scanner';

/** Where the trolley is, in one line. */
function whereabouts(t: Trolley) {
  switch (t.trolley_status) {
    case 'Delivery':
      return `At ${personName(t.customer)} for ${days(t.time_duration)}`;
    case 'PlantChange':
      return `Leaving ${t.from_plant_name ?? ''} for ${t.to_plant_name ?? ''}`;
    case 'DropOff':
      return `On the road from ${t.from_plant_name ?? ''} to ${t.to_plant_name ?? ''}`;
    case 'Pickup':
      return `Picked up ${days(t.time_duration)} ago, on the way to a plant`;
    default:
      return `${t.plant?.name ?? ''} · ${days(t.time_duration)} in ${t.trolley_status}`;
  }
}

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
    </Paper>
  );
}

/**
 * Our Hand-over screen (CONTRACT "Trolleys at customers"), made for a phone at the plant gate or in a truck: find a
 * trolley by scanning its QR label or typing its UID (kept in the URL as `uid`), see its status, and record the
 * next step its status allows: deliver to a customer, pick up, back on a plant, maintenance.
 */
export default function HandoverPage() {
  const [params, setParams] = useSearchParams();
  const uid = params.get('uid')?.trim() || null;
  const [typed, setTyped] = useState(uid ?? '');
  const trolley = useTrolleyByUid(uid);
  const plants = useActingPlants();
  const canView = useCanOpen('trolleys/:trolleyId');
  const t = trolley.data;
  const steps = t ? stepsFor(t) : [];
  const [step, setStep] = useState<Step | null>(null);
  const chosen = step && steps.includes(step) ? step : (steps[0] ?? null);

  // A new UID in the URL (a scan, back/forward) shows in the field.
  const [shownUid, setShownUid] = useState(uid);
  if (uid !== shownUid) {
    setShownUid(uid);
    setTyped(uid ?? '');
  }

  const find = useCallback(
    (code: string) => {
      const value = code.trim();
      setStep(null);
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
    find(typed);
  };

  const notFound = trolley.error instanceof ApiError && trolley.error.status === 404;

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title="Hand-over" />
      <Stack spacing={2}>
        <Paper sx={{ p: 2 }}>
          <QrScanner onScan={find} />
          <Box component="form" onSubmit={onFind} role="search" aria-label="Find trolley by UID" sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <TextField
              label="UID"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false, maxLength: 36 } }}
              sx={{ '& .MuiInputBase-root': { minHeight: 56 } }}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minWidth: 96, minHeight: 56 }}>
              Find
            </Button>
          </Box>
        </Paper>
        {trolley.isFetching && <LinearProgress aria-label="Loading" />}
        {notFound && <Alert severity="error">No trolley has the UID {uid}.</Alert>}
        {trolley.isError && !notFound && <Alert severity="error">{formatApiError(trolley.error, 'field')}</Alert>}
        {t && (
          <>
            <TrolleyCard trolley={t} canView={canView} />
            {steps.length === 0 && <Alert severity="info">This trolley is DeFleet: it takes no further steps.</Alert>}
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
            {chosen && <HandoverForm key={`${t.id}-${t.trolley_status}-${chosen}`} trolley={t} step={chosen} plants={plants.data ?? []} onDone={() => setStep(null)} />}
          </>
        )}
      </Stack>
    </Box>
  );
}
