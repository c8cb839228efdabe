// Paints the stored theme's page colour before the app's code loads, so a dark page never flashes white.
// spec §1: dark unless the stored choice ('theme' in local storage) is 'light'. Kept in step with
// src/app/theme.ts (background.default) by src/app/theme-boot.test.ts. A same-origin file, so the server's
// Content-Security-Policy (script-src 'self') allows it without 'unsafe-inline'.
(function () {
  var light = false;
  try {
    light = window.localStorage.getItem('theme') === 'light';
  } catch {
    // Storage blocked: the default (dark) applies.
  }
  var root = document.documentElement;
  root.style.backgroundColor = light ? '#f4f6f8' : '#121417';
  root.style.colorScheme = light ? 'light' : 'dark';
})();
