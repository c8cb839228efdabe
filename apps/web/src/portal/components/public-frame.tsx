import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useBootDone } from '../../lib/boot';
import { useDocumentTitle } from '../../lib/document-title';
import { ThemeToggle } from './theme-toggle';

type Props = {
  title: string;
  children: ReactNode;
  /** The document title when the heading is not one (e.g. 'Sign In' for the heading 'Welcome back'). */
  documentTitle?: string;
  /** Under the card: links to the other public pages. */
  footer?: ReactNode;
};

/** The frame of the portal's pages seen signed out: the product name over a card, the theme switch in reach. */
export function PublicFrame({ title, children, documentTitle, footer }: Props) {
  useDocumentTitle(documentTitle ?? title);
  // index.html painted the product name here before the code loaded; this frame's own takes its place.
  useBootDone();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, pt: { xs: 2, sm: 6 }, pb: 4 }}>
      <Box sx={{ width: '100%', maxWidth: 440, display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="p" fontWeight={700} sx={{ color: ({ palette }) => (palette.mode === 'dark' ? palette.primary.light : palette.primary.main) }}>
          GlassDesk
        </Typography>
        <ThemeToggle color="default" />
      </Box>
      {/* A long email address breaks rather than widening the page past a phone's screen. */}
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, overflowWrap: 'break-word' }}>
        <Typography variant="h5" component="h1" fontWeight={600} sx={{ mb: 2.5 }}>
          {title}
        </Typography>
        {children}
      </Paper>
      {footer && <Box sx={{ width: '100%', maxWidth: 440, mt: 2.5, px: 1 }}>{footer}</Box>}
    </Box>
  );
}
