import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';
import { isAfterSave } from './after-save';

export const UNSAVED_TITLE = 'Unsaved changes';
export const UNSAVED_TEXT = 'You have unsaved changes. Leave this page and discard them?';

/**
 * While `dirty`, leaving the page asks first: in-app navigation (links, Back, the browser's back button) through
 * React Router's blocker and a Stay / Leave dialog, closing or reloading the tab through `beforeunload`.
 * A navigation carrying AFTER_SAVE_STATE (the form saved) is never held. Returns the dialog to render.
 */
export function useUnsavedChanges(dirty: boolean) {
  // The blocker reads the latest value at navigation time.
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !isAfterSave(nextLocation.state) && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A form saved or emptied while a navigation was held: nothing is lost any more.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_TITLE}
      text={UNSAVED_TEXT}
      cancelLabel="Stay"
      confirmLabel="Leave"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
