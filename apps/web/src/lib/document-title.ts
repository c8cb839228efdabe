import { useEffect } from 'react';

export const APP_NAME = 'GlassDesk';

/** "Cities · GlassDesk": the page first, so a tab or history entry reads by its screen. */
export const documentTitle = (title: string) => (title ? `${title} · ${APP_NAME}` : APP_NAME);

/**
 * Sets the document title while the calling screen is shown. The page header and the public layout call it,
 * so every screen built on them has its title without doing anything.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}
