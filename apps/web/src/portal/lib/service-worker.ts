/**
 * Registers portal/public/sw.js (scope /portal/) once the page has loaded, so it never competes with the first
 * paint. It caches the app shell, the hashed assets and the last tickets loaded: the portal opens offline.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/portal/sw.js', { scope: '/portal/' }).catch(() => {
      // No service worker (private mode, blocked): the portal works as a plain web page.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
