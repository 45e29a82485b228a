import {
  MARKETS,
  resolveMarket,
  stripMarketPrefix,
  switchMarketPath,
  type CountryCode,
  type Market,
} from '@markets';
import type {CountryRegion} from '~/lib/shell/types';
import {collator} from '~/lib/i18n/intl';

/**
 * The markets the switcher lists: new international markets only when the
 * `countrySwitcher.showNewIntlCountries` flag is on; the current market always, so a
 * shopper who reached a hidden one still sees where they are.
 */
export function switchableMarkets(current: CountryCode, showNewIntlCountries: boolean): Market[] {
  return MARKETS.filter(
    (market) => showNewIntlCountries || !market.isNewIntlCountry || market.countryCode === current,
  );
}

/** Sorts by the name shoppers read, in their language's alphabetical order. */
export function sortByName(markets: Market[], nameOf: (market: Market) => string, locale: string): Market[] {
  const byName = collator(locale);
  return [...markets].sort((a, b) => byName.compare(nameOf(a), nameOf(b)));
}

/** Groups markets by the content's regions; markets no region names go last, unnamed. */
export function regionLists(
  markets: Market[],
  regions: CountryRegion[],
  nameOf: (market: Market) => string,
  locale: string,
): {name: string | null; markets: Market[]}[] {
  const byCode = new Map(markets.map((market) => [market.countryCode as string, market]));
  const lists: {name: string | null; markets: Market[]}[] = [];
  for (const region of regions) {
    const inRegion = region.countryCodes.flatMap((code) => {
      const market = byCode.get(code.toUpperCase());
      if (!market) return [];
      byCode.delete(code.toUpperCase());
      return [market];
    });
    if (inRegion.length > 0) lists.push({name: region.name, markets: sortByName(inRegion, nameOf, locale)});
  }
  if (byCode.size > 0) lists.push({name: null, markets: sortByName([...byCode.values()], nameOf, locale)});
  return lists;
}

/**
 * The same page in another market. On a market's own domain (production) the target is
 * that market's domain with an unprefixed path; on any other host (development, previews)
 * it is the target's path prefix on this host.
 */
export function marketSwitchHref(
  target: Market,
  location: {pathname: string; search: string; hostname: string},
): string {
  const path = stripMarketPrefix(location.pathname);
  // The same host rule as the server's market resolution.
  if (resolveMarket(`https://${location.hostname}/`).byHost) {
    return `https://${target.domain}${switchMarketPath(path, location.search, {pathPrefix: ''})}`;
  }
  return switchMarketPath(path, location.search, target);
}
