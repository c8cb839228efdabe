import { useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@glassdesk/shared';

/** Shown when a screen fails to load or render, e.g. an old tab asking for code replaced by a new release. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box component="main" role="alert" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MESSAGES.fallbackError}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
