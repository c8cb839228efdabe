import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, emptyDraft, loadDraft, queueSubmission, saveDraft, type DraftPhoto, type TicketDraft } from '../lib/drafts';

/** Keystrokes are saved this long after the last one: often enough that a reload loses nothing typed. */
export const DRAFT_SAVE_DELAY_MS = 300;

/**
 * The new-ticket form as a draft on this device (drafts.ts): restored on load, saved 300 ms after typing stops, at
 * once when a photo is added or removed, and when the page is hidden or left. Every storage call runs in order on
 * one chain, so a save never lands after the clear that followed it.
 */
export function useTicketDraft(customerId: number) {
  const [draft, setDraft] = useState<TicketDraft | null>(null);
  const [storageError, setStorageError] = useState(false);
  const latest = useRef<TicketDraft | null>(null);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const enqueue = useCallback(<T>(job: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(job);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!dirty.current || !latest.current) return chain.current;
    dirty.current = false;
    const snapshot = latest.current;
    return enqueue(() => saveDraft(customerId, snapshot)).catch(() => {
      // Private mode or a full disk: the form still works, it only cannot outlive a reload.
      setStorageError(true);
    });
  }, [customerId, enqueue]);

  const update = useCallback(
    (change: (draft: TicketDraft) => TicketDraft, when: 'soon' | 'now') => {
      if (!latest.current) return;
      latest.current = change(latest.current);
      dirty.current = true;
      setDraft(latest.current);
      if (when === 'now') void saveNow();
      else {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void saveNow(), DRAFT_SAVE_DELAY_MS);
      }
    },
    [saveNow],
  );

  useEffect(() => {
    let live = true;
    void enqueue(() => loadDraft(customerId))
      .catch(() => {
        setStorageError(true);
        return undefined;
      })
      .then((stored) => {
        if (!live) return;
        const loaded = stored ?? emptyDraft();
        latest.current = loaded;
        // The whole form appears with it: rendered as a transition, in slices that let a slow phone answer a tap
        // meanwhile (one ~100 ms task at 4x CPU slowdown before; Lighthouse's Total Blocking Time).
        startTransition(() => setDraft(loaded));
      });
    // The phone may drop a hidden page without warning: what was typed is stored when the page goes away.
    const onHide = () => void saveNow();
    const onVisibility = () => document.visibilityState === 'hidden' && onHide();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      void saveNow();
    };
  }, [customerId, enqueue, saveNow]);

  const setField = useCallback((name: string, value: string) => update((d) => ({ ...d, fields: { ...d.fields, [name]: value } }), 'soon'), [update]);
  const addPhotos = useCallback((photos: DraftPhoto[]) => update((d) => ({ ...d, photos: [...d.photos, ...photos] }), 'now'), [update]);
  const removePhoto = useCallback((id: string) => update((d) => ({ ...d, photos: d.photos.filter((photo) => photo.id !== id) }), 'now'), [update]);

  /** Starts a new, empty form: after Discard, a ticket raised, or one queued. */
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
    latest.current = emptyDraft();
    setDraft(latest.current);
  }, []);

  const discard = useCallback(async () => {
    reset();
    await enqueue(() => clearDraft(customerId));
  }, [customerId, enqueue, reset]);

  /** Submitted offline: the draft moves to the outbox (one transaction), and the form starts again. */
  const queue = useCallback(async () => {
    await saveNow();
    const current = latest.current;
    if (!current) return;
    await enqueue(() => queueSubmission(customerId, current));
    reset();
  }, [customerId, enqueue, reset, saveNow]);

  /** Replaces the form with a ticket taken back from the outbox, saved at once. */
  const replace = useCallback((next: TicketDraft) => update(() => next, 'now'), [update]);

  return { draft, storageError, setField, addPhotos, removePhoto, saveNow, discard, queue, reset, replace };
}
