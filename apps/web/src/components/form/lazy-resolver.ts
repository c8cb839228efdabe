import type { FieldValues, Resolver } from 'react-hook-form';

type LazyResolver<T extends FieldValues, C, O> = Resolver<T, C, O> & { preload: () => Promise<unknown> };

/**
 * A react-hook-form resolver whose code (the zod resolver, the schema, zod itself with the schemas of the modules
 * it comes from: about 25 KB of brotli, and some 50 ms of a phone's time to build, 200 ms at Lighthouse's 4x) is a
 * chunk of its own, awaited by the first check (a submit: react-hook-form checks then). Not loaded by the page's
 * start-up, nor when the phone is idle after it (its build would be one long task then too), but once the person
 * starts on the form: `loadOnInput(resolver)` on the form starts it at the first touch or key. Made once per form,
 * at the top of its module. A failed load (offline) is tried again by the next check.
 */
export function lazyResolver<T extends FieldValues, C, O>(load: () => Promise<Resolver<T, C, O>>): LazyResolver<T, C, O> {
  let pending: Promise<Resolver<T, C, O>> | undefined;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const resolver: Resolver<T, C, O> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}

/** A form's props that start loading its lazy resolvers at the first touch or key inside it (not on a focus alone). */
export function loadOnInput(...resolvers: Array<{ preload: () => Promise<unknown> }>) {
  const load = () => {
    for (const resolver of resolvers) void resolver.preload().catch(() => undefined);
  };
  return { onPointerDownCapture: load, onKeyDownCapture: load };
}
