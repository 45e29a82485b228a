import {languageSubtag} from './locale';
import type {Market} from './types';

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
 * A market's country in a language, e.g. 'Royaume-Uni' in fr-FR. English reads the market's
 * own label. Hong Kong takes the short form ('Hong Kong', not 'Hong Kong SAR China').
 */
export function countryName(market: Pick<Market, 'countryCode' | 'label'>, locale: string): string {
  if (languageSubtag(locale) === 'en') return market.label;
  const style = market.countryCode === 'HK' ? 'short' : 'long';
  return regionNames(locale, style)?.of(market.countryCode) ?? market.label;
}
