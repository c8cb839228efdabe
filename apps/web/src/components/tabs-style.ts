/**
 * Tabs in text colours, not the primary blue (too dark on the dark theme) nor MUI's faded grey (too pale on the light
 * theme): both pass the contrast check in either theme. Spread into the Tabs' sx.
 */
export const READABLE_TABS = {
  borderBottom: 1,
  borderColor: 'divider',
  '& .MuiTab-root': { color: 'text.secondary', opacity: 1 },
  '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
} as const;
