/* global window, document */
// Paints the portal's page colour before its code loads, so a dark page never flashes white. The portal follows
// the system's light or dark preference unless a choice is stored ('glassdesk-portal-theme': 'light' | 'dark').
// Kept in step with src/portal/lib/theme-mode.ts and the theme's background.default by theme-mode.test.tsx. A
// same-origin file, so the server's Content-Security-Policy (script-src 'self') allows it without 'unsafe-inline'.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('glassdesk-portal-theme');
  } catch {
    // Storage blocked: the system's preference applies.
  }
  var dark = stored === 'dark' || (stored !== 'light' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.style.backgroundColor = dark ? '#121417' : '#f4f6f8';
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
