import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUser } from '../../../lib/session';

// The count cards and recent tickets of spec §2 "Dashboard" come with the business and ticket screens.
export default function DashboardPage() {
  const user = useUser();
  useDocumentTitle('Dashboard');
  return (
    <>
      <Typography variant="h5" component="h1" fontWeight={600} sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h6" component="p">
          {user ? `Welcome, ${user.first_name}.` : 'Welcome.'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Use the menu to open the screens your role gives you access to.
        </Typography>
      </Paper>
    </>
  );
}
