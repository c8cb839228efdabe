import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../lib/format-date';

// Cell renderers the lists share: each writes a value the same way on every screen.

/** A cell value that must not break across lines (a date, a phone number): the table scrolls instead. */
export const nowrap = (value: ReactNode) => <span style={{ whiteSpace: 'nowrap' }}>{value}</span>;

/** A stored time as its local day (the app's date format), on one line. */
export const dayCell = (iso: string | null | undefined) => nowrap(formatDate(iso));

/** A stored time as the app writes moments ("12/03/2026 14:05" in en-AU), on one line; the element keeps the exact time. */
export const dateTimeCell = (iso: string) => (
  <time dateTime={iso} style={{ whiteSpace: 'nowrap' }}>
    {formatDateTime(iso)}
  </time>
);
