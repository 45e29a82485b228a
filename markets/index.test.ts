import {describe, expect, it} from 'vitest';
import * as markets from './index';

describe('markets/index', () => {
  it('re-exports the public API', () => {
    for (const name of [
      'MARKETS',
      'DEFAULT_MARKET',
      'getMarket',
      'resolveMarket',
      'localizePath',
      'switchMarketPath',
      'storefrontContext',
      'formatMoney',
      'hreflangAlternates',
      'weekStartFor',
      'lengthUnitFor',
    ]) {
      expect(markets, name).toHaveProperty(name);
    }
  });
});
