import {describe, expect, it} from 'vitest';
import {ConfigError, readStoreConfig} from './env.server';

const complete = {
  PUBLIC_STORE_DOMAIN: 'alderline.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'public',
  PRIVATE_STOREFRONT_API_TOKEN: 'private',
  SESSION_SECRET: 'secret',
};

describe('readStoreConfig', () => {
  it('reads a complete environment with the default API version', () => {
    const config = readStoreConfig(complete);
    expect(config.storefrontApiVersion).toBe('2025-07');
    expect(config.isLiveProduction).toBe(false);
  });

  it.each([
    'PUBLIC_STORE_DOMAIN',
    'PUBLIC_STOREFRONT_API_TOKEN',
    'PRIVATE_STOREFRONT_API_TOKEN',
    'SESSION_SECRET',
  ])('names %s when it is missing', (variable) => {
    expect(() => readStoreConfig({...complete, [variable]: ''})).toThrowError(
      new RegExp(`${variable} is not set`),
    );
    expect(() => readStoreConfig({...complete, [variable]: undefined})).toThrow(ConfigError);
  });

  it('rejects an API version that is not a quarterly release', () => {
    expect(() => readStoreConfig({...complete, PUBLIC_STOREFRONT_API_VERSION: 'latest'})).toThrow(
      /PUBLIC_STOREFRONT_API_VERSION/,
    );
  });

  it('marks only production as live', () => {
    expect(readStoreConfig({...complete, PUBLIC_SITE_ENV: 'production'}).isLiveProduction).toBe(true);
  });

  it("runs the classic customer accounts without the current accounts' settings", () => {
    expect(readStoreConfig(complete).customerAccounts).toBeNull();
  });

  it('runs the current customer accounts with both of their settings', () => {
    const config = readStoreConfig({
      ...complete,
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_client',
      SHOP_ID: '68817551382',
    });
    expect(config.customerAccounts).toEqual({clientId: 'shp_client', shopId: '68817551382'});
  });

  it.each([
    ['SHOP_ID', {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_client'}],
    ['PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID', {SHOP_ID: '68817551382'}],
  ])('names %s when only the other current-accounts setting is there', (missing, half) => {
    expect(() => readStoreConfig({...complete, ...half})).toThrowError(
      new RegExp(`^.*${missing} is not set`),
    );
  });

  it('refuses a shop id that is not a number', () => {
    expect(() =>
      readStoreConfig({
        ...complete,
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_client',
        SHOP_ID: 'alderline',
      }),
    ).toThrow(/SHOP_ID is "alderline"/);
  });
});
