import {describe, expect, it} from 'vitest';
import {hreflangAlternates, marketOrigin} from './hreflang';
import {MARKETS, getMarket} from './markets';

const hrefOf = (alternates: ReturnType<typeof hreflangAlternates>, hrefLang: string) =>
  alternates.find((alternate) => alternate.hrefLang === hrefLang)?.href;

describe('hreflangAlternates', () => {
  it('lists every market plus x-default (24 entries)', () => {
    const alternates = hreflangAlternates('/products/trail-short');
    expect(alternates).toHaveLength(24);
    expect(alternates.map((alternate) => alternate.hrefLang)).toEqual([
      ...MARKETS.map((market) => market.locale),
      'x-default',
    ]);
  });

  it('uses each market domain without a prefix by default', () => {
    const alternates = hreflangAlternates('/products/trail-short');
    expect(hrefOf(alternates, 'en-GB')).toBe('https://www.alderline.co.uk/products/trail-short');
    expect(hrefOf(alternates, 'fr-FR')).toBe('https://www.alderline.fr/products/trail-short');
    expect(hrefOf(alternates, 'ar-AE')).toBe('https://www.alderline.ae/products/trail-short');
    expect(hrefOf(alternates, 'x-default')).toBe('https://www.alderline.com/products/trail-short');
  });

  it('keeps the root path as /', () => {
    expect(hrefOf(hreflangAlternates('/'), 'en-GB')).toBe('https://www.alderline.co.uk/');
  });

  it('drops query and hash, and any market prefix the caller left in', () => {
    const alternates = hreflangAlternates('/en-gb/search?q=x#results');
    expect(hrefOf(alternates, 'de-DE')).toBe('https://www.alderline.de/search');
  });

  it('uses one origin and the market prefixes in single-host mode', () => {
    const alternates = hreflangAlternates('/collections/all', {
      origin: 'https://preview.example.com/',
    });
    expect(hrefOf(alternates, 'en-GB')).toBe('https://preview.example.com/en-gb/collections/all');
    expect(hrefOf(alternates, 'zh-HK')).toBe('https://preview.example.com/zh-hk/collections/all');
    expect(hrefOf(alternates, 'en-US')).toBe('https://preview.example.com/collections/all');
    expect(hrefOf(alternates, 'x-default')).toBe('https://preview.example.com/collections/all');
    expect(hrefOf(hreflangAlternates('/', {origin: 'http://localhost:3000'}), 'en-GB')).toBe(
      'http://localhost:3000/en-gb',
    );
  });

  it('accepts a per-market origin function', () => {
    const alternates = hreflangAlternates('/cart', {
      origin: (market) => `https://${market.countryCode.toLowerCase()}.staging.example`,
    });
    expect(hrefOf(alternates, 'ja-JP')).toBe('https://jp.staging.example/cart');
  });

  it('leaves out excluded countries', () => {
    const alternates = hreflangAlternates('/pages/about', {exclude: ['GB', 'FR']});
    expect(alternates).toHaveLength(22);
    expect(hrefOf(alternates, 'en-GB')).toBeUndefined();
    expect(hrefOf(alternates, 'fr-FR')).toBeUndefined();
    expect(hrefOf(alternates, 'x-default')).toBeDefined();
  });

  it('drops x-default with the US, as it would point at an excluded page', () => {
    const alternates = hreflangAlternates('/pages/about', {exclude: ['US']});
    expect(alternates).toHaveLength(22);
    expect(hrefOf(alternates, 'x-default')).toBeUndefined();
  });
});

describe('marketOrigin', () => {
  it('is https on the market domain', () => {
    expect(marketOrigin(getMarket('AU'))).toBe('https://www.alderline.com.au');
  });
});
