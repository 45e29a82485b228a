import {describe, expect, it} from 'vitest';
import {readPublicEnv} from './public-env.server';

const SECRETS = {
  SESSION_SECRET: 'secret-session',
  PRIVATE_STOREFRONT_API_TOKEN: 'secret-storefront',
  MULTIPASS_SECRET: 'secret-multipass',
  KLAVIYO_PRIVATE_KEY: 'secret-klaviyo',
  RECAPTCHA_API_KEY: 'secret-recaptcha',
  CONTENTFUL_PREVIEW_TOKEN: 'secret-preview',
  CONTENTFUL_DELIVERY_TOKEN: 'secret-delivery',
};

describe('readPublicEnv', () => {
  it('passes only browser-safe settings, never a secret', () => {
    const env = {
      ...SECRETS,
      PUBLIC_ALGOLIA_APP_ID: 'APP',
      PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only',
      ALGOLIA_HOST: 'http://127.0.0.1:4100',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_HOST: 'http://127.0.0.1:4100',
      KLAVIYO_PUBLIC_KEY: 'PUB',
    };
    const publicEnv = readPublicEnv(env);
    expect(publicEnv).toEqual({
      algoliaAppId: 'APP',
      algoliaSearchKey: 'search-only',
      algoliaHost: 'http://127.0.0.1:4100',
      recaptchaSiteKey: 'site-key',
      recaptchaHost: 'http://127.0.0.1:4100',
      klaviyoPublicKey: 'PUB',
    });
    const serialised = JSON.stringify(publicEnv);
    for (const secret of Object.values(SECRETS)) expect(serialised).not.toContain(secret);
  });

  it('leaves unset optional settings out', () => {
    expect(readPublicEnv({})).toEqual({algoliaAppId: '', algoliaSearchKey: ''});
  });
});
