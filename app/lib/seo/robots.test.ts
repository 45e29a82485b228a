import {describe, expect, it} from 'vitest';
import {robotsTxt} from './robots';

describe('robotsTxt', () => {
  it('keeps every crawler out of anything but the live production site', () => {
    expect(robotsTxt({isLiveProduction: false, origin: 'https://staging.example'})).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });

  it('lets crawlers into production, but not carts, accounts, search or test switches', () => {
    const text = robotsTxt({isLiveProduction: true, origin: 'https://www.alderline.co.uk'});
    expect(text).not.toMatch(/^Disallow: \/$/m);
    for (const path of ['/cart', '/account', '/search', '/api/']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain('Disallow: /*?*showErrorPage');
    expect(text).toContain('\nSitemap: https://www.alderline.co.uk/sitemap.xml\n');
  });
});
