import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a page's code loads (each page is its own chunk). */
export function PageLoading() {
  return <LinearProgress aria-label="Loading" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1200 }} />;
}
