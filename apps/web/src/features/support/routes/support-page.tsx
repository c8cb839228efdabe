import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PublicLayout } from '../../../components/public-layout';

// The support request form (spec §2: Name, Email Address, Support Description) arrives with the support issue.
export default function SupportPage() {
  return (
    <PublicLayout title="Support">
      <Typography sx={{ mb: 2 }}>
        Need help with GlassDesk? Please contact your GlassDesk administrator, who can reset your password, change
        your access and answer questions about tickets, trolleys and plants.
      </Typography>
      <Typography>
        <Link component={RouterLink} to="/privacy-policy">
          Privacy Policy
        </Link>
        {' · '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    </PublicLayout>
  );
}
