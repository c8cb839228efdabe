import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';

type Props = { to: string | null | undefined; children: ReactNode; 'aria-label'?: string };

/** A list's first column opens its record where the user may open it; otherwise it is plain text. */
export function RecordLink({ to, children, 'aria-label': label }: Props) {
  if (!to) return <>{children}</>;
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      {children}
    </Link>
  );
}
