// @vitest-environment jsdom
import {act, cleanup} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {renderInShell} from '~/components/shell-fixtures';
import {consentStore} from '~/lib/consent/consent-store';
import {AnalyticsHost} from './AnalyticsHost';

type Posted = {events: Array<{name: string; consent: Record<string, boolean>}>};
let posts: Posted[];
const dataLayer = () => (window as {dataLayer?: Array<{event: string}>}).dataLayer ?? [];

beforeEach(() => {
  // The page's one store, shared by the tests: each starts with analytics denied.
  consentStore.initialize('default-minimal');
  consentStore.rejectOptional();
  posts = [];
  delete (window as {dataLayer?: unknown}).dataLayer;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/analytics') posts.push(JSON.parse(String(init?.body)) as Posted);
      return new Response(null, {status: 202});
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'alderline_consent=; Max-Age=0; Path=/';
  localStorage.clear();
  sessionStorage.clear();
});

/** Lets pending imports and effects run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('analytics consent gate', () => {
  it('sends nothing and loads no analytics code while analytics is not granted', async () => {
    renderInShell(<AnalyticsHost />, {path: '/en-gb/products/jogger', country: 'GB'});
    await settle();
    expect(dataLayer()).toEqual([]);
    expect(posts).toEqual([]);
  });

  it('once the shopper accepts, sends the page view with the consent it was given under', async () => {
    renderInShell(<AnalyticsHost />, {path: '/en-gb', country: 'GB'});
    await settle();
    expect(dataLayer()).toEqual([]);
    act(() => consentStore.acceptAll());
    await vi.waitFor(
      () => expect(dataLayer().map((entry) => entry.event)).toEqual(['page_data', 'page_view']),
      {
        timeout: 5000,
      },
    );
    await vi.waitFor(() => expect(posts).toHaveLength(1), {timeout: 5000});
    expect(posts[0].events).toEqual([
      expect.objectContaining({
        name: 'page_viewed',
        consent: {analytics: true, preferences: true, marketing: true, sale_of_data: true},
      }),
    ]);
  });

  it('stops sending when the shopper withdraws analytics consent', async () => {
    renderInShell(<AnalyticsHost />, {path: '/en-gb', country: 'GB'});
    act(() => consentStore.acceptAll());
    await vi.waitFor(() => expect(dataLayer()).not.toEqual([]), {timeout: 5000});
    // Withdrawn before the batch left: analytics unmounts and drops what it held.
    act(() => consentStore.rejectOptional());
    window.dispatchEvent(new Event('pagehide'));
    expect(posts).toEqual([]);
  });
});
