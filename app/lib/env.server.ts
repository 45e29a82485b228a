/**
 * Validates the worker's environment once per isolate. A build on Oxygen with
 * missing settings fails with a message naming the variable instead of quietly
 * pointing somewhere else.
 */
export interface StoreConfig {
  storeDomain: string;
  publicStorefrontToken: string;
  privateStorefrontToken: string;
  storefrontApiVersion: string;
  storefrontId?: string;
  checkoutDomain?: string;
  sessionSecret: string;
  /** Robots may index only the live production site. */
  isLiveProduction: boolean;
  /**
   * Shopify's current customer accounts (the Customer Account API), when both of their
   * settings are there; null for the classic accounts over the Storefront API.
   */
  customerAccounts: {clientId: string; shopId: string} | null;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Storefront configuration error: ${variable} ${detail}. See .env.example.`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_STOREFRONT_API_VERSION = '2025-07';
/**
 * The Customer Account API version the current customer accounts call: the one Hydrogen
 * 2025.4's client is built for (it warns on every request for any other; decision 054).
 */
export const CUSTOMER_ACCOUNT_API_VERSION = '2025-04';

export function readStoreConfig(env: Partial<Env>): StoreConfig {
  const storeDomain = required(env, 'PUBLIC_STORE_DOMAIN');
  const publicStorefrontToken = required(env, 'PUBLIC_STOREFRONT_API_TOKEN');
  const privateStorefrontToken = required(env, 'PRIVATE_STOREFRONT_API_TOKEN');
  const sessionSecret = required(env, 'SESSION_SECRET');
  const version = env.PUBLIC_STOREFRONT_API_VERSION || DEFAULT_STOREFRONT_API_VERSION;
  if (!/^\d{4}-(01|04|07|10)$/.test(version)) {
    throw new ConfigError(
      'PUBLIC_STOREFRONT_API_VERSION',
      `is "${version}", not a Storefront API version like 2025-07`,
    );
  }
  return {
    storeDomain,
    publicStorefrontToken,
    privateStorefrontToken,
    storefrontApiVersion: version,
    storefrontId: env.PUBLIC_STOREFRONT_ID || undefined,
    checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN || undefined,
    sessionSecret,
    isLiveProduction: env.PUBLIC_SITE_ENV === 'production',
    customerAccounts: readCustomerAccounts(env),
  };
}

/** The two settings of the current customer accounts: both or neither (one alone is a mistake). */
function readCustomerAccounts(env: Partial<Env>): StoreConfig['customerAccounts'] {
  const clientId = env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?.trim() ?? '';
  const shopId = env.SHOP_ID?.trim() ?? '';
  if (!clientId && !shopId) return null;
  if (!clientId)
    throw new ConfigError(
      'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID',
      'is not set, but SHOP_ID is: the current customer accounts need both',
    );
  if (!shopId)
    throw new ConfigError(
      'SHOP_ID',
      'is not set, but PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is: the current customer accounts need both',
    );
  if (!/^\d+$/.test(shopId)) throw new ConfigError('SHOP_ID', `is "${shopId}", not a shop's numeric id`);
  return {clientId, shopId};
}

function required(env: Partial<Env>, name: keyof Env): string {
  const value = env[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(name, 'is not set');
  }
  return value.trim();
}
