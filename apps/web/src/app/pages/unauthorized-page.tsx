import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@glassdesk/shared';
import { useDocumentTitle } from '../../lib/document-title';

export default function UnauthorizedPage() {
  useDocumentTitle('Unauthorized');
  return (
    <Paper sx={{ p: 4, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {MESSAGES.unauthorizedPage}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Back to Dashboard
      </Button>
    </Paper>
  );
}
