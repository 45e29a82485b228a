import {describe, expect, it, vi} from 'vitest';
import type {EntriesClient} from './fetch-entries';
import {loadLayoutContent} from './layout';

const sys = (id: string, contentType: string) => ({id, type: 'Entry', contentType: {sys: {id: contentType}}});

const ENTRIES: Record<string, unknown> = {
  header: {sys: sys('header', 'header'), fields: {accountButtonLabel: 'Account', menuV2Desktop: true}},
  banner: {sys: sys('banner', 'banner'), fields: {version: 1, display: true}},
  footer: {sys: sys('footer', 'footer'), fields: {headline: 'Hi'}},
  site_variables: {
    sys: sys('sv', 'site_variables'),
    fields: {version: 1, featureFlags: {pdp: {showModelSwitcher: true}}},
  },
  country_switcher: {sys: sys('cs', 'country_switcher'), fields: {title: 'Choose'}},
};

function fakeClient(failing: string[] = []): EntriesClient & {calls: string[]} {
  const calls: string[] = [];
  return {
    calls,
    getEntries: async (query) => {
      const type = String(query.content_type);
      calls.push(type);
      if (failing.includes(type)) throw new Error(`${type} down`);
      return {total: 1, items: [ENTRIES[type]]};
    },
  };
}

describe('loadLayoutContent', () => {
  it('loads the five layout pieces in parallel from the delivery client', async () => {
    const delivery = fakeClient();
    const preview = fakeClient();
    const layout = await loadLayoutContent(
      {delivery, preview},
      {locale: 'en-US', preview: false, report: vi.fn()},
    );
    expect(delivery.calls.sort()).toEqual([
      'banner',
      'country_switcher',
      'footer',
      'header',
      'site_variables',
    ]);
    expect(preview.calls).toEqual([]);
    expect(layout.header?.accountButtonLabel).toBe('Account');
    expect(layout.banner?.intervalMs).toBe(3000);
    expect(layout.siteVariables?.featureFlags).toEqual({pdp: {showModelSwitcher: true}});
    expect(layout.countrySwitcher?.title).toBe('Choose');
    expect(layout.footer?.newsletter).toBeNull();
  });

  it('reads the preview client for merchandisers', async () => {
    const delivery = fakeClient();
    const preview = fakeClient();
    await loadLayoutContent({delivery, preview}, {locale: 'en-us', preview: true, report: vi.fn()});
    expect(delivery.calls).toEqual([]);
    expect(preview.calls).toHaveLength(5);
  });

  it('leaves a failing piece null and keeps the others', async () => {
    const report = vi.fn();
    const layout = await loadLayoutContent(
      {delivery: fakeClient(['footer']), preview: fakeClient()},
      {locale: 'en-us', preview: false, report, retry: {retries: 1, minTimeout: 1, maxTimeout: 1}},
    );
    expect(layout.footer).toBeNull();
    expect(layout.header).not.toBeNull();
    expect(report).toHaveBeenCalledWith('CMS-GET-003', expect.objectContaining({message: 'footer down'}));
  });
});
