import { monthLabel } from '../../../lib/app-dates';

export { monthLabel };

/** This month as YYYY-MM on the reader's clock (the server refuses what has not ended on its own). */
export const thisMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

export const CLOSE_TEXT = {
  title: 'Close statement',
  question: (month: string) => `Close the statement of ${monthLabel(month)}? It will not change afterwards: later changes go to the next open month.`,
  done: 'Closed.',
};
