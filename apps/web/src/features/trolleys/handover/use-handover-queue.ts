import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Handover } from '@glassdesk/shared';
import { uploadImage } from '../../../components/photo-picker/image-processing';
import { api } from '../../../lib/api-client';
import { ApiError, formatApiError } from '../../../lib/api-error';
import { queryKey } from '../../../lib/query-keys';
import { useUser } from '../../../lib/session';
import { handoverQueue, type HandoverQueue, type QueuedHandover, type SendOutcome } from './queue';

/** No answer, the server down, the session ended or too many calls: the same hand-over goes again later. */
const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;

/**
 * Sends one queued hand-over: its signature first (POST /files, once: the url is kept on the phone), then
 * POST /handovers with its client_id, so a resend after an answer that never arrived records nothing twice.
 */
export async function sendQueuedHandover(item: QueuedHandover, queue: HandoverQueue = handoverQueue): Promise<SendOutcome> {
  try {
    let signature = item.signature_url;
    if (!signature && item.signature) {
      signature = (await uploadImage(item.signature, 'signature.png')).url;
      await queue.update(item.client_id, { signature_url: signature });
    }
    const sent: Handover = await api.post('/handovers', {
      body: {
        kind: item.kind,
        customer_id: item.kind === 'delivery' ? (item.customer?.id ?? null) : null,
        trolleys: item.trolleys.map((t) => ({ id: t.id, no_of_bars: t.no_of_bars })),
        images: item.images,
        note: item.note,
        signature: signature ?? null,
        signed_by: item.signed_by,
        unsigned_reason: item.unsigned_reason,
        location: item.location,
        at: item.at,
        client_id: item.client_id,
      },
    });
    return { sent };
  } catch (error) {
    if (isTransient(error)) return 'retry';
    return { error: formatApiError(error, 'field') };
  }
}

/**
 * The signed-in user's queue on this phone: what waits (oldest first), and `flush` to send it. Mounted by the
 * Hand-over screen and the app's layout: it sends on start and whenever the browser says the network is back.
 */
export function useHandoverQueue(queue: HandoverQueue = handoverQueue) {
  const userId = useUser()?.id ?? null;
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedHandover[]>([]);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const load = () => void queue.list(userId).then((list) => live && setItems(list));
    load();
    const unsubscribe = queue.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [queue, userId]);

  const flush = useCallback(async () => {
    if (userId === null) return null;
    const result = await queue.flush(userId, (item) => sendQueuedHandover(item, queue));
    // What was sent moved trolleys: every trolley list and detail reads again.
    if (result.sent.size > 0) void queryClient.invalidateQueries({ queryKey: queryKey('trolleys') });
    return result;
  }, [queue, queryClient, userId]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    // On start: whatever an earlier visit left waiting goes now.
    if (navigator.onLine) void flush();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  return { items, online, flush, queue };
}
