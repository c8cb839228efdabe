import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/document-title';

// A placeholder: the real page replaces this file, keeping its default export.
export default function NewTicketPage() {
  useDocumentTitle('New Ticket');
  return (
    <Typography variant="h5" component="h1" fontWeight={600}>
      New Ticket
    </Typography>
  );
}
