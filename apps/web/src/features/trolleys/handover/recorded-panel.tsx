import { useEffect, useRef } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** How long the panel's buttons ignore a tap: the rest of a double tap that recorded the step. */
export const ARMING_MS = 1000;

type Props = {
  /** What was recorded, e.g. "Delivered to Ann Lee · 3 bars · 14:05". */
  text: string;
  /** Shows the trolley's next step again (none for a hand-over kept on the phone: its trolley has not moved yet). */
  onAnother?: () => void;
  /** 'Recorded', or 'Kept on this phone' for one that waits for the network. */
  title?: string;
  /** Clears the trolley and puts the focus in the UID field. */
  onFindAnother: () => void;
};

/**
 * What the Hand-over screen shows once a step is recorded, in place of the form: the step as recorded (a status
 * that takes the focus, so a screen reader reads it) and the two ways on. Its buttons ignore taps for the first
 * second, so the second tap of a double tap cannot start anything.
 */
export function RecordedPanel({ text, onAnother, onFindAnother, title = 'Recorded' }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
    heading.current?.focus({ preventScroll: true });
  }, []);
  const armed = (action: () => void) => () => {
    if (performance.now() - shownAt.current >= ARMING_MS) action();
  };
  const big = { minHeight: 48, textTransform: 'none', fontSize: 16 } as const;

  return (
    <Paper component="section" aria-labelledby="handover-recorded" sx={{ p: 2, borderLeft: 6, borderColor: 'success.main' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" aria-hidden />
        <Typography id="handover-recorded" ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ '&:focus': { outline: 'none' } }}>
          {title}
        </Typography>
      </Stack>
      <Typography role="status" sx={{ mt: 1, fontSize: 18, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={armed(onFindAnother)} sx={big}>
          Find another trolley
        </Button>
        {onAnother && (
          <Button variant="outlined" onClick={armed(onAnother)} sx={big}>
            Record another step
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
