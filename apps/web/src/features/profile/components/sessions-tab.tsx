import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { browserInWords, type StaffSession } from '@glassdesk/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { endMyOtherSessions, endMySession, profileKeys, useMySessions } from '../api/profile';

type Pending = { kind: 'one'; session: StaffSession } | { kind: 'others' } | null;

/**
 * CONTRACT "Staff sign-in: second factors and sessions": My Profile > Sessions lists each signed-in browser (created,
 * last used, address, browser in words, this one marked) with End and End all others, each after a confirmation.
 */
export function SessionsTab() {
  const sessions = useMySessions();
  const client = useQueryClient();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending>(null);

  if (sessions.isPending) return <LinearProgress aria-label="Loading" />;
  if (sessions.isError) return <Alert severity="error">{formatApiError(sessions.error, 'field')}</Alert>;
  const others = sessions.data.filter((s) => !s.current);

  const confirm = async () => {
    if (!pending) return;
    try {
      const { message } = pending.kind === 'one' ? await endMySession(pending.session.id) : await endMyOtherSessions();
      notify.success(message);
      setPending(null);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    } finally {
      await client.invalidateQueries({ queryKey: profileKeys.sessions });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">Each browser signed in to your account. If you do not recognise one, end it and change your password.</Typography>
      <Box>
        <Button variant="outlined" color="error" disabled={!others.length} onClick={() => setPending({ kind: 'others' })}>
          End all others
        </Button>
      </Box>
      <List aria-label="Sessions" disablePadding>
        {sessions.data.map((s) => {
          const browser = browserInWords(s.user_agent);
          return (
            <ListItem key={s.id} divider disableGutters sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <ListItemText
                sx={{ minWidth: 0 }}
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span title={s.user_agent ?? undefined}>{browser}</span>
                    {s.current && <Chip size="small" color="primary" label="This browser" />}
                  </Stack>
                }
                secondary={`Signed in ${formatDateTime(s.created_at)} · Last used ${formatDateTime(s.last_used_at)}${s.ip ? ` · ${s.ip}` : ''}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              {!s.current && (
                <Button
                  size="small"
                  color="error"
                  aria-label={`End the session of ${browser}, last used ${formatDateTime(s.last_used_at)}`}
                  onClick={() => setPending({ kind: 'one', session: s })}
                >
                  End
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'others' ? 'End all other sessions?' : 'End this session?'}
        text={
          pending?.kind === 'one'
            ? `${browserInWords(pending.session.user_agent)}${pending.session.ip ? ` at ${pending.session.ip}` : ''} will be signed out.`
            : 'Every other browser signed in to your account will be signed out. This one stays signed in.'
        }
        confirmLabel="End"
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
