import Chip, { type ChipProps } from '@mui/material/Chip';
import { trolleyStatusLabel, type TrolleyStatus } from '@glassdesk/shared';

// spec §4 statuses; the spec gives them no colours: at a plant green, moving blue/orange, gone grey.
const COLORS: Record<TrolleyStatus, ChipProps['color']> = {
  OnPlant: 'success',
  Maintenance: 'warning',
  PlantChange: 'info',
  DropOff: 'info',
  Delivery: 'secondary',
  Pickup: 'primary',
  DeFleet: 'default',
  Lost: 'error',
  Damaged: 'error',
};

export function TrolleyStatusChip({ status }: { status: TrolleyStatus }) {
  return <Chip size="small" label={trolleyStatusLabel(status)} color={COLORS[status] ?? 'default'} sx={{ fontWeight: 600 }} />;
}
