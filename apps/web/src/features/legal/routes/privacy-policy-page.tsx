import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PublicLayout } from '../../../components/public-layout';
import { PRIVACY_POLICY_INTRO, PRIVACY_POLICY_SECTIONS } from '../content/privacy-policy-sections';

export default function PrivacyPolicyPage() {
  return (
    <PublicLayout title="Privacy Policy" wide>
      <Typography sx={{ mb: 3 }}>{PRIVACY_POLICY_INTRO}</Typography>
      {PRIVACY_POLICY_SECTIONS.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {section.items && (
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Typography>
        <Link component={RouterLink} to="/support">
          Support
        </Link>
        {' · '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    </PublicLayout>
  );
}
