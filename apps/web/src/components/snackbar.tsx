import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_MS } from '@glassdesk/shared';

type Severity = 'success' | 'error';
type Message = { key: number; text: string; severity: Severity };
export type Notify = { success: (text: string) => void; error: (text: string) => void };

const NotifyContext = createContext<Notify | null>(null);
let nextKey = 0;

/** spec §2: messages appear in a snackbar, bottom left, severity success or error, hidden after 5 seconds. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((text: string, severity: Severity) => {
    setMessage({ key: ++nextKey, text, severity });
    setOpen(true);
  }, []);
  const notify = useMemo<Notify>(() => ({ success: (text) => show(text, 'success'), error: (text) => show(text, 'error') }), [show]);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar key={message?.key} open={open} autoHideDuration={SNACKBAR_MS} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Alert onClose={close} severity={message?.severity ?? 'success'} variant="filled" sx={{ width: '100%' }}>
          {message?.text}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <SnackbarProvider>');
  return notify;
}
