import {lazy, type ComponentType} from 'react';

/**
 * `React.lazy` with a `preload()` to call on hover, focus or idle time, so code that a
 * page does not need on arrival (closed dialogs, menus) arrives before the shopper asks.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{default: ComponentType<Props>}> | undefined;
  const preload = () => (loading ??= load().then((component) => ({default: component})));
  return Object.assign(lazy(preload), {preload});
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
