import {lazy, type ComponentType} from 'react';

/**
 * `React.lazy` with a `preload()` to call on hover, focus or idle time, so code that a
 * page does not need on arrival (closed dialogs, menus) arrives before the shopper asks.
 * Once loaded, the component renders at once (no suspension), so a server render that
 * awaited `preload()` writes the section into the page's HTML in the first pass.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{default: ComponentType<Props>}> | undefined;
  let loaded: {default: ComponentType<Props>} | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = {default: component};
      return loaded;
    }));
  // React reads a thenable's value synchronously when `then` calls back at once.
  const resolveNow = (module: {default: ComponentType<Props>}) =>
    ({then: (resolve: (value: typeof module) => void) => resolve(module)}) as unknown as Promise<
      typeof module
    >;
  return Object.assign(
    lazy(() => (loaded ? resolveNow(loaded) : preload())),
    {preload},
  );
}

/** Runs `task` when the browser is idle (or soon, where it cannot say). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: 4000});
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1500);
  return () => clearTimeout(timer);
}
