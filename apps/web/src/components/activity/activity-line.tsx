import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ActivityEntry } from '@glassdesk/shared';
import { formatDateTime } from '../../lib/format-date';
import { changeValue, fieldLabel, lineParts } from './activity-text';

type Props = {
  entry: ActivityEntry;
  /** Name the record in the line (the Activity screen); a record's own History leaves it out of a change. */
  withRecord?: boolean;
  /** Where the record opens, when it has a screen the user may open. */
  recordHref?: string | null;
  /** Close the line with its time (", 12/03/2026 14:05"); the Activity screen shows it in its own column. */
  withTime?: boolean;
};

/**
 * One entry as one readable line ("Ann Lee changed Per Day Charge $2.00 → $3.50 (+1 more), 12/03/2026
 * 14:05") and, when it changed fields, a disclosure button that shows every one of them: field, before → after.
 */
export function ActivityLine({ entry, withRecord = false, recordHref, withTime = true }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { actor, verb, record, firstChange, more } = lineParts(entry, { withRecord });
  // A comment is quoted in the line itself: no list of changes under it.
  const count = entry.action === 'commented' ? 0 : entry.changes.length;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" id={`${id}-line`} sx={{ overflowWrap: 'anywhere' }}>
        {actor} {verb}
        {record && (
          <>
            {' '}
            {recordHref ? (
              <Link component={RouterLink} to={recordHref}>
                {record}
              </Link>
            ) : (
              record
            )}
          </>
        )}
        {firstChange && `${record ? ':' : ''} ${firstChange}`}
        {more && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${more})`}
          </Typography>
        )}
        {withTime && (
          <>
            {', '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </>
        )}
      </Typography>
      {count > 0 && (
        <>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={`${id}-changes`}
            aria-describedby={`${id}-line`}
            onClick={() => setOpen((shown) => !shown)}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ ml: { sm: 1 }, py: 0, minHeight: 32, verticalAlign: 'baseline' }}
          >
            {count === 1 ? '1 change' : `${count} changes`}
          </Button>
          <Box component="ul" id={`${id}-changes`} hidden={!open} aria-label="Changes" sx={{ m: 0, mt: 0.5, pl: 3 }}>
            {entry.changes.map((change, index) => (
              <Typography component="li" variant="body2" key={`${change.field}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {fieldLabel(change.field)}
                </Box>
                : {changeValue(change.field, change.before)} → {changeValue(change.field, change.after)}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
