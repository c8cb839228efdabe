import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Paper sx={{ p: 4, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The address you opened does not match any GlassDesk screen.
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Back to Dashboard
      </Button>
    </Paper>
  );
}
