import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * How often the checkpointer copies SQLite's write-ahead log back into the database file. Between two runs the log
 * grows by what was written meanwhile (a few thousand pages a second under a full write load).
 */
export const CHECKPOINT_EVERY_MS = 250;
/**
 * The server's own connection still checkpoints when the log passes this many pages (40 MB): a safety net for a
 * checkpointer that could not keep up or did not start, never the usual path.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// The worker's whole program: its own connection to the file, a passive checkpoint on a timer (it never waits for and
// never blocks the server's readers and writers), and a clean close when told to stop. CommonJS, evaluated as is.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type Checkpointer = { stop: () => Promise<void> };

/**
 * SQLite copies its write-ahead log back into the database file (a checkpoint) once the log passes 1,000 pages, by
 * default inside the commit that crossed the line: on the server's one thread, with the file's fsync, so every
 * request waiting behind that commit waited for it too. Under a write load that was half the time of a commit (a
 * logged rename: 125 of its 250 µs a request), and its spikes were the writes' p99. A worker thread with a connection
 * of its own runs the checkpoints instead, beside the server (WAL lets one connection checkpoint while another reads
 * and writes); the server's connection keeps a far higher threshold only as a safety net. The worker is unref'd: it
 * never keeps a process alive. Errors go to `onError` (the log), and the safety net takes over.
 */
export function startCheckpointer(file: string, onError: (message: string) => void, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, driver, everyMs } });
  worker.unref();
  worker.on('message', (m: { error?: string }) => m.error && onError(m.error));
  worker.on('error', (err) => onError(err.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: async () => {
      worker.postMessage('stop');
      // A worker stuck in a checkpoint (a slow disk) is not waited for long: the file is consistent either way.
      const timer = setTimeout(() => void worker.terminate(), 2_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
