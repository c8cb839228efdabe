import type { ReactNode } from 'react';
import { formatDate } from '../lib/format-date';

// Cell renderers the lists share: each writes a value the same way on every screen.

/** A cell value that must not break across lines (a date, a phone number): the table scrolls instead. */
export const nowrap = (value: ReactNode) => <span style={{ whiteSpace: 'nowrap' }}>{value}</span>;

/** A stored time as its local day, dd/MM/yyyy, on one line. */
export const dayCell = (iso: string | null | undefined) => nowrap(formatDate(iso));

const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A stored time in the reader's own words ("12 Mar 2026, 14:05"); the element keeps the exact time. */
export const dateTimeCell = (iso: string) => <time dateTime={iso}>{moment.format(new Date(iso))}</time>;
