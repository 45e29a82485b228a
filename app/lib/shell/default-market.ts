import type {MarketView} from './types';

/**
 * The US market's view, for the one page that has no root data: the error page when the root
 * loader itself failed. Kept as a literal so the browser does not ship the market table for it
 * (a test checks it against the table).
 */
export const DEFAULT_MARKET_VIEW: MarketView = {
  countryCode: 'US',
  name: 'United States',
  locale: 'en-US',
  currency: 'USD',
  currencyFormat: 'short',
  pathPrefix: '',
  dir: 'ltr',
};
