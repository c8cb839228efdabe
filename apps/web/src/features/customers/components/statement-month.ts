const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2024-02' -> 'February 2024'. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00.000Z`));

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
