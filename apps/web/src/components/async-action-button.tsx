import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSingleFlight } from './form/use-submit-guard';

type IconProps = Omit<IconButtonProps, 'onClick' | 'children' | 'aria-label'> & {
  /** The accessible name, e.g. "Remove Plant North"; also the tooltip unless `title` is given. */
  label: string;
  /** The tooltip, e.g. "Remove Plant" (the name can add the row's name). */
  title?: string;
  icon: ReactNode;
  /** The call; the button is disabled, with a spinner, until its promise settles. One click is one call. */
  onClick: () => unknown;
};

/** A row's icon button that calls the API directly: guarded against double clicks, busy while the call runs. */
export function AsyncIconButton({ label, title, icon, onClick, disabled, size = 'small', ...rest }: IconProps) {
  const { busy, run } = useSingleFlight();
  return (
    <Tooltip title={title ?? label}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton {...rest} size={size} aria-label={label} aria-busy={busy || undefined} disabled={disabled || busy} onClick={run(onClick)}>
          {busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

type ButtonPropsAsync = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** The call; the button is disabled, with a spinner, until its promise settles. One click is one call. */
  onClick: () => unknown;
};

/** A text button that calls the API (e.g. "Send", "Approve"): guarded against double clicks, busy while it runs. */
export function ActionButton({ onClick, disabled, loadingPosition = 'start', ...rest }: ButtonPropsAsync) {
  const { busy, run } = useSingleFlight();
  return <Button {...rest} loading={busy} loadingPosition={loadingPosition} disabled={disabled} onClick={run(onClick)} />;
}
