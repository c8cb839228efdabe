import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { monthLabel } from '../../lib/app-dates';
import { formatMoney } from '../../lib/format-money';
import { portalApi } from '../lib/api';
import { portalKeys } from '../lib/query-keys';
import { splitApiError } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { useDownload } from '../lib/use-download';

/**
 * The customer's own monthly statements (newest first), each with its total, open or closed, and a Download
 * of its workbook (statement-<id>-<month>.xlsx).
 */
export function StatementsSection() {
  const session = useSession();
  const statements = useQuery({ queryKey: portalKeys.statements, queryFn: ({ signal }) => portalApi.get('/statements', { signal }) });
  const { busy, failure, download: save } = useDownload<string>('The statement could not be downloaded.');
  const download = (month: string) =>
    save(month, () => portalApi.download('/statements/{month}/export', { params: { month } }), `statement-${session?.id ?? 'mine'}-${month}.xlsx`);

  return (
    <Box component="section" aria-labelledby="statements-heading">
      <Typography id="statements-heading" variant="h6" component="h2" fontWeight={600} sx={{ mt: 2 }}>
        Statements
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What your trolleys cost each month: the days past their free days, and any loss or damage charge. A closed month no longer changes.
      </Typography>
      {statements.isPending && <Skeleton variant="rounded" height={96} aria-label="Loading statements" />}
      {statements.isError && <Alert severity="error">{splitApiError(statements.error, []).message ?? 'The statements could not be loaded.'}</Alert>}
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {statements.data && statements.data.length === 0 && <Alert severity="info">No statement yet: you have not held a trolley.</Alert>}
      {statements.data && statements.data.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Statements" disablePadding>
            {statements.data.map((s) => (
              <ListItem key={s.month} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                  <Typography fontWeight={600}>{monthLabel(s.month)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatMoney(s.total)} <Chip size="small" label={s.closed ? 'Closed' : 'Open'} color={s.closed ? 'success' : 'info'} sx={{ ml: 0.5 }} />
                  </Typography>
                </Box>
                <Button variant="outlined" size="small" onClick={() => void download(s.month)} disabled={busy !== null} aria-label={`Download ${monthLabel(s.month)}`}>
                  {busy === s.month ? 'Downloading…' : 'Download'}
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
