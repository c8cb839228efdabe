import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The build plugins the back-office (vite.config.ts) and the portal (vite.portal.config.ts) share.

const sharedDir = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/**
 * @glassdesk/shared is free of side effects (its package.json says so), but Vite does not apply that to a package
 * reached through an alias: without it Rollup runs every schema module the index re-exports wherever the index is
 * imported, and /login would build all of the app's schemas (and load them) before it paints (chunks.ts).
 */
export function sharedWithoutSideEffects(): Plugin {
  return {
    name: 'glassdesk-shared-without-side-effects',
    apply: 'build',
    transform(code, id) {
      // common/zod.ts sets zod up for the browser when loaded (the package.json lists it as its one side effect).
      if (id.startsWith(sharedDir) && !/[\\/]common[\\/]zod\.ts$/.test(id)) return { code, map: null, moduleSideEffects: false };
    },
  };
}

/**
 * The app's code is not needed for the first paint: index.html paints the theme and the product name by itself
 * (issue 20; the portal's paints the first screen's frame). Its script and preloads say so with fetchpriority="low",
 * so they are not taken for render-blocking (Lighthouse counts a script at High priority that finished before the
 * first paint as one the paint waited for).
 * On these pages there is nothing else to fetch: the code still starts downloading at once.
 */
export function appCodeAtLowPriority(): Plugin {
  return {
    name: 'glassdesk-app-code-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}
