import { Link as RouterLink } from 'react-router';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { PageHeader } from '../../../components/page-header';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { formatApiError } from '../../../lib/api-error';
import { useCanOpen } from '../../../lib/permissions';
import { useHelp } from '../api/help';

/** spec §2 "Other screens": the help content (rich text) with an Edit button. */
export default function HelpPage() {
  const help = useHelp();
  const canEdit = useCanOpen('help/:helpId');

  return (
    <>
      <PageHeader title="Help" />
      {help.isPending && <LinearProgress aria-label="Loading" />}
      {help.isError && <Alert severity="error">{formatApiError(help.error, 'message')}</Alert>}
      {help.data && (
        <Paper sx={{ p: 3, maxWidth: 960 }}>
          {canEdit && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
              <Button component={RouterLink} to={`/dashboard/help/${help.data.id}`} variant="contained" startIcon={<EditIcon />}>
                Edit
              </Button>
            </Box>
          )}
          <RichTextView component="article" aria-label="Help content" html={help.data.content} />
        </Paper>
      )}
    </>
  );
}
