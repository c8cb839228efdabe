import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/** One field of a record's details: its label and value in a description list; an empty value shows a dash. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children === '' || children === null || children === undefined ? '—' : children}
      </Typography>
    </Box>
  );
}

/** A record's fields: one column on a phone, two from 600 px, three from 1200 px. */
export function FieldList({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="dl"
      sx={
        [
          { m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } },
          ...(Array.isArray(sx) ? (sx as SxProps<Theme>[]) : [sx]),
        ] as SxProps<Theme>
      }
    >
      {children}
    </Box>
  );
}

/**
 * One line of a compact description list (a card's or a dialog's facts laid out label beside value): put inside a
 * `dl` whose grid has two columns, e.g. `gridTemplateColumns: 'auto minmax(0, 1fr)'`.
 */
export function InlineField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
