import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Fact = { label: string; value: ReactNode };

/** Label / value pairs as a description list, two columns on a wide screen, one on a phone. */
export function Facts({ facts, columns = 2 }: { facts: Fact[]; columns?: number }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` }, columnGap: 3, rowGap: 1.5 }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value === '' || fact.value === null || fact.value === undefined ? '—' : fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
