import {
  MARKETS,
  findMarket,
  resolveMarket,
  stripMarketPrefix,
  switchMarketPath,
  type Market,
} from '@markets';

/**
 * The markets the switcher lists: new international markets only when the
 * `countrySwitcher.showNewIntlCountries` flag is on; the current market always,
 * so a shopper who reached a hidden one still sees where they are.
 */
export function switchableMarkets(current: Market, showNewIntlCountries: boolean): Market[] {
  return MARKETS.filter(
    (market) =>
      showNewIntlCountries || !market.isNewIntlCountry || market.countryCode === current.countryCode,
  );
}

/** Sorts by the name shoppers read, in their language's alphabetical order. */
export function sortByName(markets: Market[], nameOf: (market: Market) => string, locale: string): Market[] {
  const collator = new Intl.Collator(locale);
  return [...markets].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}

interface CurrentLocation {
  pathname: string;
  search: string;
  hostname: string;
}

/**
 * The same page in another market. On a market's own domain (production) the
 * target is that market's domain with an unprefixed path; on any other host
 * (development, previews) it is the target's path prefix on this host.
 */
export function marketSwitchHref(target: Market, current: Market, location: CurrentLocation): string {
  const path = stripMarketPrefix(location.pathname);
  // The same host rule as the server's market resolution (markets/resolve.ts).
  if (resolveMarket(`https://${location.hostname}/`).byHost) {
    return `https://${target.domain}${switchMarketPath(path, location.search, {pathPrefix: ''})}`;
  }
  return switchMarketPath(path, location.search, target);
}

/**
 * The market to offer in the confirmation dialog: the visitor's detected
 * country when we run a store there and it is not the one they are on.
 */
export function suggestedMarket(
  buyerCountry: string | null | undefined,
  current: Market,
  countryConfirmed: boolean,
): Market | null {
  if (countryConfirmed || !buyerCountry) return null;
  const detected = findMarket(buyerCountry.toUpperCase());
  if (!detected || detected.countryCode === current.countryCode) return null;
  return detected;
}
