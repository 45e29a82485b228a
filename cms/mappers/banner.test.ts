import {describe, expect, it} from 'vitest';
import {entry, link, recordingContext} from '../test-fixtures';
import {DEFAULT_BANNER_INTERVAL_MS, mapBanner} from './banner';

const message = (fields: Record<string, unknown>) =>
  entry('banner_message', {linkText: 'Free shipping', ...fields});

describe('mapBanner', () => {
  it('defaults the interval to 3000 ms and flags to off', () => {
    const banner = mapBanner(entry('banner', {messages: [message({})]}), recordingContext());
    expect(DEFAULT_BANNER_INTERVAL_MS).toBe(3000);
    expect(banner).toMatchObject({
      version: 1,
      display: false,
      displayOnMobile: false,
      intervalMs: 3000,
      stickyMobile: false,
      stickyDesktop: false,
      links: [],
      countryButton: null,
    });
    expect(banner.messages[0]).toMatchObject({
      text: 'Free shipping',
      url: null,
      openInNewTab: false,
      weight: 'regular',
    });
  });

  it('maps messages, links and the country button', () => {
    const banner = mapBanner(
      entry('banner', {
        version: 2,
        display: true,
        displayOnMobile: true,
        interval: 6000,
        stickyDesktop: true,
        messages: [
          message({
            url: '/collections/sale',
            openInNewTab: true,
            backgroundColor: '#000',
            color: '#fff',
            weight: 'bold',
          }),
        ],
        links: [link('Returns', 'https://returns.example', true)],
        globalSettings: {countryButton: {display: true, label: 'Change country'}},
      }),
      recordingContext(),
    );
    expect(banner).toMatchObject({version: 2, intervalMs: 6000, countryButton: {label: 'Change country'}});
    expect(banner.messages[0]).toMatchObject({
      url: '/collections/sale',
      openInNewTab: true,
      backgroundColor: '#000',
      color: '#fff',
      weight: 'bold',
    });
    expect(banner.links).toEqual([{text: 'Returns', url: 'https://returns.example', openInNewTab: true}]);
  });

  it('reports an unknown weight and uses regular', () => {
    const ctx = recordingContext();
    const banner = mapBanner(entry('banner', {messages: [message({weight: 'heavy'})]}), ctx);
    expect(banner.messages[0].weight).toBe('regular');
    expect(ctx.warnings).toHaveLength(1);
  });

  it('needs text on every message', () => {
    expect(() =>
      mapBanner(entry('banner', {messages: [entry('banner_message', {url: '/x'})]}), recordingContext()),
    ).toThrow(/linkText/);
  });
});
