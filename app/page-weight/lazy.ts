import {lazy, type ComponentType, type LazyExoticComponent} from 'react';

export interface LazyComponent<Props extends object> extends LazyExoticComponent<ComponentType<Props>> {
  /** Starts loading the code (once); call it on hover, focus, idle or visibility. */
  preload(): Promise<ComponentType<Props>>;
  /** Settles when `preload` is first called: a `LazySection` of this component then loads too. */
  requested: Promise<void>;
}

/**
 * `React.lazy` with a `preload()`, so code that a page does not need on arrival (closed
 * dialogs, menus, sections below the fold) arrives before the shopper asks. Once the code is
 * here it renders at once, without suspending (a dialog opened after its preload shows in
 * the same frame). On the server every lazy component is loaded before the first render
 * (`loadLazyComponents` in `entry.server.tsx`, or with its section, below), so server rendering
 * never waits for one.
 *
 * Code the server never renders (a dialog, drawer, menu panel or overlay that opens only in
 * the browser) is written `lazyWithPreload(import.meta.env.SSR ? null : () => import('./Dialog')…)`:
 * the build then leaves that code, and the libraries only it uses (Headless UI, Autocomplete),
 * out of the worker. Rendered on the server all the same, it throws: its Suspense boundary then
 * renders in the browser instead, and the server reports the mistake.
 *
 * Heavy code that only some pages render on the server (a list with its search library) is
 * written `lazyWithPreload(() => import('./List')…, {onServer: 'with-its-section'})` and kept
 * in a chunk of its own in the worker (scripts/server-chunks.ts): a fresh worker loads it not
 * before its first render, but before the first render of a page whose loader names it as its
 * section's code (`serverSection(…, {code})`).
 */
export function lazyWithPreload<Props extends object>(
  load: (() => Promise<ComponentType<Props>>) | null,
  {onServer = 'before-every-render'}: {onServer?: 'before-every-render' | 'with-its-section'} = {},
): LazyComponent<Props> {
  if (load === null) return lazyWithPreload(browserOnly as () => Promise<ComponentType<Props>>);
  // On the server, code loaded on demand may bring lazy components of its own: they load with it.
  if (import.meta.env.SSR && onServer === 'with-its-section') {
    const loadCode = load;
    load = () => loadCode().then(async (component) => (await loadLazyComponents(), component));
  }
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let request = () => undefined as void;
  // Browser only: in the worker, a promise made while one request evaluates the module and
  // settled by another is a cross-request promise (workerd warns, in development, per request).
  const requested = import.meta.env.SSR
    ? new Promise<void>(() => undefined)
    : new Promise<void>((resolve) => (request = resolve));
  const preload = () => {
    request();
    return (loading ??= load().then((component) => (loaded = component)));
  };
  const component = lazy(() =>
    loaded ? settled({default: loaded}) : preload().then((module) => ({default: module})),
  );
  if (import.meta.env.SSR && onServer === 'before-every-render') serverPreloads.push(preload);
  return Object.assign(component, {preload, requested});
}

/** The worker's stand-in for code the server never renders (`lazyWithPreload(null)`). */
function browserOnly(): Promise<never> {
  return Promise.resolve(RenderedOnServer as never);
}

function RenderedOnServer(): never {
  throw new Error(
    'A browser-only component (lazyWithPreload(null) in the worker) was rendered on the server',
  );
}

const serverPreloads: Array<() => Promise<unknown>> = [];

/**
 * For the server, before it renders: every lazy component's code in the worker's start chunk
 * (those loaded with their section come with the page that shows them: `serverSection`).
 */
export function loadLazyComponents(): Promise<unknown> {
  return Promise.all(serverPreloads.map((preload) => preload()));
}

/** A thenable that calls back at once: `React.lazy` then resolves in the same render. */
function settled<Value>(value: Value): Promise<Value> {
  const thenable = {then: (onFulfilled: (value: Value) => unknown) => onFulfilled(value)};
  return thenable as unknown as Promise<Value>;
}

/**
 * Runs `task` once `element` comes within `margin` of the viewport (at once where the
 * browser cannot observe it), so a section's code is here by the time it scrolls into view.
 */
export function whenVisible(element: Element | null, task: () => void, margin = '400px'): () => void {
  if (!element || typeof IntersectionObserver !== 'function') {
    task();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        task();
      }
    },
    {rootMargin: margin},
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** What counts as reaching for a section: a pointer over it or pressing it, a touch, focus. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Runs `task` once the shopper reaches for `element` (a pointer over it, a touch, focus inside),
 * for a section a shopper may only look at whose code is heavy. Listens on the window, before
 * React: React stops events aimed at parts of the page it has not hydrated yet.
 */
export function whenInteracted(element: Element, task: () => void): () => void {
  const onEvent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) {
      stop();
      task();
    }
  };
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, onEvent, {capture: true});
  };
  for (const type of INTERACTIONS) window.addEventListener(type, onEvent, {capture: true, passive: true});
  return stop;
}
