import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SUPER_ADMIN_ROLE } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { formatApiError } from '../../../lib/api-error';
import { useRoleName } from '../../../lib/session';
import { useProfile } from '../api/profile';
import { ChangePasswordTab } from '../components/change-password-tab';
import { PersonalInfoTab } from '../components/personal-info-tab';
import { PreferencesTab } from '../components/preferences-tab';
import { SecurityTab } from '../components/security-tab';
import { SessionsTab } from '../components/sessions-tab';

type TabKey = 'personal' | 'password' | 'security' | 'sessions' | 'preferences';

/**
 * spec §2 "Profile": tabs Personal Information, Change Password, Security and Sessions (CONTRACT "Staff sign-in") and
 * (for the role named Super Admin) Preferences.
 * The open tab is in the URL (?tab=password), so a reload, Back or a shared link keep it.
 */
export default function ProfilePage() {
  const profile = useProfile();
  const showPreferences = useRoleName() === SUPER_ADMIN_ROLE;
  // On a phone the tabs share the width (labels wrap) instead of scrolling some of them out of sight; four tabs
  // scroll, with their arrows, rather than squeeze a label into unreadable lines.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  // Switching tabs replaces the history entry: Back leaves the profile instead of walking through its tabs.
  const setTab = (next: TabKey) => setSearchParams(next === 'personal' ? {} : { tab: next }, { replace: true });
  const tabs: Array<[TabKey, string]> = [
    ['personal', 'Personal Information'],
    ['password', 'Change Password'],
    ['security', 'Security'],
    ['sessions', 'Sessions'],
    ...(showPreferences ? [['preferences', 'Preferences'] as [TabKey, string]] : []),
  ];
  const current: TabKey = tabs.find(([key]) => key === tab)?.[0] ?? 'personal';
  // Scrolling tabs: the selected one wholly in view once the scroll arrows have taken their room (MUI scrolls it into
  // view before they appear, which left "Security" cut at the edge of a phone).
  useEffect(() => {
    if (!phone || tabs.length <= 3) return;
    const frame = requestAnimationFrame(() => document.getElementById(`profile-tab-${current}`)?.scrollIntoView?.({ block: 'nearest', inline: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, [phone, current, tabs.length]);

  return (
    <>
      <PageHeader title="My Profile" />
      <Paper sx={{ maxWidth: 760 }}>
        <Tabs
          value={current}
          onChange={(_event, next: TabKey) => setTab(next)}
          aria-label="Profile"
          variant={phone && tabs.length <= 3 ? 'fullWidth' : 'scrollable'}
          allowScrollButtonsMobile
          // The selected tab's text in the readable primary tint (the brand colour is too dark on a dark page).
          sx={{ '& .MuiTab-root.Mui-selected': { color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main) } }}
        >
          {tabs.map(([key, label]) => (
            <Tab key={key} value={key} label={label} id={`profile-tab-${key}`} aria-controls={`profile-panel-${key}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${current}`} aria-labelledby={`profile-tab-${current}`} sx={{ p: 3 }}>
          {current === 'personal' && (
            <>
              {profile.isPending && <LinearProgress aria-label="Loading" />}
              {profile.isError && <Alert severity="error">{formatApiError(profile.error, 'field')}</Alert>}
              {profile.data && <PersonalInfoTab profile={profile.data} />}
            </>
          )}
          {current === 'password' && <ChangePasswordTab />}
          {current === 'security' && <SecurityTab />}
          {current === 'sessions' && <SessionsTab />}
          {current === 'preferences' && <PreferencesTab />}
        </Box>
      </Paper>
    </>
  );
}
