import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MAIL_KIND_LABELS, type OutboxMessageDetail } from '@glassdesk/shared';
import { InlineField } from '../../../components/record-fields';
import { formatApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useMailMessage } from '../api/mail';
import { MailStatusChip } from './mail-status-chip';

/** Why a message shows no text. */
const WITHHELD: Record<NonNullable<OutboxMessageDetail['withheld']>, string> = {
  secret: 'This message holds a password-reset code: its text is never shown here, and it is not kept once sent.',
  not_kept: 'The text of this message was not kept: it was sent before GlassDesk kept what it sends.',
};

function Headers({ m }: { m: OutboxMessageDetail }) {
  const rows: [string, React.ReactNode][] = [
    ['To', m.recipient],
    ['Subject', m.subject],
    ['Kind', MAIL_KIND_LABELS[m.kind] ?? m.kind],
    ['Status', <MailStatusChip key="status" status={m.status} />],
    ['Queued', formatDateTime(m.created_at)],
    ...(m.sent_at ? ([['Sent', formatDateTime(m.sent_at)]] as [string, string][]) : []),
    ...(m.status === 'queued' && m.next_attempt_at ? ([['Next try', formatDateTime(m.next_attempt_at)]] as [string, string][]) : []),
    ['Tries', String(m.attempts)],
    ...(m.last_error ? ([['Last error', m.last_error]] as [string, string][]) : []),
    // A hand-over's receipt: made when the message goes out, so it is named here (the back-office opens it on the hand-over).
    ['Attachments', m.attachments.length ? m.attachments.map((a) => `${a.filename} (${a.content_type === 'application/pdf' ? 'PDF' : a.content_type})`).join(', ') : 'None'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0, mb: 2 }}>
      {rows.map(([label, value]) => (
        <InlineField key={label} label={label}>
          {value}
        </InlineField>
      ))}
    </Box>
  );
}

/**
 * One outbox message opened from the Mail screen: its headers, then what it says, as text or as the HTML the mail
 * client shows (in a sandboxed frame: no script, no link opens from it). A message with a reset code is never shown.
 */
export function MailMessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const titleId = useId();
  const message = useMailMessage(id);
  const [view, setView] = useState<'text' | 'html'>('text');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const m = message.data;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {m ? m.subject : 'Message'}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ height: 4, mb: 1 }}>{message.isFetching && <LinearProgress aria-label="Loading the message" />}</Box>
        {message.isError && <Alert severity="error">{formatApiError(message.error, 'field')}</Alert>}
        {m && (
          <>
            <Headers m={m} />
            {m.withheld ? (
              <Alert severity="info">{WITHHELD[m.withheld]}</Alert>
            ) : (
              <>
                <Tabs value={view} onChange={(_, next: 'text' | 'html') => setView(next)} aria-label="Show the message as" sx={{ mb: 1.5 }}>
                  <Tab value="text" label="Text" />
                  <Tab value="html" label="HTML preview" disabled={!m.html_body} />
                </Tabs>
                {view === 'text' ? (
                  <Box
                    component="pre"
                    aria-label="Message text"
                    tabIndex={0}
                    sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', fontSize: '0.875rem' }}
                  >
                    {m.text_body ?? ''}
                  </Box>
                ) : (
                  <Box
                    component="iframe"
                    title="Message as HTML"
                    // An empty sandbox: no script, no form, no navigation; the message's own styles only.
                    sandbox=""
                    srcDoc={m.html_body ?? ''}
                    sx={{ width: '100%', height: { xs: '60vh', sm: 480 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
                  />
                )}
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
