import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

export type StatCardProps = {
  /** Unique on the page: the label's id is built from it. */
  id: string;
  label: string;
  /** undefined while loading, null when the figure could not be read. */
  value: number | null | undefined;
  /** A short line under the number: what the figure covers. */
  caption?: string;
  /** A screen of the app, or an anchor on this page (`#...`); none: the card is not a link. */
  to?: string | null;
  icon: ReactNode;
  /** The icon's disc; white icons on it. */
  color: string;
  heading: 'h2' | 'h3';
  /** A figure that asks for attention (above zero): the number in the error colour. */
  alert?: boolean;
};

const number = new Intl.NumberFormat('en-US');

// The error red as text: the main shade on light paper, the lighter one on dark paper (both above 4.5:1).
const alertText = (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.main);

/**
 * One figure of the dashboard, the whole card a link to where its items are seen. Its accessible name is the
 * label, the number and the caption, read in that order. On a phone the icon sits above the text so two cards fit
 * side by side.
 */
export function StatCard({ id, label, value, caption, to, icon, color, heading, alert = false }: StatCardProps) {
  const labelId = `${id}-label`;
  const body = (
    <Box
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        height: '100%',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: { xs: 36, sm: 48 },
          height: { xs: 36, sm: 48 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: color,
          color: '#fff',
          flexShrink: 0,
          '& svg': { fontSize: { xs: 20, sm: 24 } },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} color="text.secondary" variant="body2" component={heading} sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' }, lineHeight: 1.2, color: alert && value ? alertText : 'text.primary' }}
        >
          {value === undefined ? <Skeleton width={64} aria-label="Loading" /> : value === null ? '—' : number.format(value)}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary" component="p">
            {caption}
          </Typography>
        )}
      </Box>
    </Box>
  );
  if (!to) {
    return (
      <Paper role="group" aria-labelledby={labelId} sx={{ overflow: 'hidden' }}>
        {body}
      </Paper>
    );
  }
  return (
    <Paper sx={{ overflow: 'hidden' }}>
      {to.startsWith('#') ? (
        // An anchor on this page: the browser scrolls to it (no route change).
        <CardActionArea href={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      )}
    </Paper>
  );
}

/** The cards of one group: two side by side on a phone, then as many 220 px columns as fit (a lone card stays small). */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        mb: 3,
      }}
    >
      {children}
    </Box>
  );
}
