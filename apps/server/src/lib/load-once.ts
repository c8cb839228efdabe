/**
 * A library loaded at its first use and kept: `loadOnce(() => import('sharp'))` answers the same promise to every
 * caller. The libraries only a few requests need (images, PDFs, passkeys, mail) load this way, so that the server
 * starts without them (start-up-modules.test.ts). A load that fails stays failed: a broken install is not retried.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
