import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PublicFrame } from '../components/public-frame';
import { HOME_PATH } from '../lib/return-to';

export default function NotFoundPage() {
  return (
    <PublicFrame title="Page not found">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The address you opened does not match any GlassDesk page.
      </Typography>
      <Button component={RouterLink} to={HOME_PATH} variant="contained">
        Go to My Tickets
      </Button>
    </PublicFrame>
  );
}
