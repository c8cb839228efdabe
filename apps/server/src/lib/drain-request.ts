import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused body the server still reads and drops so that the client gets its answer. */
export const DRAIN_MAX_BYTES = 256 * 1024 * 1024;
/** A client that stops sending the rest of a refused body for this long loses its connection. */
export const DRAIN_IDLE_MS = 30_000;

const draining = new WeakSet<object>();

/**
 * An error answered before the request's body was read whole (a body over the limit, an upload refused half-way):
 * the rest of the body is read and dropped, and the connection stays open for the next request. Closing at once
 * (Fastify's way after a body it will not parse) resets the connection under a client still sending, and the
 * client's kernel then drops the unread answer with it: the client sees EPIPE or ECONNRESET instead of the 413.
 * A multipart body is unpiped from its parser first: a parser nobody reads any more would stall the upload for good.
 * Beyond DRAIN_MAX_BYTES (declared or counted) the connection is closed after the answer instead, and a client that
 * sends nothing more for DRAIN_IDLE_MS loses it (a slow upload still going on keeps it).
 */
export function drainRequest(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || draining.has(raw)) return;
  if (Number(raw.headers['content-length']) > DRAIN_MAX_BYTES) {
    reply.header('connection', 'close');
    return;
  }
  draining.add(raw);
  reply.removeHeader('connection');
  raw.unpipe();
  // app.inject's stand-in socket has no destroy(): there is no connection to close.
  const close = () => (raw.socket as { destroy?: () => void } | null)?.destroy?.();
  const idle = setTimeout(close, DRAIN_IDLE_MS).unref();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) close();
    else idle.refresh();
  });
  raw.once('end', () => clearTimeout(idle));
  raw.once('close', () => clearTimeout(idle));
  raw.resume();
}

/** "1 MB", "10 MB", "1.5 MB", "512 KB": a byte limit as a person reads it. */
export function formatBytes(bytes: number): string {
  const [unit, size]: [string, number] = bytes >= 1024 * 1024 ? ['MB', 1024 * 1024] : bytes >= 1024 ? ['KB', 1024] : ['bytes', 1];
  const n = bytes / size;
  return `${Number.isInteger(n) ? n : n.toFixed(1)} ${unit}`;
}
