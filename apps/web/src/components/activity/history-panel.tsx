import { useId, useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { formatApiError } from '../../lib/api-error';
import { paginationLayout } from '../server-table/table-layout';
import { ActivityLine } from './activity-line';
import { failedSignInsText, foldFailedSignIns } from './activity-text';
import { useHistory, type HistoryResource } from './use-history';

const PAGE_SIZES = [10, 20, 50] as const;

/** The record's entries, newest first, ten at a time. */
function HistoryList({ resource, id, label }: Props) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const history = useHistory(resource, id, { start: page * size, limit: size });
  const rows = history.data?.list ?? [];
  const count = history.data?.count ?? 0;

  return (
    <>
      <Box sx={{ height: 4 }}>{history.isFetching && <LinearProgress aria-label="Loading history" />}</Box>
      {history.isError && <Alert severity="error">{formatApiError(history.error, 'field')}</Alert>}
      {history.data && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No changes recorded yet.
        </Typography>
      )}
      {rows.length > 0 && (
        <Box
          component="ol"
          aria-label={`History of ${label}`}
          aria-busy={history.isFetching}
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: history.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}
        >
          {foldFailedSignIns(rows).map((item) => (
            <Box
              component="li"
              key={item.kind === 'entry' ? item.entry.id : `failed-${item.entries[0].id}`}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              {item.kind === 'entry' ? (
                <ActivityLine entry={item.entry} />
              ) : (
                <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {failedSignInsText(item.entries)}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {count > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          sx={paginationLayout}
          count={count}
          page={Math.min(page, Math.max(0, Math.ceil(count / size) - 1))}
          rowsPerPage={size}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </>
  );
}

type Props = {
  /** The record's API collection (also its query-key root): 'tickets', 'customers', 'business', ... */
  resource: HistoryResource;
  id: number;
  /** The record as the list's name reads it, e.g. "Ticket T-ABC234". */
  label: string;
};

/**
 * The History of one record at the bottom of its screen, collapsed until opened (only then is it asked
 * for): who changed what and when, newest first, paged by ten; each entry expands to every field it changed.
 */
export function HistoryPanel(props: Props) {
  const id = useId();
  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }} sx={{ mt: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-region`}>
        <Typography variant="h6" component="span">
          History
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <HistoryList {...props} />
      </AccordionDetails>
    </Accordion>
  );
}
