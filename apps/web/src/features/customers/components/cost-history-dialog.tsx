import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CostHistory } from '@glassdesk/shared';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useLocalListState } from '../../../components/server-table/use-list-params';
import { formatApiError } from '../../../lib/api-error';
import { useCostHistory } from '../api/customers';
import { nowrap } from '../../../components/cells';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

type Props = { customer: { id: number; name: string } | null; onClose: () => void };

const columns: Column<CostHistory>[] = [
  { id: 'max_day_allowed', label: 'Max Days Allowed', align: 'right', render: (row) => row.max_day_allowed },
  { id: 'per_day_charge', label: 'Per Day Charge', align: 'right', render: (row) => formatMoney(row.per_day_charge) },
  { id: 'created_at', label: 'Changed', render: (row) => nowrap(formatDateTime(row.created_at)) },
];

/**
 * spec §2/§3: a customer's cost history, newest first, paged on the server. The paging lives in the dialog, not
 * the URL: the dialog is a passing look, and the list page's own state stays in the URL. Each opening starts on
 * the first page (the dialog's content mounts anew).
 */
export function CostHistoryDialog({ customer, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={customer !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        Cost History
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {customer?.name}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>{customer && <CostHistoryTable id={customer.id} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function CostHistoryTable({ id }: { id: number }) {
  const list = useLocalListState({ sortBy: 'created_at', order: 'desc' });
  const history = useCostHistory(id, list.query);
  return (
    <>
      {history.isError && <Typography color="error">{formatApiError(history.error, 'field')}</Typography>}
      <ServerTable
        label="Cost History"
        state={list}
        searchable={false}
        columns={columns}
        query={history}
        rowKey={(row) => `${row.created_at}-${row.max_day_allowed}-${row.per_day_charge}`}
        emptyText="No cost has been set yet."
      />
    </>
  );
}
