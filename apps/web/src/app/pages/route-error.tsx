import { useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@glassdesk/shared';
import { useDocumentTitle } from '../../lib/document-title';
import { isNotFound } from '../../lib/use-id-param';
import NotFoundPage from './not-found-page';
import { useBootDone } from '../../lib/boot';

function ErrorMessage() {
  useDocumentTitle('Something went wrong');
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MESSAGES.fallbackError}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </>
  );
}

/** Shown when a screen fails to load or render, e.g. an old tab asking for code replaced by a new release. */
export function RouteError() {
  const error = useRouteError();
  useBootDone();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box component="main" role="alert" sx={{ p: 6, textAlign: 'center' }}>
      <ErrorMessage />
    </Box>
  );
}

/**
 * The error element of every /dashboard screen, shown inside the shell (menu and top bar stay): Page not found
 * for a malformed id in the URL or a record the API does not know (404), the generic failure otherwise.
 */
export function ShellRouteError() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Paper role="alert" sx={{ p: 4, maxWidth: 640 }}>
      <ErrorMessage />
    </Paper>
  );
}
