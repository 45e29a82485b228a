// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/**
 * The guard against the page's own hydration flag, with a listener on the document standing in
 * for React (React listens on the document it hydrates; the guard listens on the window first).
 */
let reactSaw: string[];
const react = (event: Event) => reactSaw.push(`${event.type} ${(event.target as Element).id}`);
const EVENTS = ['click', 'keydown', 'input'];

async function freshPage() {
  vi.resetModules();
  document.body.innerHTML = `
    <header><button type="button" id="search">Search</button></header>
    <a href="#story" id="story-link">Story</a>
    <form><input id="email" /><button id="sign-up">Sign up</button></form>`;
  const hydration = await import('~/lib/hydration');
  const {guardEarlyInput} = await import('./early-input-guard.client');
  guardEarlyInput();
  return hydration;
}

const press = (id: string) => document.getElementById(id)!.click();
/** jsdom cannot submit a form: the browser's own submission is cancelled before the guard sees it. */
const noSubmission = (event: Event) => event.type === 'submit' && event.preventDefault();
window.addEventListener('submit', noSubmission, {capture: true});

beforeEach(() => {
  vi.useFakeTimers();
  reactSaw = [];
  for (const type of EVENTS) document.addEventListener(type, react);
});

afterEach(() => {
  for (const type of EVENTS) document.removeEventListener(type, react);
  vi.useRealTimers();
});

describe('guardEarlyInput', () => {
  it('keeps presses and keys from React until the page has hydrated, then lets them through', async () => {
    const {markHydrated} = await freshPage();
    document.getElementById('email')!.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true}));
    press('story-link');
    expect(reactSaw).toEqual([]);

    markHydrated();
    vi.runAllTimers();
    document.getElementById('email')!.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true}));
    expect(reactSaw).toEqual(['keydown email']);
  });

  it('presses a plain button held back again once the page is live, and only then', async () => {
    const {markHydrated} = await freshPage();
    press('search');
    expect(reactSaw).toEqual([]);

    markHydrated();
    // Not inside the root's effect: the framework's own effects finish first.
    expect(reactSaw).toEqual([]);
    vi.runAllTimers();
    expect(reactSaw).toEqual(['click search']);
  });

  it('never presses again what the browser already did without the page’s code: a link or a submit button', async () => {
    const {markHydrated} = await freshPage();
    press('story-link');
    press('sign-up');
    markHydrated();
    vi.runAllTimers();
    expect(reactSaw).toEqual([]);
  });

  it('stands aside on a page that has already hydrated', async () => {
    vi.resetModules();
    const {markHydrated} = await import('~/lib/hydration');
    markHydrated();
    const {guardEarlyInput} = await import('./early-input-guard.client');
    document.body.innerHTML = '<button type="button" id="search">Search</button>';
    guardEarlyInput();
    press('search');
    expect(reactSaw).toEqual(['click search']);
  });
});
