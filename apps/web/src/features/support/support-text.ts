// /support's heading and introduction: the page shows them (routes/support-page.tsx), and index.html paints them
// before the app's code has loaded (vite.config.ts writes them into its boot script).
export const SUPPORT_TITLE = 'Support';
export const SUPPORT_INTRO = 'Tell us what went wrong and how to reach you; the support team answers by email.';
