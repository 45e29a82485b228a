import {useEffect, useState} from 'react';
import {languageSubtag, type Market} from '@markets';

const formatters = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string, style: 'long' | 'short'): Intl.DisplayNames | null {
  const key = `${locale}|${style}`;
  if (!formatters.has(key)) {
    try {
      formatters.set(key, new Intl.DisplayNames([locale], {type: 'region', style}));
    } catch {
      formatters.set(key, null);
    }
  }
  return formatters.get(key) ?? null;
}

/**
 * A market's country in the shopper's language, e.g. 'Royaume-Uni' on fr-FR.
 * English reads the market's own label. Hong Kong takes the short form
 * ('Hong Kong', not 'Hong Kong SAR China'). Used in the dialogs, which render
 * only in the browser, so server and browser never disagree.
 */
export function countryName(market: Market, locale: string): string {
  if (languageSubtag(locale) === 'en') return market.label;
  const style = market.countryCode === 'HK' ? 'short' : 'long';
  return regionNames(locale, style)?.of(market.countryCode) ?? market.label;
}

/**
 * The country name for server-rendered text: the English label first (what the
 * server sends), the shopper's language once hydrated, so the markup matches.
 */
export function useCountryName(market: Market): string {
  const [name, setName] = useState(market.label);
  useEffect(() => setName(countryName(market, market.locale)), [market]);
  return name;
}
