import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PublicLayout } from '../../../components/public-layout';
import { ForgotStepOne } from '../components/forgot-step-one';
import { ForgotStepTwo } from '../components/forgot-step-two';

/** spec §2 /forgot: step one asks for the email, step two for the OTP and the new password. */
export default function ForgotPage() {
  const [email, setEmail] = useState<string | null>(null);

  return (
    <PublicLayout title="Reset your password">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {email ? `Enter the 4-digit code sent to ${email} and choose a new password.` : 'Enter the email address of your account and we will send you a 4-digit code.'}
      </Typography>
      {email ? <ForgotStepTwo email={email} /> : <ForgotStepOne onSent={setEmail} />}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Login
        </Link>
      </Typography>
    </PublicLayout>
  );
}
