import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';

type Props = {
  checked: boolean;
  /** The switch's accessible name, e.g. "Approve Customer Ann Lee"; left out, the state shows as a Yes/No chip. */
  label?: string;
  busy?: boolean;
  onChange?: (checked: boolean) => void;
};

/** spec §4: is_verified and is_approved are toggled separately by staff; without the operation, only shown. */
export function ApprovalSwitch({ checked, label, busy = false, onChange }: Props) {
  if (!onChange || !label) {
    return <Chip size="small" label={checked ? 'Yes' : 'No'} color={checked ? 'success' : 'default'} variant="outlined" />;
  }
  return <Switch size="small" checked={checked} disabled={busy} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-label': label } }} />;
}
