// @vitest-environment jsdom
import {act, createContext, startTransition, useContext, useState} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {LazySection} from './LazySection';
import {lazyWithPreload} from './lazy';

// Tell React these are tests, so it expects `act`.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const navigate = vi.fn();
vi.mock('@remix-run/react', () => ({useNavigate: () => navigate}));

/** As in the app, the document counts as hydrated once the hydrating commit is done. */
let documentHydrated = false;
let onHydrated: Array<() => void> = [];
vi.mock('~/lib/hydration', () => ({
  isHydrated: () => documentHydrated,
  whenHydrated: (callback: () => void) => void onHydrated.push(callback),
}));

/** Stands in for the router's state: every navigation or route discovery changes it. */
const RouterState = createContext(0);

function Newsletter({heading}: {heading: string}) {
  useContext(RouterState);
  const [email, setEmail] = useState('');
  const [pressed, setPressed] = useState(0);
  return (
    <section>
      <h2>{heading}</h2>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="button" onClick={() => setPressed((count) => count + 1)}>
        Sign up {email} {pressed}
      </button>
    </section>
  );
}

/** What the server sent for the section: its markup inside the frame, in Suspense's markers. */
const SERVER_HTML =
  '<div class="contents"><!--$--><section><h2>Join us</h2><input aria-label="Email" value=""/>' +
  '<button type="button">Sign up <!-- --> <!-- -->0</button></section><!--/$--></div>';

let idle: Array<() => void>;
let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  documentHydrated = false;
  onHydrated = [];
  idle = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

function hydrate(load: () => Promise<typeof Newsletter>, when: 'idle' | 'interaction' = 'idle') {
  const Section = lazyWithPreload(load);
  const page = (state: number) => (
    <RouterState.Provider value={state}>
      <LazySection component={Section} when={when} props={{heading: 'Join us'}} />
    </RouterState.Provider>
  );
  act(() => {
    root = hydrateRoot(container, page(0));
  });
  documentHydrated = true;
  return {rerender: (state: number) => act(() => startTransition(() => root!.render(page(state))))};
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('LazySection over server HTML', () => {
  it('keeps the server HTML and loads nothing when the router updates before the section is wanted', async () => {
    const load = vi.fn(async () => Newsletter);
    const {rerender} = hydrate(load);
    rerender(1);
    rerender(2);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('h2')?.textContent).toBe('Join us');
  });

  it('renders the section in place of the server HTML once wanted, keeping focus and what was typed', async () => {
    const load = vi.fn(async () => Newsletter);
    hydrate(load);
    const serverInput = container.querySelector('input')!;
    serverInput.focus();
    serverInput.value = 'ada@example.com';
    act(() => idle.forEach((task) => task()));
    await flush();
    await flush();

    expect(load).toHaveBeenCalledTimes(1);
    const input = container.querySelector('input')!;
    expect(input).not.toBe(serverInput);
    expect(input.value).toBe('ada@example.com');
    expect(document.activeElement).toBe(input);
    // The section's own state took the typed value: its handlers run.
    expect(container.querySelector('button')?.textContent).toContain('ada@example.com');
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('loads at once and takes over what was typed before the page’s code ran', async () => {
    const load = vi.fn(async () => Newsletter);
    // Typed while the page was still loading: no listener of the page's saw it.
    container.querySelector('input')!.value = 'grace@example.com';
    hydrate(load, 'interaction');
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')?.textContent).toContain('grace@example.com');
  });

  it('takes over a value chosen while the page went live, before early input was let through', async () => {
    const load = vi.fn(async () => Newsletter);
    hydrate(load, 'interaction');
    await flush();
    expect(load).not.toHaveBeenCalled();
    // Changed after the section's first look, its events held back by the early-input guard.
    container.querySelector('input')!.value = 'hedy@example.com';
    act(() => onHydrated.forEach((callback) => callback()));
    await flush();
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')?.textContent).toContain('hedy@example.com');
  });

  it('takes a press made before the section runs and presses again once it does', async () => {
    hydrate(async () => Newsletter);
    const serverButton = container.querySelector('button')!;
    act(() => serverButton.click());
    await flush();
    await flush();
    expect(container.querySelector('button')?.textContent).toMatch(/1$/);
  });

  it('keeps the server HTML when its code fails to load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hydrate(() => Promise.reject(new Error('chunk gone')));
    act(() => idle.forEach((task) => task()));
    await flush();
    await flush();
    expect(container.querySelector('h2')?.textContent).toBe('Join us');
    expect(errors.mock.calls.flat().join(' ')).toContain('SECTION-LOAD');
  });
});
