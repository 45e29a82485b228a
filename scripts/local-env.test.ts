import {describe, expect, it} from 'vitest';
import {resolveLocalEnv} from './local-env';

describe('resolveLocalEnv', () => {
  it('points every service at the emulator when no store is configured', () => {
    const env = resolveLocalEnv({}, {});
    expect(env.PUBLIC_STORE_DOMAIN).toBe('http://127.0.0.1:4100');
    expect(env.ALGOLIA_HOST).toBe('http://127.0.0.1:4100');
    expect(env.CONTENTFUL_HOST).toBe('http://127.0.0.1:4100');
    expect(env.PUBLIC_STOREFRONT_API_VERSION).toBe('2025-07');
  });

  it('follows EMULATOR_PORT', () => {
    expect(resolveLocalEnv({EMULATOR_PORT: '4555'}).PUBLIC_STORE_DOMAIN).toBe('http://127.0.0.1:4555');
  });

  it('runs the classic customer accounts on the emulator by default, the current ones on request', () => {
    expect(resolveLocalEnv({}, {}).SHOP_ID).toBeUndefined();
    for (const env of [
      resolveLocalEnv({EMULATOR_CUSTOMER_ACCOUNTS: 'current'}, {}),
      resolveLocalEnv({}, {EMULATOR_CUSTOMER_ACCOUNTS: 'current'}),
    ]) {
      expect(env.SHOP_ID).toMatch(/^\d+$/);
      expect(env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID).toBeTruthy();
    }
  });

  it("leaves a configured store's customer accounts to its own settings", () => {
    const env = resolveLocalEnv(
      {PUBLIC_STORE_DOMAIN: 'alderline.myshopify.com', EMULATOR_CUSTOMER_ACCOUNTS: 'current'},
      {},
    );
    expect(env.SHOP_ID).toBeUndefined();
  });

  it('leaves a configured store alone and adds no emulator hosts', () => {
    const env = resolveLocalEnv({
      PUBLIC_STORE_DOMAIN: 'alderline.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 'abc',
    });
    expect(env.PUBLIC_STORE_DOMAIN).toBe('alderline.myshopify.com');
    expect(env.PUBLIC_STOREFRONT_API_TOKEN).toBe('abc');
    expect(env.ALGOLIA_HOST).toBeUndefined();
    expect(env.PRIVATE_STOREFRONT_API_TOKEN).toBeUndefined();
  });

  it('lets the shell override a value from .env', () => {
    const env = resolveLocalEnv({PUBLIC_SITE_ENV: 'development'}, {PUBLIC_SITE_ENV: 'production'});
    expect(env.PUBLIC_SITE_ENV).toBe('production');
  });
});
