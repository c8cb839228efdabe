import type { ManualChunkMeta } from 'rollup';

/**
 * How the build groups modules into files. Left to itself Rollup made ~190 files, and a list
 * screen loaded 55-73 of them: over HTTP/1.1's six connections per host that queue cost ~500 ms before the screen
 * could ask for its rows. Two groups instead:
 *  - public: what the entry and the sign-in page need: React, the router, the parts of the UI kit, forms and
 *    queries it uses, the schemas; so /login loads four files and nothing it does not use (the other public pages,
 *    forgot, support and privacy, may load the app group too);
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
/** The other public pages with a Lighthouse budget: /support and /privacy-policy. */
const OTHER_PUBLIC_PAGES = /[\\/]features[\\/](support[\\/]routes[\\/]support-page|legal[\\/]routes[\\/]privacy-policy-page)\.tsx$/;

const reachable = new Map<string, Set<string>>();
const SHARED_BARREL = /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/;

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
  return (meta.getModuleInfo(barrel)?.importedIds ?? []).filter((id) => meta.getModuleInfo(id)?.exports?.some((name) => names.has(name)));
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

export function chunkOf(id: string, meta: ManualChunkMeta): string | undefined {
  // Rolldown (Vite 8) gives no module graph here: its own splitting then applies (scripts build with Vite 7).
  if (typeof meta.getModuleIds !== 'function') return undefined;
  // What the entry and the sign-in page need is one group of its own: left ungrouped, Rollup would pull it into
  // the app group (a group takes the ungrouped modules it imports), and /login would load all of that. The pages
  // themselves stay lazy chunks.
  if (reachableFromPublic(meta).has(id)) return SIGN_IN_PAGE.test(id) || isEntryModule(id, meta) ? undefined : 'public';
  // What /support and /privacy-policy need besides that (the support form's hooks and API call, a dialog) is a
  // small group of its own, so they do not wait for the app group (300 KB) either (Lighthouse >= 95).
  // The app group may import it; it imports only 'public' and itself, so no two groups import each other.
  if ((VENDOR.test(id) || APP.test(id)) && reachableFrom('public-pages', meta, (id) => OTHER_PUBLIC_PAGES.test(id)).has(id)) return 'public-pages';
  // One group, not two: the kit's modules and ours import each other (a theme, a hook), and two groups that
  // import each other run in an order Rollup cannot promise.
  if (VENDOR.test(id) || APP.test(id)) return 'app';
  return undefined;
}
