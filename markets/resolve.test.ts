import {describe, expect, it} from 'vitest';
import {getMarket} from './markets';
import {localizePath, stripMarketPrefix, switchMarketPath} from './paths';
import {resolveMarket} from './resolve';
import type {CountryCode} from './types';

const GB = getMarket('GB');
const FR = getMarket('FR');
const US = getMarket('US');
const AE = getMarket('AE');

const country = (url: string) => resolveMarket(url).market.countryCode;

describe('resolveMarket by host', () => {
  it.each([
    ['https://www.alderline.com/products/x', 'US'],
    ['https://www.alderline.co.uk/products/x', 'GB'],
    ['https://WWW.Alderline.FR/', 'FR'],
    ['https://www.alderline.de:8443/collections/all', 'DE'],
    ['https://www.alderline.ae./', 'AE'],
  ])('%s → %s', (url, expected) => {
    expect(country(url)).toBe(expected);
  });

  it('keeps the path unprefixed on a market domain', () => {
    expect(resolveMarket('https://www.alderline.co.uk/products/x?c=1')).toEqual({
      market: GB,
      pathPrefix: '',
      pathname: '/products/x',
      unknownPrefix: false,
      byHost: true,
    });
  });

  it('lets the host win over a path prefix', () => {
    const resolved = resolveMarket('https://www.alderline.co.uk/fr-fr/products/x');
    expect(resolved.market).toBe(GB);
    expect(resolved.pathname).toBe('/fr-fr/products/x');
    expect(resolved.pathPrefix).toBe('');
  });

  it('does not treat look-alike hosts as market domains', () => {
    expect(country('https://alderline.co.uk.evil.example/')).toBe('US');
    expect(country('https://checkout.alderline.co.uk/')).toBe('US');
  });
});

describe('resolveMarket by path prefix', () => {
  it('resolves /en-gb with and without a trailing slash', () => {
    for (const url of ['http://localhost:3000/en-gb', 'http://localhost:3000/en-gb/']) {
      expect(resolveMarket(url)).toEqual({
        market: GB,
        pathPrefix: '/en-gb',
        pathname: '/',
        unknownPrefix: false,
        byHost: false,
      });
    }
  });

  it('strips the prefix and keeps the rest of the path', () => {
    expect(resolveMarket('http://localhost/fr-fr/products/veste')).toMatchObject({
      market: FR,
      pathPrefix: '/fr-fr',
      pathname: '/products/veste',
    });
  });

  it('matches case-insensitively but keeps the rest of the path as given', () => {
    expect(resolveMarket('http://localhost/EN-GB/Products/X')).toMatchObject({
      market: GB,
      pathPrefix: '/en-gb',
      pathname: '/Products/X',
    });
  });

  it('ignores query strings and hashes', () => {
    expect(resolveMarket('http://localhost/en-gb?q=shorts#top')).toMatchObject({
      market: GB,
      pathname: '/',
    });
    expect(resolveMarket('http://localhost/ar-ae/search?q=en-gb')).toMatchObject({
      market: AE,
      pathname: '/search',
    });
  });

  it('accepts URL objects and relative strings', () => {
    expect(resolveMarket(new URL('http://localhost/ja-jp/cart')).market.countryCode).toBe('JP');
    expect(resolveMarket('/zh-hk/cart')).toMatchObject({
      pathPrefix: '/zh-hk',
      pathname: '/cart',
    });
  });

  it('serves the US unprefixed', () => {
    expect(resolveMarket('http://localhost/products/x')).toEqual({
      market: US,
      pathPrefix: '',
      pathname: '/products/x',
      unknownPrefix: false,
      byHost: false,
    });
    expect(resolveMarket('http://localhost').pathname).toBe('/');
  });

  it.each(['/xx-yy/products/x', '/en-us', '/fr-gb/', '/EN-XX'])(
    'flags %s as an unknown locale prefix on the default market',
    (path) => {
      expect(resolveMarket(`http://localhost${path}`)).toEqual({
        market: US,
        pathPrefix: '',
        pathname: path,
        unknownPrefix: true,
        byHost: false,
      });
    },
  );

  it.each(['/en-gbx', '/eng-gb', '/en_gb', '/products-en', '/e1-gb'])(
    'does not treat %s as a locale prefix',
    (path) => {
      expect(resolveMarket(`http://localhost${path}`)).toMatchObject({
        market: US,
        unknownPrefix: false,
        byHost: false,
        pathname: path,
      });
    },
  );

  it('handles a 5000-character path', () => {
    const longTail = `/${'a'.repeat(4990)}`;
    const resolved = resolveMarket(`http://localhost/en-gb${longTail}`);
    expect(resolved.market).toBe(GB);
    expect(resolved.pathname).toBe(longTail);
    expect(resolveMarket(`http://localhost/${'-'.repeat(5000)}`).market).toBe(US);
  });

  it('never throws on a malformed URL', () => {
    expect(resolveMarket('http://[bad')).toEqual({
      market: US,
      pathPrefix: '',
      pathname: '/',
      unknownPrefix: false,
      byHost: false,
    });
  });
});

describe('stripMarketPrefix', () => {
  it.each([
    ['/en-gb/products/x', '/products/x'],
    ['/EN-GB', '/'],
    ['/xx-yy/a', '/a'],
    ['/products', '/products'],
  ])('%s → %s', (path, expected) => {
    expect(stripMarketPrefix(path)).toBe(expected);
  });
});

describe('localizePath', () => {
  it.each<[string, CountryCode, string]>([
    ['/', 'GB', '/en-gb'],
    ['/products/x', 'GB', '/en-gb/products/x'],
    ['/products/x?color=red#reviews', 'GB', '/en-gb/products/x?color=red#reviews'],
    ['/?q=1', 'GB', '/en-gb?q=1'],
    ['/en-gb/products/x', 'GB', '/en-gb/products/x'],
    ['/EN-GB', 'GB', '/en-gb'],
    ['/fr-fr/products/x', 'GB', '/en-gb/products/x'],
    ['/products/x', 'US', '/products/x'],
    ['/fr-fr/products/x', 'US', '/products/x'],
    ['/', 'US', '/'],
    ['/ar-ae', 'AE', '/ar-ae'],
  ])('%s in %s', (path, countryCode, expected) => {
    expect(localizePath(path, getMarket(countryCode))).toBe(expected);
  });

  it.each([
    'https://example.com/products/x',
    'mailto:help@alderline.com',
    'tel:+18885550142',
    '//cdn.example.com/a.png',
    '#main',
    '?page=2',
    '',
    'relative/path',
  ])('leaves %s alone', (path) => {
    expect(localizePath(path, GB)).toBe(path);
  });

  it('follows the prefix a request actually used', () => {
    const resolved = resolveMarket('https://www.alderline.co.uk/products/x');
    expect(localizePath('/cart', resolved)).toBe('/cart');
  });
});

describe('switchMarketPath', () => {
  it('moves the current page to the target market, keeping the query', () => {
    expect(switchMarketPath('/products/x', '?color=red', FR)).toBe('/fr-fr/products/x?color=red');
    expect(switchMarketPath('/products/x', 'color=red', FR)).toBe('/fr-fr/products/x?color=red');
  });

  it('handles the home page and the unprefixed US', () => {
    expect(switchMarketPath('/', '', GB)).toBe('/en-gb');
    expect(switchMarketPath('/', '?', US)).toBe('/');
    expect(switchMarketPath('/collections/all', '?page=2', US)).toBe('/collections/all?page=2');
  });

  it('never yields a double prefix or an off-site link', () => {
    expect(switchMarketPath('/en-gb/cart', '', FR)).toBe('/fr-fr/cart');
    expect(switchMarketPath('//evil.example/x', '', US)).toBe('/evil.example/x');
    expect(switchMarketPath('products/x', '', GB)).toBe('/en-gb/products/x');
  });
});

describe('how the market was chosen', () => {
  it('says a market domain decided, even with a trailing dot or capitals', () => {
    expect(resolveMarket('https://WWW.ALDERLINE.CO.UK./products/x').byHost).toBe(true);
    expect(resolveMarket('https://www.alderline.com/').byHost).toBe(true);
  });

  it('says a shared host did not', () => {
    expect(resolveMarket('http://localhost:3000/en-gb').byHost).toBe(false);
    expect(resolveMarket('http://localhost:3000/').byHost).toBe(false);
  });
});
