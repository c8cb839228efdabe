import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

// The build plugins the back-office (vite.config.ts) and the portal (vite.portal.config.ts) share.

const sharedDir = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/**
 * Both apps read @glassdesk/shared from its source, as its `exports` list it: the index, `/constants` (the labels
 * and colours without zod) and `/dates` (APP_LOCALE's date format, without zod too). Exact matches: a plain
 * '@glassdesk/shared' alias would also rewrite '/constants'.
 */
export const sharedAlias = [
  { find: /^@glassdesk\/shared$/, replacement: `${sharedDir}index.ts` },
  { find: /^@glassdesk\/shared\/constants$/, replacement: `${sharedDir}constants.ts` },
  { find: /^@glassdesk\/shared\/dates$/, replacement: `${sharedDir}dates.ts` },
];

/**
 * Rollup's warnings, but for the one it prints for zod's own sources on every build: zod 4 writes `@__PURE__` annotations
 * where Rollup cannot use them (regexes.js, util.js) and Rollup drops the comment (the output is the same either way).
 * Only that code (INVALID_ANNOTATION) from files under zod is dropped; every other warning is printed.
 */
export const onwarn = (warning: Rollup.RollupLog, print: (warning: Rollup.RollupLog) => void) => {
  if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '')) return;
  print(warning);
};

/**
 * The entry chunk and the files of the start-up's stages (main.tsx imports them one after the other, chunks.ts
 * startStages) with what they import: the boot script asks for them with the entry, so no stage waits for the one
 * before it to run before its download starts.
 */
export function startStageFiles(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const stages = new Set<string>();
  const addStage = (file: string) => {
    if (stages.has(file) || file === entry?.fileName || entry?.imports.includes(file)) return;
    stages.add(file);
    for (const next of byFile.get(file)?.imports ?? []) addStage(next);
  };
  for (const file of entry?.dynamicImports ?? []) addStage(file);
  return { chunks, byFile, entry, stages: [...stages] };
}

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

const INSERTION_MODULE = '@emotion/use-insertion-effect-with-fallbacks';
const RENDER_INSERTION = '\0glassdesk-emotion-insertion';

/**
 * Emotion inserts a component's style rules in a useInsertionEffect, so inside React's commit: the one part of a
 * render React cannot cut in slices. On a first screen that was most of the commit (~20 ms of 27 on the portal's
 * sign-in page here, 80 ms at Lighthouse's 4x slowdown), one long task. This build gives emotion the fallback it
 * ships for a React without that hook (React 17): the rules go in while the component renders, and React renders
 * in slices (the first render and the answers' renders are transitions), so the work is spread over short tasks
 * and the commit only places the nodes. Inserting is idempotent (one rule per style hash), so a render React throws
 * away leaves at most a rule nothing uses yet. Global styles (CssBaseline) keep the insertion effect.
 */
export function emotionInsertsWhileRendering(): Plugin {
  return {
    name: 'glassdesk-emotion-inserts-while-rendering',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === INSERTION_MODULE ? RENDER_INSERTION : undefined;
    },
    load(id) {
      if (id !== RENDER_INSERTION) return undefined;
      return [
        "import * as React from 'react';",
        'export const useInsertionEffectAlwaysWithSyncFallback = (create) => create();',
        'export const useInsertionEffectWithLayoutFallback = React.useInsertionEffect;',
      ].join('\n');
    },
  };
}

type Bundle = Parameters<Extract<NonNullable<Plugin['transformIndexHtml']>, { handler: unknown }>['handler']>[1]['bundle'];

/**
 * The app starts from index.html's boot script, after the first frame: index.html paints the first
 * screen's frame by itself (the theme, the product name, the heading and introduction of the pages that open with
 * one), and its code is asked for once that frame is on the screen, so the first screen waits for no script (a
 * slow phone shows it at once; Lighthouse's simulation stops counting the app's code as something it waited for).
 * This takes the entry's script and preloads out of the built page and writes them, with `settings(bundle)` and the
 * starter below, into the boot script's placeholders (`var entry = ...;`, `var startApp = ...;`, `var <name> = ...;`).
 */
// The boot script's `startApp(entry, files, now)` (both index.html files call it): asks for the app's entry and
// `files` (modulepreload) once the first frame is on the screen: an animation frame, then a task; or at once when
// `now` (a screen whose first frame index.html cannot paint, as the back-office's signed-in screens, whose first
// rows come from the API) or when the tab is hidden (it paints nothing and runs no animation frame). The entry goes
// first, then one file per task: adding a script or a link costs its task a few ms on a slow phone (8 ms each under
// Lighthouse, which traces every request), and a page asked for up to twenty in one task. Plain ES5, written into the
// page as it is.
const START_APP = `function (entry, files, now) {
          var started = false;
          var preload = function (index) {
            if (index >= files.length) return;
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = files[index];
            link.crossOrigin = '';
            document.head.appendChild(link);
            setTimeout(function () {
              preload(index + 1);
            }, 0);
          };
          var start = function () {
            if (started || !entry.script) return;
            started = true;
            var script = document.createElement('script');
            script.type = 'module';
            script.crossOrigin = '';
            script.src = entry.script;
            document.head.appendChild(script);
            setTimeout(function () {
              preload(0);
            }, 0);
          };
          if (now || document.visibilityState === 'hidden' || !window.requestAnimationFrame) start();
          else
            window.requestAnimationFrame(function () {
              setTimeout(start, 0);
            });
        }`;

export function bootScript(settings: (bundle: NonNullable<Bundle>) => Record<string, unknown>): Plugin {
  const setting = (html: string, name: string, value: unknown) => {
    const placeholder = new RegExp(`var ${name} = [^;]*;`);
    if (!placeholder.test(html)) throw new Error(`bootScript: index.html's boot script has no ${name}`);
    // No '<' in the script's text: a value can never close the script element.
    return html.replace(placeholder, () => `var ${name} = ${JSON.stringify(value).replace(/</g, '\\u003c')};`);
  };
  return {
    name: 'glassdesk-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        let script = '';
        const preload: string[] = [];
        let page = html.replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
          script = src;
          return '';
        });
        page = page.replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
          preload.push(href);
          return '';
        });
        if (!script) throw new Error('bootScript: the build wrote no entry script into index.html');
        // `entryPreload` (a setting of the build's own): more files asked for with the entry, on every page.
        const { entryPreload = [], ...values } = settings(bundle);
        page = setting(page, 'entry', { script, preload: [...preload, ...(entryPreload as string[])] });
        const starter = 'var startApp = function () {};';
        if (!page.includes(starter)) throw new Error("bootScript: index.html's boot script has no startApp");
        page = page.replace(starter, () => `var startApp = ${START_APP};`);
        for (const [name, value] of Object.entries(values)) page = setting(page, name, value);
        return page;
      },
    },
  };
}
