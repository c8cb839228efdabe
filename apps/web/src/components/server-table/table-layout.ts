import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** A cell's part in a row: how a phone's card places it, and whether it stays in view on a wide table. */
export type CellPart = 'num' | 'title' | 'media' | 'aside' | 'field' | 'action' | 'hide' | 'full';

export const partClass = (part: CellPart, sticky = false) => `gd-${part}${sticky ? ' gd-sticky' : ''}`;

/** Touch targets on a phone: at least 44 x 44 px (WCAG 2.5.5), also for the icons a wide table keeps small. */
const touch = {
  '& .MuiIconButton-root, & .MuiButton-root': { minWidth: 44, minHeight: 44 },
  '& a': { minHeight: 44, display: 'inline-flex', alignItems: 'center' },
  // A small switch is 40 x 24; its input covers the thumb's base, which grows to 44 x 44 with the same look.
  '& .MuiSwitch-root': { width: 64, height: 44, padding: '15px 16px' },
  '& .MuiSwitch-switchBase': { padding: '12px' },
  '& .MuiSwitch-thumb': { width: 20, height: 20 },
} as const;

/**
 * The table's own styles. From 600 px up: a wide table scrolls sideways inside its card while the sticky column
 * (the row actions, or a ticket's status) stays at the right edge, over the scrolled cells. Below 600 px each row is
 * a card of stacked cells: number, photo and title on the first line, then one "label  value" line per column
 * (the label comes from the cell's data-label), then the row's actions with 44 px targets. The header row hides
 * (a phone sorts with the "Sort by" choice above the list); rows and cells keep their table roles.
 */
export function tableLayout(theme: Theme, { dense }: { dense: boolean }): SystemStyleObject<Theme> {
  const phone = theme.breakpoints.down('sm');
  const wide = theme.breakpoints.up('sm');
  return {
    [wide]: {
      ...(dense ? { '& .MuiTableCell-sizeSmall': { px: 1 }, '& .MuiTableCell-sizeSmall:first-of-type': { pl: 2 } } : {}),
      '& .gd-sticky': {
        position: 'sticky',
        right: 0,
        zIndex: 1,
        backgroundColor: theme.palette.background.paper,
        // A soft edge shows where the scrolled cells pass under it.
        boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
      },
      // The hovered row's tint, on the opaque sticky cell too.
      '& .MuiTableRow-hover:hover > .gd-sticky': {
        backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
      },
    },
    [phone]: {
      '&, & > tbody': { display: 'block' },
      '& > thead': { display: 'none' },
      '& > tbody > tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        px: 2,
        py: 1.5,
        borderBottom: `1px solid ${theme.palette.divider}`,
      },
      '& > tbody > tr > td': { ...touch, display: 'block', p: 0, border: 'none', textAlign: 'left', minWidth: 0, '& > .gd-value': { maxWidth: 'none' } },
      '& td.gd-num': { order: 0, flex: 'none', color: 'text.secondary', typography: 'caption', '&::before': { content: '"#"' } },
      '& td.gd-media': { order: 1, flex: 'none' },
      '& td.gd-title': { order: 2, flex: '1 1 0', typography: 'subtitle1', fontWeight: 600, overflowWrap: 'break-word' },
      '& td.gd-aside': { order: 2, flex: 'none', marginLeft: 'auto' },
      '& td.gd-field': {
        order: 3,
        flexBasis: '100%',
        display: 'flex',
        // MUI reverses a right-aligned cell (for its sort arrow); a card's line reads label, then value.
        flexDirection: 'row',
        gap: 1.5,
        alignItems: 'center',
        minHeight: 28,
        '&::before': { content: 'attr(data-label)', flex: '0 0 34%', color: 'text.secondary', typography: 'body2' },
        '& > .gd-value': { flex: '1 1 0', minWidth: 0, maxWidth: 'none', overflowWrap: 'anywhere' },
        // An empty value ("no account id") is left out rather than shown as a bare label.
        '&:has(> .gd-value:empty)': { display: 'none' },
      },
      '& td.gd-action': { order: 4, flexBasis: '100%', display: 'flex', justifyContent: 'flex-end', '& .MuiStack-root': { flexWrap: 'wrap', gap: 1 } },
      '& td.gd-hide': { display: 'none' },
      '& td.gd-full': { flexBasis: '100%' },
    },
  };
}

/** The footer's page arrows and rows-per-page choice, 44 px on a phone. */
export const paginationLayout = (theme: Theme): SystemStyleObject<Theme> => ({
  // On a phone the footer wraps onto two lines rather than pushing the page arrows out of the card.
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, pl: { xs: 1, sm: 2 } },
  '& .MuiTablePagination-spacer': { display: 'none' },
  [theme.breakpoints.down('sm')]: {
    '& .MuiTablePagination-actions .MuiIconButton-root': { width: 44, height: 44 },
    '& .MuiTablePagination-select': { minHeight: 44, display: 'flex', alignItems: 'center' },
  },
});
