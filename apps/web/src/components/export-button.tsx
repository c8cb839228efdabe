import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TICKET_MESSAGES } from '@glassdesk/shared';
import { formatApiError } from '../lib/api-error';
import { useSingleFlight } from './form/use-submit-guard';
import { useNotify } from './snackbar';

// Read by screen readers, not drawn (the button already shows it).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Props = {
  /** Downloads the file of the list's current filter and saves it (e.g. exportTickets(filter)). */
  onExport: () => Promise<void>;
};

/**
 * spec §2/§8 'Export as Excel' (the tickets; the activity log's too): every row matching the list's filter, streamed by
 * the server into one .xlsx. While the file is made the button is busy and reads 'Creating file...' (announced too);
 * then 'File created successfully.'.
 */
export function ExportButton({ onExport }: Props) {
  const notify = useNotify();
  const { busy, run } = useSingleFlight();

  const onClick = run(async () => {
    try {
      await onExport();
      notify.success(TICKET_MESSAGES.fileCreated);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    }
  });

  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} loading={busy} loadingPosition="start" onClick={onClick}>
        {busy ? TICKET_MESSAGES.creatingFile : 'Export as Excel'}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {busy ? TICKET_MESSAGES.creatingFile : ''}
      </Box>
    </>
  );
}
