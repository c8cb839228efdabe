/**
 * Registers the back-office's service worker (public/sw.js, scope /) from the Hand-over screen, once the page has
 * loaded, and hands it the /assets/ files this page has loaded, so the screen opens again without a network.
 */
export function registerOfficeServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const keepLoaded = (worker: ServiceWorker | null) => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name, location.href).pathname.startsWith('/assets/'));
    worker?.postMessage({ type: 'keep', urls });
  };
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => keepLoaded(registration.active))
      .catch(() => {
        // No service worker (private mode, plain http on a phone, blocked): the screen works online as a web page.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
