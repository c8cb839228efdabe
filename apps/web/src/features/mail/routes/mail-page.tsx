import type { ReactNode } from 'react';
import { parseId } from '../../../lib/use-id-param';
import ReplayIcon from '@mui/icons-material/Replay';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS, MAIL_STATUSES, MESSAGES, type MailSortColumn, type MailStatus, type OutboxMessage } from '@glassdesk/shared';
import { AsyncIconButton } from '../../../components/async-action-button';
import { nowrap } from '../../../components/cells';
import { PageHeader } from '../../../components/page-header';
import { rowActionLabel } from '../../../components/row-actions';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams, useUrlParam } from '../../../components/server-table/use-list-params';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useHasOperation } from '../../../lib/permissions';
import { READABLE_TABS } from '../../../components/tabs-style';
import { useMail, useRetryMail } from '../api/mail';
import { MailMessageDialog } from '../components/mail-message-dialog';
import { MailStatusChip } from '../components/mail-status-chip';

const moment = (iso: string) => nowrap(<time dateTime={iso}>{formatDateTime(iso)}</time>);
const caption = (text: ReactNode) => (
  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
    {text}
  </Typography>
);

/** When it was queued; below, when it went or when it is tried next. */
function whenCell(m: OutboxMessage) {
  const then = m.status === 'sent' && m.sent_at ? ['sent', m.sent_at] : m.status === 'queued' && m.next_attempt_at ? ['next try', m.next_attempt_at] : null;
  return (
    <>
      {moment(m.created_at)}
      {then &&
        caption(
          <>
            {then[0]} {moment(then[1])}
          </>,
        )}
    </>
  );
}

const parseStatus = (value: string | null): MailStatus | undefined => MAIL_STATUSES.find((s) => s === value);

/**
 * The outbox for whoever watches the mail (the Super Admin holds View Mail): every message queued, sent or
 * failed, with its tries and last error, opened by its subject to read what it says (never a reset code), and Retry on a failed
 * one. The status tab lives in the URL with the page, sort and search.
 */
export default function MailPage() {
  const { query } = useListParams<MailSortColumn>();
  const [statusParam, setStatus] = useUrlParam('status');
  const status = parseStatus(statusParam);
  // The message opened (its id in the URL as `message`: back closes it, a shared link opens it).
  const [messageParam, setMessage] = useUrlParam('message', { keepPage: true });
  const opened = parseId(messageParam ?? undefined);
  const openMessage = (id: number | null) => setMessage(id === null ? null : String(id));
  const mail = useMail({ ...query, status });
  const totals = mail.data?.totals;
  const canRetry = useHasOperation('Retry Mail');
  const retry = useRetryMail();
  const notify = useNotify();

  const showStatus = (next: MailStatus | 'all') => setStatus(next === 'all' ? null : next);

  const onRetry = async (message: OutboxMessage) => {
    try {
      await retry.mutateAsync(message.id);
      notify.success(MESSAGES.mailRequeued);
    } catch (error) {
      notify.error(formatApiError(error, 'message'));
    }
  };

  const columns: Column<OutboxMessage>[] = [
    { id: 'recipient', label: 'To', sortable: true, truncate: '24ch', phone: 'title', render: (m) => m.recipient },
    {
      id: 'subject',
      label: 'Subject',
      sortable: true,
      width: 240,
      render: (m) => (
        <>
          <Link
            component="button"
            type="button"
            onClick={() => openMessage(m.id)}
            aria-label={`Open ${m.subject} to ${m.recipient}`}
            sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {m.subject}
          </Link>
          {caption(MAIL_KIND_LABELS[m.kind] ?? m.kind)}
        </>
      ),
    },
    { id: 'status', label: 'Status', sortable: true, phone: 'aside', render: (m) => <MailStatusChip status={m.status} /> },
    { id: 'attempts', label: 'Tries', sortable: true, align: 'right', width: 60, render: (m) => m.attempts },
    { id: 'last_error', label: 'Last error', truncate: '20ch', render: (m) => m.last_error ?? '' },
    { id: 'created_at', label: 'Queued', sortable: true, render: whenCell },
    {
      id: 'action',
      label: 'Action',
      width: 80,
      render: (m) =>
        canRetry &&
        m.status === 'failed' && (
          <AsyncIconButton label={rowActionLabel('Retry Message', m.recipient)} title="Retry" color="primary" icon={<ReplayIcon fontSize="small" />} onClick={() => onRetry(m)} />
        ),
    },
  ];

  const tab = (value: MailStatus | 'all', label: string, count: number | undefined) => (
    <Tab key={value} value={value} label={count === undefined ? label : `${label} (${count})`} sx={{ minWidth: 0 }} />
  );

  return (
    <>
      <PageHeader title="Mail" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
        Every message GlassDesk sends waits here until the mail server takes it, usually within seconds. A failed try is repeated with growing waits for about a day; after that the
        message is marked failed until you retry it. Open a message by its subject to read it.
      </Typography>
      <Tabs
        value={status ?? 'all'}
        onChange={(_, value: MailStatus | 'all') => showStatus(value)}
        aria-label="Messages by status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, ...READABLE_TABS }}
      >
        {tab('all', 'All', totals ? totals.queued + totals.sent + totals.failed : undefined)}
        {MAIL_STATUSES.map((s) => tab(s, MAIL_STATUS_LABELS[s], totals?.[s]))}
      </Tabs>
      <ServerTable dense label="Mail" columns={columns} query={mail} rowKey={(m) => m.id} emptyText="No messages." />
      {opened !== null && <MailMessageDialog id={opened} onClose={() => openMessage(null)} />}
    </>
  );
}
