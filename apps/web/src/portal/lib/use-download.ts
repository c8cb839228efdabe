import { useRef, useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { splitApiError } from './form-errors';

/**
 * One download at a time (a statement's workbook, a receipt's PDF): which one is under way, and why the last one
 * failed. A second tap while one runs does nothing (one tap, one request), even before the button shows it is busy.
 */
export function useDownload<K extends string | number>(fallback: string) {
  const [busy, setBusy] = useState<K | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const download = async (key: K, fetchFile: () => Promise<Blob>, name: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(key);
    setFailure(null);
    try {
      saveFile(await fetchFile(), name);
    } catch (error) {
      setFailure(splitApiError(error, []).message ?? fallback);
    } finally {
      running.current = false;
      setBusy(null);
    }
  };
  return { busy, failure, download };
}
