import {describe, expect, it} from 'vitest';
import {getMarket} from '@markets';
import {minorUnits, thirdPartyWidgets} from './pay-later';

describe('thirdPartyWidgets', () => {
  it('shows Afterpay in the US only, with its script only when a merchant id is set', () => {
    expect(thirdPartyWidgets(getMarket('US'), {}).afterpay).toEqual({mpid: null, locale: 'en_US'});
    expect(thirdPartyWidgets(getMarket('US'), {PUBLIC_AFTERPAY_MPID: 'mp-1'}).afterpay?.mpid).toBe('mp-1');
    expect(thirdPartyWidgets(getMarket('GB'), {PUBLIC_AFTERPAY_MPID: 'mp-1'}).afterpay).toBeNull();
  });

  it('shows Klarna with the market’s group and client id where the market enables it', () => {
    const gb = thirdPartyWidgets(getMarket('GB'), {PUBLIC_KLARNA_ENVIRONMENT: 'production'}).klarna;
    expect(gb).toMatchObject({group: 'klarna-eu', locale: 'en-GB', environment: 'production'});
    expect(gb?.clientId).toBe(getMarket('GB').klarnaDataClientId);
    expect(thirdPartyWidgets(getMarket('AU'), {}).klarna).toMatchObject({
      group: 'klarna-au',
      environment: null,
    });
    expect(thirdPartyWidgets(getMarket('JP'), {}).klarna).toBeNull();
    expect(thirdPartyWidgets(getMarket('US'), {}).klarna).toBeNull();
  });

  it('ignores an unknown Klarna environment', () => {
    expect(
      thirdPartyWidgets(getMarket('DE'), {PUBLIC_KLARNA_ENVIRONMENT: 'staging'}).klarna?.environment,
    ).toBeNull();
  });

  it('offers Bold Metrics where enabled, loading only an https script', () => {
    expect(thirdPartyWidgets(getMarket('JP'), {}).boldMetrics).toBeNull();
    expect(
      thirdPartyWidgets(getMarket('US'), {PUBLIC_BOLD_METRICS_SCRIPT_URL: 'https://cdn.example/bm.js'})
        .boldMetrics,
    ).toEqual({scriptUrl: 'https://cdn.example/bm.js', locale: 'en-US'});
    expect(
      thirdPartyWidgets(getMarket('US'), {PUBLIC_BOLD_METRICS_SCRIPT_URL: 'http://cdn.example/bm.js'})
        .boldMetrics?.scriptUrl,
    ).toBeNull();
  });
});

describe('minorUnits', () => {
  it('converts amounts to minor units', () => {
    expect(minorUnits('68.0')).toBe(6800);
    expect(minorUnits('9800', 0)).toBe(9800);
  });
});
