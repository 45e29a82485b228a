import {MARKETS, type CountryCode} from '@markets';

/**
 * Countries where bots must not index a product, from its tags: `noindex-{country}`
 * (e.g. noindex-gb) for one country, `noindex-intl` for every country but the US.
 */
export function noindexCountriesForTags(tags: readonly string[]): CountryCode[] {
  const blocked = new Set<CountryCode>();
  for (const tag of tags) {
    const normalized = tag.trim().toLowerCase();
    if (normalized.includes('noindex-intl')) {
      for (const market of MARKETS) if (market.isInternational) blocked.add(market.countryCode);
      continue;
    }
    const match = /noindex-([a-z]{2})\b/.exec(normalized);
    const market = match && MARKETS.find((candidate) => candidate.countryCode.toLowerCase() === match[1]);
    if (market) blocked.add(market.countryCode);
  }
  return MARKETS.map((market) => market.countryCode).filter((code) => blocked.has(code));
}
