import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { formatApiError } from '../../../lib/api-error';
import { useProfile } from '../api/profile';

// spec §2 "Profile": the Change Password and Preferences tabs come with the profile issue.
export default function ProfilePage() {
  const profile = useProfile();
  const fields = profile.data
    ? [
        ['First Name', profile.data.first_name],
        ['Last Name', profile.data.last_name],
        ['Email', profile.data.email],
        ['Role', profile.data.role.name],
      ]
    : [];

  return (
    <>
      <PageHeader title="My Profile" />
      <Paper sx={{ p: 3, maxWidth: 640 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Personal Information
        </Typography>
        {profile.isPending && <LinearProgress aria-label="Loading" />}
        {profile.isError && <Alert severity="error">{formatApiError(profile.error, 'message')}</Alert>}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 4, rowGap: 1.5, m: 0 }}>
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </>
  );
}
