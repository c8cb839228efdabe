import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useOperations } from '../../../lib/session';
import { canOpen } from '../../../lib/permissions';

const PAGES = [
  { label: 'Details', pattern: 'business/:businessId', suffix: '' },
  { label: 'Employees', pattern: 'business/:businessId/customers', suffix: '/customers' },
  { label: 'Ticket Settings', pattern: 'business/:businessId/settings', suffix: '/settings' },
  { label: 'Tickets', pattern: 'business/:businessId/tickets', suffix: '/tickets' },
] as const;

/** The screens of one business, linked to each other; only those the user's operations open (spec §2 route table). */
export function BusinessTabs({ businessId }: { businessId: number }) {
  const { pathname } = useLocation();
  const operations = useOperations();
  const pages = PAGES.filter((page) => canOpen(page.pattern, operations));
  if (pages.length < 2) return null;

  return (
    <Stack component="nav" aria-label="Business pages" direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
      {pages.map((page) => {
        const to = `/dashboard/business/${businessId}${page.suffix}`;
        const current = pathname === to;
        return (
          <Button key={page.label} component={RouterLink} to={to} size="small" variant={current ? 'contained' : 'outlined'} aria-current={current ? 'page' : undefined}>
            {page.label}
          </Button>
        );
      })}
    </Stack>
  );
}
