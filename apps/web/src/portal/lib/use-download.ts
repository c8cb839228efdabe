import { useRef, useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { splitApiError } from './form-errors';

/** After a file is saved, a tap on the same one within this long is the rest of a double tap, not a new request. */
export const DOWNLOAD_QUIET_MS = 1000;

/**
 * One download at a time (a statement's workbook, a receipt's PDF): which one is under way, and why the last one
 * failed. A second tap while one runs does nothing (one tap, one request), even before the button shows it is busy;
 * nor does one right after the same file was saved (a small file can arrive between the two taps of a double tap).
 */
export function useDownload<K extends string | number>(fallback: string) {
  const [busy, setBusy] = useState<K | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const saved = useRef<{ key: K; at: number } | null>(null);
  const download = async (key: K, fetchFile: () => Promise<Blob>, name: string) => {
    if (running.current) return;
    if (saved.current && saved.current.key === key && performance.now() - saved.current.at < DOWNLOAD_QUIET_MS) return;
    running.current = true;
    setBusy(key);
    setFailure(null);
    try {
      saveFile(await fetchFile(), name);
      saved.current = { key, at: performance.now() };
    } catch (error) {
      setFailure(splitApiError(error, []).message ?? fallback);
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  return { busy, failure, download };
}
