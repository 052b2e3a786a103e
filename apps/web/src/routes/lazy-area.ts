/**
 * Screens loaded when first needed: an area's screens as one lazy chunk (admin, platform; one
 * screen each for the logger, settings and assets). Every screen of the area renders from
 * the one loaded module, so moving between its screens never suspends again once the first has
 * loaded (one lazy wrapper per screen would each suspend once, leaving a blank page a moment).
 * Routes load the chunk in their loader (or the router preloads a route component through
 * `preload`), so the screen renders as soon as the route does.
 */
import { createElement, type ComponentType } from 'react';

type Screens<M> = { [K in keyof M as M[K] extends ComponentType<never> ? K : never]: M[K] };

export function lazyArea<M extends object>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a failed fetch (offline) is tried again on the next visit
        throw error;
      },
    ));
  const preload = async (): Promise<void> => {
    await load();
  };

  function screen<K extends keyof Screens<M>>(name: K): Screens<M>[K] & { preload: () => Promise<void> } {
    function LazyScreen(props: object) {
      // Suspends (as React.lazy does) only until the area's chunk is there, once for all its screens.
      if (!loaded) throw load();
      return createElement(loaded[name as keyof M] as ComponentType<object>, props);
    }
    LazyScreen.displayName = `Lazy(${String(name)})`;
    return Object.assign(LazyScreen, { preload }) as unknown as Screens<M>[K] & { preload: () => Promise<void> };
  }

  return { load: preload, screen };
}
