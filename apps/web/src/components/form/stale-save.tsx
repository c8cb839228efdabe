import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { Stale } from '@glassdesk/shared';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { timeAgo } from '../../lib/time-ago';
import { ActionButton } from '../async-action-button';

// CONTRACT "Concurrent edits", on the screens: an edit form saves from the version it opened (If-Match); when someone
// else saved first (412) the form keeps what the user typed and offers their version or a save over it.

/** A save the server refused as stale: what the user submitted, and the version (and who, when) it met instead. */
export type StaleSave<V> = Stale & { values: V };

/** The 412 of a stale save as a StaleSave, or undefined for any other failure. */
export function staleSave<V>(error: unknown, values: V): StaleSave<V> | undefined {
  if (!(error instanceof ApiError) || error.status !== 412) return undefined;
  const body = error.body as Partial<Stale> | undefined;
  if (typeof body?.version !== 'number') return undefined;
  return { detail: body.detail ?? '', saved_by: body.saved_by ?? null, saved_at: body.saved_at ?? null, version: body.version, values };
}

/**
 * The edit form of `path` ('/business/3') saves from the version it was opened at: from the first render with its
 * record (`loaded`) until it closes, its PUTs carry that version as If-Match. `again` (a counter) starts it over from
 * the version last answered, e.g. once "Load their version" has read it. `from`: the path whose ETag is the record's
 * version when the form saves elsewhere (a customer's cost is PUT to /customers/3/cost, its version is
 * /customers/3's).
 */
export function useEditedVersion(path: string, loaded: boolean, again = 0, from = path) {
  useEffect(() => {
    if (!loaded) return;
    const tag = api.versions.answered(from);
    if (tag) api.versions.edit(path, tag);
    return () => api.versions.stopEditing(path);
  }, [path, from, loaded, again]);
}

/** The next save of `path` goes over the version a 412 named (the user chose "Save mine anyway"). */
export const saveOver = (path: string, version: number) => api.versions.edit(path, `"${version}"`);

/**
 * A form's side of a versioned save (CONTRACT "Concurrent edits"), for a page or a dialog: the version it saves from
 * (useEditedVersion), the stale save to show, and the two ways out of it.
 */
export function useStaleSave<V>(path: string, { loaded = true, from = path }: { loaded?: boolean; from?: string } = {}) {
  const [stale, setStale] = useState<StaleSave<V>>();
  // A new form (their version loaded) starts from the version then answered: `opened` keys it.
  const [opened, setOpened] = useState(0);
  useEditedVersion(path, loaded, opened, from);
  const startOver = useCallback(() => {
    setStale(undefined);
    setOpened((n) => n + 1);
  }, []);
  return {
    stale,
    opened,
    /** A failed save: true when it was stale (now shown, the values kept), false for any other failure. */
    refused: (error: unknown, values: V) => {
      const refusal = staleSave(error, values);
      setStale(refusal);
      return refusal !== undefined;
    },
    /** Their version has been read (or a new opening begins): the form starts over from it. */
    startOver,
    /** "Save mine anyway": the next save goes over the version the 412 named; the values to save again. */
    overwrite: (): V | undefined => {
      if (!stale) return undefined;
      saveOver(path, stale.version);
      return stale.values;
    },
  };
}

type Props = {
  stale: Stale;
  /** Reads the record again and puts their version in the form (what the user typed is let go). */
  onLoadTheirs: () => unknown;
  /** Saves what the user typed over their version. */
  onSaveMine: () => unknown;
};

/**
 * "Someone else saved this 2 minutes ago": above the form, which keeps what the user typed. It takes the focus when it
 * appears (on a phone the Update button is far below it) and is read out as an alert.
 */
export function StaleSaveAlert({ stale, onLoadTheirs, onSaveMine }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [now] = useState(() => Date.now());
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.focus();
  }, [stale]);
  const ago = stale.saved_at ? `${timeAgo(stale.saved_at, now)} ago` : 'after you opened it';
  return (
    <Alert ref={ref} tabIndex={-1} severity="warning" role="alert" sx={{ mb: 2, maxWidth: 640 }}>
      <AlertTitle>Someone else saved this {ago}</AlertTitle>
      {stale.saved_by ? `${stale.saved_by} saved it after you opened it. ` : ''}Your changes are still in the form: load their version (yours are let go), or save yours over
      theirs.
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
        <ActionButton variant="outlined" color="inherit" onClick={onLoadTheirs}>
          Load their version
        </ActionButton>
        <ActionButton variant="contained" color="warning" onClick={onSaveMine}>
          Save mine anyway
        </ActionButton>
      </Stack>
    </Alert>
  );
}
