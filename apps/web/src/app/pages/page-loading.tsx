import LinearProgress from '@mui/material/LinearProgress';

/** Shown while the first screen's code loads. */
export function PageLoading() {
  return <LinearProgress aria-label="Loading" sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />;
}
