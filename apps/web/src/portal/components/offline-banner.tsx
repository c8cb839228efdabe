import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useOnline } from '../lib/online';

export const OFFLINE_BANNER = 'You are offline. What you see may be out of date.';

/** Says so, clearly and at once, while the device has no network (navigator.onLine with its online/offline events). */
export function OfflineBanner() {
  const online = useOnline();
  // The live region stays in the page so the change is announced; only its content comes and goes. Sticky: it
  // stays in sight while the page scrolls under it.
  return (
    <Box role="status" aria-live="polite" sx={{ position: 'sticky', top: 0, zIndex: 'snackbar' }}>
      {!online && (
        <Alert severity="warning" variant="filled" square sx={{ borderRadius: 0, py: 0.25 }}>
          {OFFLINE_BANNER}
        </Alert>
      )}
    </Box>
  );
}
