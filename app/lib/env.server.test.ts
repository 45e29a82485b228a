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
});
