import type { FormEvent, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormBusyContext } from './form-busy-context';
import { useSubmitGuard } from './use-submit-guard';

type Props = {
  /** Usually react-hook-form's `handleSubmit(onSave)`: its promise settles when the save does. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The widest the form grows on a wide screen; on a phone it takes the full width. */
  maxWidth?: number | 'none';
  sx?: SxProps<Theme>;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * The card every add/edit form sits in: a <form> whose submit runs once at a time (a double click or Enter
 * pressed three times saves once), full width on a phone, and busy for the FormActions inside it.
 */
export function FormPaper({ onSubmit, maxWidth = 640, sx, children, ...aria }: Props) {
  const guard = useSubmitGuard(onSubmit);
  return (
    <FormBusyContext.Provider value={guard.busy}>
      <Paper
        component="form"
        noValidate
        onSubmit={guard.onSubmit}
        aria-busy={guard.busy || undefined}
        {...aria}
        sx={[{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth, boxSizing: 'border-box' }, ...(Array.isArray(sx) ? (sx as SxProps<Theme>[]) : [sx])] as SxProps<Theme>}
      >
        {children}
      </Paper>
    </FormBusyContext.Provider>
  );
}
