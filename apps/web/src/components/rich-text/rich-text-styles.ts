// Kept apart from the view so the editor's chunk does not pull in DOMPurify, nor the view's chunk TipTap.
/** Typography of rich text, shared by the view and the editor so both look the same. */
export const richTextStyles = {
  lineHeight: 1.6,
  wordBreak: 'break-word',
  '& h1, & h2, & h3, & h4': { mt: 2.5, mb: 1, lineHeight: 1.3, fontWeight: 600 },
  '& h1': { fontSize: '1.75rem' },
  '& h2': { fontSize: '1.45rem' },
  '& h3': { fontSize: '1.2rem' },
  '& h4': { fontSize: '1.05rem' },
  '& p': { my: 1 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li > p': { my: 0.25 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
  '& pre code': { bgcolor: 'transparent', p: 0 },
  '& a': { color: 'primary.main' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
} as const;
