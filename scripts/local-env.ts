/**
 * Development and test tooling only (never bundled into the app): decides which
 * services the storefront talks to. With no store credentials in `.env`, every
 * hosted service points at the local emulator; with credentials, nothing here
 * changes them.
 */
export const DEFAULT_EMULATOR_PORT = 4100;

export type EnvRecord = Record<string, string | undefined>;

/** True when `.env` (or the shell) names a real store. */
export function hasStoreCredentials(env: EnvRecord): boolean {
  return Boolean(env.PUBLIC_STORE_DOMAIN);
}

export function emulatorPort(env: EnvRecord): number {
  const port = Number(env.EMULATOR_PORT);
  return Number.isInteger(port) && port > 0 ? port : DEFAULT_EMULATOR_PORT;
}

/**
 * With the emulator, `EMULATOR_CUSTOMER_ACCOUNTS=current` signs customers in with Shopify's
 * current customer accounts (the Customer Account API) instead of the classic ones: the two
 * settings a merchant would copy from the Hydrogen channel, with the emulator's values.
 */
export const EMULATED_CUSTOMER_ACCOUNTS = {
  PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'emulator-customer-account-client',
  SHOP_ID: '1000000001',
} as const;

export function wantsCurrentCustomerAccounts(env: EnvRecord): boolean {
  return env.EMULATOR_CUSTOMER_ACCOUNTS === 'current';
}

/** The settings that point every hosted service at an emulator on `origin`. */
export function emulatorEnv(origin: string): Record<string, string> {
  const host = origin.replace(/^https?:\/\//, '');
  return {
    PUBLIC_STORE_DOMAIN: origin,
    PUBLIC_STOREFRONT_API_TOKEN: 'emulator-public-token',
    PRIVATE_STOREFRONT_API_TOKEN: 'emulator-private-token',
    PUBLIC_STOREFRONT_ID: '1000000001',
    PUBLIC_CHECKOUT_DOMAIN: host,
    PUBLIC_ALGOLIA_APP_ID: 'EMULATOR',
    PUBLIC_ALGOLIA_SEARCH_KEY: 'emulator-search-key',
    ALGOLIA_HOST: origin,
    CONTENTFUL_SPACE_ID: 'alderline',
    CONTENTFUL_ENVIRONMENT: 'master',
    CONTENTFUL_DELIVERY_TOKEN: 'emulator-delivery-token',
    CONTENTFUL_PREVIEW_TOKEN: 'emulator-preview-token',
    CONTENTFUL_HOST: origin,
    CONTENT_PREVIEW_SECRET: 'emulator-content-preview-secret',
    // The content service's signing secrets are 64 characters.
    CONTENT_WEBHOOK_SECRET: 'emulator-content-webhook-secret-'.padEnd(64, '0'),
    KLAVIYO_PUBLIC_KEY: 'EMULATOR',
    KLAVIYO_NEWSLETTER_LIST_ID: 'emulator-newsletter',
    KLAVIYO_PRIVATE_KEY: 'emulator-klaviyo-private-key',
    KLAVIYO_HOST: origin,
    RECAPTCHA_SITE_KEY: 'emulator-site-key',
    RECAPTCHA_API_KEY: 'emulator-recaptcha-key',
    RECAPTCHA_PROJECT_ID: 'alderline',
    RECAPTCHA_HOST: origin,
    MULTIPASS_SECRET: 'emulator-multipass-secret',
    MONITORING_URL: `${origin}/api/monitoring/events`,
    ANALYTICS_URL: `${origin}/api/analytics/events`,
    YOTPO_APP_KEY: 'emulator-yotpo-app-key',
    YOTPO_HOST: origin,
    PERSONALISATION_URL: `${origin}/personalisation/graphql`,
    PERSONALISATION_API_KEY: 'emulator-personalisation-key',
  };
}

/**
 * The environment the worker sees: `.env` and the shell first, and, when no store is
 * configured, the emulator's settings for everything left unset.
 */
export function resolveLocalEnv(fileEnv: EnvRecord, shellEnv: EnvRecord = {}): Record<string, string> {
  const merged: EnvRecord = {...fileEnv, ...pickDefined(shellEnv, Object.keys(fileEnv))};
  const base: Record<string, string> = {
    SESSION_SECRET: 'local-development-session-secret',
    PUBLIC_STOREFRONT_API_VERSION: '2025-07',
    PUBLIC_SITE_ENV: 'development',
  };
  const services = hasStoreCredentials(merged)
    ? {}
    : {
        ...emulatorEnv(`http://127.0.0.1:${emulatorPort(merged)}`),
        ...(wantsCurrentCustomerAccounts({...shellEnv, ...merged}) ? EMULATED_CUSTOMER_ACCOUNTS : {}),
      };
  const result: Record<string, string> = {...base, ...services};
  for (const [key, value] of Object.entries(merged)) {
    if (value !== undefined && value !== '') result[key] = value;
  }
  return result;
}

function pickDefined(env: EnvRecord, keys: string[]): EnvRecord {
  const picked: EnvRecord = {};
  for (const key of keys) if (env[key] !== undefined) picked[key] = env[key];
  return picked;
}
