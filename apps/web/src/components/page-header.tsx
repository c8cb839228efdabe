import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isAfterSave } from './form/after-save';
import { useDocumentTitle } from '../lib/document-title';

export type Crumb = { label: string; to: string };
type Props = {
  title: string;
  /** Crumbs between "Dashboard" and the title, e.g. the list a form belongs to. */
  crumbs?: Crumb[];
  /** The Add button of a list, e.g. { label: 'Add City', to: '/dashboard/cities/add' }. */
  action?: Crumb;
};

/** spec §2: breadcrumbs starting at Dashboard, the page title and, where adding applies, an Add button. */
export function PageHeader({ title, crumbs = [], action }: Props) {
  // The page title is the document title too ("Add City · GlassDesk"): every screen with a header has one.
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // Arriving back from a saved form (Add, Update), focus starts at the page's heading, not on the page body.
  const afterSave = isAfterSave(location.state);
  useEffect(() => {
    if (afterSave) heading.current?.focus();
  }, [afterSave, location.key]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Box>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
          <Link component={RouterLink} to="/dashboard" underline="hover" color="inherit">
            Dashboard
          </Link>
          {crumbs.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          ))}
          <Typography color="text.primary" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" fontWeight={600} sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}>
          {title}
        </Typography>
      </Box>
      {action && (
        <Button component={RouterLink} to={action.to} variant="contained" startIcon={<AddIcon />}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
