/**
 * Whether hand-overs may wait on this phone, kept where the app's shell reads it without opening IndexedDB or loading
 * the queue's code (queue.ts keeps it): set while any wait, so the next start of any screen sends them.
 */
export const WAITING_KEY = 'handovers_waiting';
export const mayHaveWaiting = () => {
  try {
    return localStorage.getItem(WAITING_KEY) === '1';
  } catch {
    return false;
  }
};

/** Set once the phone keeps an offline book (offline-book.ts), so sign-out clears it without opening IndexedDB first. */
export const BOOK_KEY = 'handover_book';
export const mayHaveBook = () => {
  try {
    return localStorage.getItem(BOOK_KEY) === '1';
  } catch {
    return false;
  }
};
