import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Tighter cell padding (6 px a side) for the many-column trolley lists, so they fit a 1280 px screen; on a
 * phone the table still scrolls inside its card.
 */
export function Compact({ children }: { children: ReactNode }) {
  return <Box sx={{ '& .MuiTableCell-sizeSmall': { px: 0.75 }, '& .MuiTableCell-sizeSmall:first-of-type': { pl: 2 } }}>{children}</Box>;
}
