import type { ManualChunkMeta } from 'rollup';

/**
 * How the build groups modules into files. Left to itself Rollup made ~190 files, and a list
 * screen loaded 55-73 of them: over HTTP/1.1's six connections per host that queue cost ~500 ms before the screen
 * could ask for its rows. Instead:
 *  - the start-up's stages (backOfficeChunks, as the portal's): React, the UI kit's styles, then the app's frame (the
 *    router, the providers), a chunk each, evaluated in a task each;
 *  - public: what the sign-in page needs besides them: the parts of the UI kit and the checks it uses; so /login
 *    loads six files and nothing it does not use (the other public pages, forgot, support and privacy, load the
 *    small public-pages group too);
 *  - app: what every signed-in screen uses: the UI kit, forms, queries and schemas, and our shell, shared
 *    components, hooks and API clients.
 * Each screen keeps its own small chunk; the heavy and rare parts (the rich-text editor, the photo cropper, QR
 * codes and the scanner) stay out of the groups, loaded only by the screens that use them.
 */
const VENDOR =
  /[\\/]node_modules[\\/](@mui|@emotion|@tanstack|@hookform|react-hook-form|zod|@popperjs|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics|stylis|@babel[\\/]runtime|use-sync-external-store)[\\/]/;
const APP =
  /[\\/]apps[\\/]web[\\/]src[\\/](components[\\/](?!rich-text|photo-picker)|lib[\\/]|lookups[\\/]|app[\\/]|features[\\/][^\\/]+[\\/]api[\\/])|[\\/]packages[\\/]shared[\\/]/;
const SIGN_IN_PAGE = /[\\/]features[\\/]auth[\\/]routes[\\/]login-page\.tsx$/;
/** The other public pages with a Lighthouse budget: /forgot, /support and /privacy-policy. */
const OTHER_PUBLIC_PAGES = /[\\/]features[\\/](auth[\\/]routes[\\/]forgot-page|support[\\/]routes[\\/]support-page|legal[\\/]routes[\\/]privacy-policy-page)\.tsx$/;

const reachable = new Map<string, Set<string>>();
const SHARED_BARREL = /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/;
const SHARED_MODULE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

/**
 * The modules of @glassdesk/shared that a module's imports from its index (`import { A } from '@glassdesk/shared'`)
 * name: not the whole package, whose every schema (and zod) would then be built before /login could paint.
 * vite.config.ts marks the package free of side effects, as its package.json says, so nothing else of it runs.
 */
function sharedModulesFor(code: string, barrel: string, meta: ManualChunkMeta): string[] {
  const names = new Set<string>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@glassdesk\/shared["']/g))
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.add(name);
    }
  // A namespace or other form of import: the whole package, as before.
  if (names.size === 0 && /from\s*["']@glassdesk\/shared["']/.test(code)) return [...(meta.getModuleInfo(barrel)?.importedIds ?? [])];
  return (meta.getModuleInfo(barrel)?.importedIds ?? []).flatMap((id) => providersOf(id, names, meta));
}

/**
 * The module that declares one of `names` among `id` and what it re-exports with `export *` (files.ts re-exports
 * file-rules.ts, statements.ts dispute-rules.ts: a page naming FILE_MESSAGES needs file-rules.ts, not files.ts and
 * its schema).
 */
function providersOf(id: string, names: Set<string>, meta: ManualChunkMeta, seen = new Set<string>()): string[] {
  if (seen.has(id)) return [];
  seen.add(id);
  const info = meta.getModuleInfo(id);
  if (!info) return [];
  const own = info.exports?.some((name) => name !== '*' && names.has(name)) ? [id] : [];
  if (!info.exports?.includes('*')) return own;
  return [...own, ...info.importedIds.filter((next) => SHARED_MODULE.test(next)).flatMap((next) => providersOf(next, names, meta, seen))];
}

/** Every module the roots import, directly or not (computed once per build and kind of root). */
function reachableFrom(kind: string, meta: ManualChunkMeta, isRoot: (id: string) => boolean): Set<string> {
  const known = reachable.get(kind);
  if (known) return known;
  const seen = new Set<string>();
  const stack = [...meta.getModuleIds()].filter(isRoot);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) {
      if (!SHARED_BARREL.test(next)) stack.push(next);
      else stack.push(...sharedModulesFor(info?.code ?? '', next, meta));
    }
  }
  reachable.set(kind, seen);
  return seen;
}

/** Every module the entry or the sign-in page imports, directly or not. */
const reachableFromPublic = (meta: ManualChunkMeta) => reachableFrom('public', meta, (id) => !!meta.getModuleInfo(id)?.isEntry || SIGN_IN_PAGE.test(id));

/** index.html and the script it names (main.tsx) make the entry chunk: the manifest's entry, which the server and the benchmark read. */
const isEntryModule = (id: string, meta: ManualChunkMeta) => {
  const info = meta.getModuleInfo(id);
  return !!info && (info.isEntry || info.importers.some((importer) => meta.getModuleInfo(importer)?.isEntry));
};

/**
 * The back-office's grouping (vite.config.ts). `main` is src/main.tsx: its start-up's stages (React, the UI kit's
 * styles, the app) are a group each, as the portal's are (startStages); then the groups above.
 */
export function backOfficeChunks(main: string) {
  let plan: ReturnType<typeof startStages> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    // Rolldown (Vite 8) gives no module graph here: its own splitting then applies (scripts build with Vite 7).
    if (typeof meta.getModuleIds !== 'function') return undefined;
    plan ??= startStages(main, meta);
    // What the entry needs (main.tsx, the task helper, Vite's preload helper) stays in the entry, named as one: left
    // to the groups below, the preload helper went to 'public', which the entry then imported, and with it every stage.
    if (plan.inMain.has(id)) return 'index';
    return plan.stages.get(id) ?? chunkOf(id, meta);
  };
}

function chunkOf(id: string, meta: ManualChunkMeta): string | undefined {
  // What the entry and the sign-in page need is one group of its own: left ungrouped, Rollup would pull it into
  // the app group (a group takes the ungrouped modules it imports), and /login would load all of that. The pages
  // themselves stay lazy chunks.
  if (reachableFromPublic(meta).has(id)) return SIGN_IN_PAGE.test(id) || isEntryModule(id, meta) ? undefined : 'public';
  // What /forgot, /support and /privacy-policy need besides that (their forms' checks and API calls, a dialog) is a
  // small group of its own, so they do not wait for the app group (300 KB) either (Lighthouse >= 95).
  // The app group may import it; it imports only 'public' and itself, so no two groups import each other.
  if ((VENDOR.test(id) || APP.test(id)) && reachableFrom('public-pages', meta, (id) => OTHER_PUBLIC_PAGES.test(id)).has(id)) return 'public-pages';
  // One group, not two: the kit's modules and ours import each other (a theme, a hook), and two groups that
  // import each other run in an order Rollup cannot promise.
  if (VENDOR.test(id) || APP.test(id)) return 'app';
  return undefined;
}

/** Kept out of the portal's signed-in group: the form library and zod load with the forms that check with them. */
const PORTAL_LATER = /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;

/** Every module `roots` import statically, a shared-package index counting only for the modules its importer names. */
function staticClosure(roots: string[], meta: ManualChunkMeta, stop: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) {
      if (!SHARED_BARREL.test(next)) stack.push(next);
      else stack.push(...sharedModulesFor(info?.code ?? '', next, meta));
    }
  }
  return seen;
}

/**
 * The start-up's stages: what `main` (an app's main.tsx) imports dynamically, in its order (React, the UI kit's
 * styles, the app), each a group of its own ('start-1', ...) without what the entry or an earlier stage holds, so
 * each chunk is evaluated in a task of its own (evaluating a module runs its whole chunk in one go). `inMain`: what
 * the entry imports statically; `inEntry`: that and every stage.
 */
function startStages(main: string, meta: ManualChunkMeta) {
  const entries = [...meta.getModuleIds()].filter((m) => meta.getModuleInfo(m)?.isEntry);
  const inMain = staticClosure(entries, meta);
  const inEntry = new Set(inMain);
  const stages = new Map<string, string>();
  (meta.getModuleInfo(main)?.dynamicallyImportedIds ?? []).forEach((stage, n) => {
    for (const m of staticClosure([stage], meta, inEntry)) {
      inEntry.add(m);
      stages.set(m, `start-${n + 1}`);
    }
  });
  return { inMain, inEntry, stages };
}

/**
 * The customer portal's grouping (vite.portal.config.ts). The start-up's stages are a group each (start-1 React,
 * start-2 the UI kit's styles, start-3 the app with the sign-in page: main.tsx). Left to Rollup, each signed-in page loaded 15 to 21 files
 * (a file per set of pages sharing a module: a skeleton here, a chip there), and every one is a request the boot
 * script starts and a link it adds (~2 ms of a slow phone each). One group, 'signed-in': what the signed-in layout
 * needs and what two signed-in pages or more share, so a signed-in page loads the entry, the group and its own chunk.
 * The entry (the sign-in page) stays as Rollup makes it; so do the other public pages' modules (register and forgot
 * would otherwise load the group), the form library and zod (the forms load them when they check), and the chunks
 * loaded later (the background flush, the forms' checks).
 */
export function portalChunks(main: string, layout: string, pages: string[]) {
  let plan: Map<string, string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    if (typeof meta.getModuleIds !== 'function') return undefined;
    if (!plan) {
      const all = [...meta.getModuleIds()];
      const { inMain, inEntry, stages } = startStages(main, meta);
      plan = new Map(stages);
      // The pages loaded lazily that are not signed-in pages (register, forgot, waiting, not found).
      const signedIn = new Set([layout, ...pages]);
      const publicPages = all.filter((m) => !signedIn.has(m) && (meta.getModuleInfo(m)?.dynamicImporters.length ?? 0) > 0 && /[\\/]src[\\/]portal[\\/]pages[\\/]/.test(m));
      const keepOut = staticClosure(publicPages, meta, inEntry);
      const count = new Map<string, number>();
      for (const page of pages) for (const m of staticClosure([page], meta, inEntry)) count.set(m, (count.get(m) ?? 0) + 1);
      for (const m of staticClosure([layout], meta, inEntry)) count.set(m, 2);
      // The layout's own module too (it is always loaded with a page); the pages stay chunks of their own. A shared-package
      // module one page needs goes in too (a few zod-free rules): left out, it would follow the package's index into
      // the schemas' group below, and the page would load zod.
      for (const [m, n] of count) if ((n >= 2 || SHARED_MODULE.test(m)) && !keepOut.has(m) && !PORTAL_LATER.test(m) && !pages.includes(m)) plan.set(m, 'signed-in');
      // What the entry needs stays in the entry, named here as one: a group takes in the ungrouped modules it imports,
      // and would otherwise take React, the router and the UI kit from the start-up's stages.
      for (const m of inMain) plan.set(m, 'index');
      // The shared package's index only re-exports: placed in a group, it would pull into it every schema module (and
      // zod) not named elsewhere. Those go with it into a group of their own, loaded by the forms' checks alone.
      for (const m of all) if (SHARED_BARREL.test(m)) plan.set(m, 'schemas');
    }
    return plan.get(id);
  };
}
