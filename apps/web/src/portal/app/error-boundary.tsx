import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@glassdesk/shared';
import { useBootDone } from '../../lib/boot';
import { useDocumentTitle } from '../../lib/document-title';

function PageFailed() {
  useDocumentTitle('Something went wrong');
  useBootDone();
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {navigator.onLine ? MESSAGES.fallbackError : 'You are offline, and this page has not been opened on this device before. It opens by itself once you are back online.'}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}

type Props = { children: ReactNode; /** A new value (the next page) clears a failure. */ resetKey: string };

/**
 * Catches a page that fails to load or render (e.g. an old tab asking for code that a new release replaced, or a
 * page never opened before while offline) and offers Reload; going to another page clears it, and so does the
 * network coming back (the page is tried again: its code is asked for anew, see routes.tsx `retrying`).
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  private readonly retry = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
