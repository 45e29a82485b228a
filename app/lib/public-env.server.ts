import type {PublicEnv} from './root-data';

/**
 * The only settings the root loader sends to the browser. Listed one by one so a
 * secret can never ride along with a spread of `env`.
 */
export function readPublicEnv(env: Partial<Env>): PublicEnv {
  return {
    algoliaAppId: env.PUBLIC_ALGOLIA_APP_ID ?? '',
    algoliaSearchKey: env.PUBLIC_ALGOLIA_SEARCH_KEY ?? '',
    ...optional('algoliaHost', env.ALGOLIA_HOST),
    ...optional('recaptchaSiteKey', env.RECAPTCHA_SITE_KEY),
    ...optional('recaptchaHost', env.RECAPTCHA_HOST),
    ...optional('klaviyoPublicKey', env.KLAVIYO_PUBLIC_KEY),
  };
}

function optional<K extends keyof PublicEnv>(key: K, value: string | undefined): Partial<PublicEnv> {
  return value ? {[key]: value} : {};
}
