import { useDeferredValue } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { CustomerStatementSummary } from '@glassdesk/shared';
import { monthLabel } from '../../lib/app-dates';
import { useDocumentTitle } from '../../lib/document-title';
import { formatMoney } from '../../lib/format-money';
import { portalApi } from '../lib/api';
import { splitApiError } from '../lib/form-errors';
import { portalKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { StatementStatus } from './statement-status';

/** The month's address: the master's other customers carry theirs in `customer_id`. */
export const statementPath = (s: Pick<CustomerStatementSummary, 'month' | 'customer'>, viewer: number | undefined) =>
  `/statements/${s.month}${s.customer.id === viewer ? '' : `?customer_id=${s.customer.id}`}`;

/**
 * Statements: every month of the customer's trolleys (a master customer: of each customer of its business), newest
 * first, with its total and where it stands (open, closed, confirmed, disputed, credited); a month opens its lines.
 */
export default function StatementsPage() {
  useDocumentTitle('Statements');
  const session = useSession();
  const statements = useQuery({ queryKey: portalKeys.statements, queryFn: ({ signal }) => portalApi.get('/statements', { signal }) });
  // The answer is drawn in a render of its own (a deferred value: React renders it in slices, as a transition),
  // not in the store update's render, which React runs in one piece: on a slow phone, one long task less.
  const all = useDeferredValue(statements.data);
  // A master customer reads each customer of its business: one of them at a time, chosen here (kept in the address).
  const customers = [...new Map((all ?? []).map((s) => [s.customer.id, s.customer])).values()];
  const several = customers.length > 1;
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('customer')) || null;
  const shown = all?.filter((s) => chosen === null || s.customer.id === chosen);

  return (
    <Box>
      <Typography variant="h5" component="h1" fontWeight={700}>
        Statements
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        What your trolleys cost each month. When a month is closed you can confirm it, or dispute the lines you think are wrong.
      </Typography>
      {!all && !statements.isError && <Skeleton variant="rounded" height={160} aria-label="Loading statements" />}
      {statements.isError && !all && <Alert severity="error">{splitApiError(statements.error, []).message ?? 'The statements could not be loaded.'}</Alert>}
      {all && all.length === 0 && <Alert severity="info">No statement yet: you have not held a trolley.</Alert>}
      {several && (
        <TextField
          select
          label="Customer"
          size="small"
          value={chosen ?? ''}
          onChange={(e) => setParams(e.target.value ? { customer: e.target.value } : {}, { replace: true })}
          sx={{ mb: 2, minWidth: 240, maxWidth: '100%' }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Every customer of the business</MenuItem>
          {customers.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.first_name} {c.last_name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {shown && shown.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Statements" disablePadding>
            {shown.map((s) => (
              // A list item around each link: a list holds items only (the link inside it is what is tapped).
              <ListItem key={`${s.customer.id}:${s.month}`} disablePadding divider>
                <ListItemButton component={RouterLink} to={statementPath(s, session?.id)} sx={{ gap: 1, py: 1.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography fontWeight={600}>
                      {monthLabel(s.month)}
                      {several && chosen === null && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1, overflowWrap: 'anywhere' }}>
                          {s.customer.first_name} {s.customer.last_name}
                        </Typography>
                      )}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                      <Typography variant="body2" fontWeight={600}>
                        {formatMoney(s.total)}
                      </Typography>
                      <StatementStatus closed={s.closed} confirmedAt={s.confirmed_at} dispute={s.dispute?.status ?? null} />
                    </Box>
                  </Box>
                  <ChevronRight aria-hidden color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {all && all.some((s) => !s.closed) && (
        <Typography variant="body2" component="div" color="text.secondary" sx={{ mt: 1 }}>
          <Chip size="small" label="Open" color="info" sx={{ mr: 0.5 }} /> months still change as trolleys come and go.
        </Typography>
      )}
    </Box>
  );
}
