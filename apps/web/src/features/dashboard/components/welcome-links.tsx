import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
// The side menu's own entries and rules, so this list always offers exactly what the menu offers.
import { MENU_GROUPS, entryHref, visibleEntries, type MenuEntry } from '../../../app/shell/menu-entries';
import { useMenu, useOperations } from '../../../lib/session';

function Links({ entries }: { entries: MenuEntry[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {entries.map((entry) => {
        const Icon = entry.icon;
        return (
          <li key={entry.path}>
            {/* Named apart from the menu's own link to the same screen ("Go to Cities" beside the menu's "Cities"). */}
            <Button
              component={RouterLink}
              to={entryHref(entry)}
              aria-label={`Go to ${entry.label}`}
              variant="outlined"
              startIcon={<Icon />}
              fullWidth
              sx={{ justifyContent: 'flex-start' }}
            >
              {entry.label}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}

/**
 * For someone whose role has none of the dashboard's figures (no business, customer, ticket or trolley list): a
 * welcome and the screens the menu offers them, grouped as the menu groups them, instead of cards of zeros.
 */
export function WelcomeLinks() {
  const entries = visibleEntries(useOperations(), useMenu()).filter((entry) => entry.path !== '');
  const topLevel = entries.filter((entry) => entry.group === null);
  return (
    <Paper component="section" aria-labelledby="welcome-links-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="welcome-links-heading" variant="h6" component="h2">
        Where would you like to go?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your role shows no figures here. These are the screens you can open, as in the menu.
      </Typography>
      {topLevel.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <Links entries={topLevel} />
        </Box>
      )}
      {MENU_GROUPS.map((group) => {
        const inGroup = entries.filter((entry) => entry.group === group);
        if (inGroup.length === 0) return null;
        return (
          <Box key={group} component="section" aria-labelledby={`welcome-group-${group.toLowerCase()}`} sx={{ mb: 2, '&:last-child': { mb: 0 } }}>
            <Typography id={`welcome-group-${group.toLowerCase()}`} variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
              {group}
            </Typography>
            <Links entries={inGroup} />
          </Box>
        );
      })}
    </Paper>
  );
}
