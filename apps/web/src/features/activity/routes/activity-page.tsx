import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivityEntry } from '@glassdesk/shared';
import { ActivityLine } from '../../../components/activity/activity-line';
import { nowrap } from '../../../components/cells';
import { ExportButton } from '../../../components/export-button';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { formatDateTime } from '../../../lib/format-date';
import { exportActivity, useActivity } from '../api/activity';
import { ActivityFilters } from '../components/activity-filters';
import { useActivityFilter } from '../components/use-activity-filter';
import { useRecordHref } from '../components/use-record-href';

/**
 * Every change made through GlassDesk, who made it and when, for whoever holds View Activity (the Super
 * Admin). Server-paged and searched; the filters (days, actor, record type, action) live in the URL with the page,
 * sort and search; Export as Excel takes the same filter. A record that has a screen opens from its entry.
 */
export default function ActivityPage() {
  const { query } = useListParams<'at'>();
  const filters = useActivityFilter();
  const { filter } = filters;
  const activity = useActivity({ ...query, ...filter });
  const recordHref = useRecordHref();

  const columns: Column<ActivityEntry>[] = [
    { id: 'at', label: 'When', sortable: true, render: (entry) => nowrap(<time dateTime={entry.at}>{formatDateTime(entry.at)}</time>) },
    {
      id: 'entry',
      label: 'Change',
      phone: 'title',
      wrapAt: '72ch',
      render: (entry) => <ActivityLine entry={entry} withRecord withTime={false} recordHref={recordHref(entry)} />,
    },
  ];

  return (
    <>
      <PageHeader title="Activity" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>
        Every change made in GlassDesk, by staff, customers or the system itself: who made it, when, and what it changed. Entries are never edited or deleted.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { xs: 'stretch', md: 'flex-start' } }}>
        <ActivityFilters {...filters} />
        <Stack direction="row" sx={{ ml: { md: 'auto' }, flexShrink: 0 }}>
          <ExportButton onExport={() => exportActivity({ ...filter, search: query.search })} />
        </Stack>
      </Stack>
      <ServerTable dense label="Activity" columns={columns} query={activity} rowKey={(entry) => entry.id} emptyText="No activity matches." />
    </>
  );
}
