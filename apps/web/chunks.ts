import type { ManualChunkMeta } from 'rollup';

/**
 * How the build groups modules into files (issue 17 point 9). Left to itself Rollup made ~190 files, and a list
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

let publicModules: Set<string> | null = null;

/** Every module the entry or the sign-in page imports, directly or not. */
function reachableFromPublic(meta: ManualChunkMeta): Set<string> {
  if (publicModules) return publicModules;
  const roots = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry || SIGN_IN_PAGE.test(id));
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of meta.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  publicModules = seen;
  return seen;
}

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
  // One group, not two: the kit's modules and ours import each other (a theme, a hook), and two groups that
  // import each other run in an order Rollup cannot promise.
  if (VENDOR.test(id) || APP.test(id)) return 'app';
  return undefined;
}
