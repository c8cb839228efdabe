import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicLayout } from '../../../components/public-layout';
import { SupportForm } from '../components/support-form';
import { SUPPORT_INTRO, SUPPORT_TITLE } from '../support-text';

/** spec §2: the public support request form; no sign-in needed. */
export default function SupportPage() {
  return (
    <PublicLayout title={SUPPORT_TITLE}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {SUPPORT_INTRO}
      </Typography>
      <SupportForm />
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
        <Link component={RouterLink} to="/privacy-policy">
          Privacy Policy
        </Link>
      </Stack>
    </PublicLayout>
  );
}
