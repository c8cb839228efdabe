import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../lib/document-title';

type Props = {
  title: string;
  children: ReactNode;
  wide?: boolean;
  /** The document title when the heading is not one (e.g. 'Sign In' for the heading 'Welcome back'). */
  documentTitle?: string;
};

/** The frame of the pages seen without signing in: the product name over a centred card. */
export function PublicLayout({ title, children, wide = false, documentTitle }: Props) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: 6 }}>
      <Typography variant="h4" component="p" fontWeight={700} sx={{ mb: 3, color: ({ palette }) => (palette.mode === 'dark' ? palette.primary.light : palette.primary.main) }}>
        GlassDesk
      </Typography>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: wide ? 860 : 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" fontWeight={600} sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
