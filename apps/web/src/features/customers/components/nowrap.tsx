import type { ReactNode } from 'react';

/** A cell value that must not break across lines (a date, a phone number): the table scrolls instead. */
export const nowrap = (value: ReactNode) => <span style={{ whiteSpace: 'nowrap' }}>{value}</span>;
