import TableCell from '@mui/material/TableCell';
import type { StatementLine } from '@glassdesk/shared';
import { formatDateTime } from '../lib/format-date';
import { formatMoney } from '../lib/format-money';

/**
 * A statement line's cells, as every statement table writes them: the trolley, its hold's start and end, its days in
 * the month, the chargeable ones, the per-day charge and the cost. `emphasis` sets the trolley in bold (a disputed line).
 */
export function StatementLineCells({ line: l, emphasis = false }: { line: StatementLine; emphasis?: boolean }) {
  return (
    <>
      <TableCell sx={emphasis ? { fontWeight: 600 } : undefined}>
        {l.uid} {l.name}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.from)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.to ? formatDateTime(l.to) : 'Still held'}</TableCell>
      <TableCell align="right">{l.days_in_month}</TableCell>
      <TableCell align="right">{l.chargeable_days}</TableCell>
      <TableCell align="right">{formatMoney(l.after_free_day_charge)}</TableCell>
      <TableCell align="right">{formatMoney(l.cost)}</TableCell>
    </>
  );
}
