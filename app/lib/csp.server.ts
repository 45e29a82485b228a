import type {StoreConfig} from './env.server';

/**
 * Extra CSP sources for the services this store talks to. Hydrogen's helper assumes
 * an https `*.myshopify.com` domain and would write `https://http://…` for a local
 * store, so origins are derived here from the configured URLs.
 */
export function serviceOrigins(env: Partial<Env>, config: StoreConfig): string[] {
  const candidates = [
    config.storeDomain,
    config.checkoutDomain,
    env.ALGOLIA_HOST,
    env.CONTENTFUL_HOST,
    env.PUBLIC_ALGOLIA_APP_ID && !env.ALGOLIA_HOST
      ? `https://${env.PUBLIC_ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`
      : undefined,
    env.RECAPTCHA_HOST,
    // reCAPTCHA Enterprise: the loader script and its frame come from Google, its code from gstatic.
    env.RECAPTCHA_SITE_KEY && !env.RECAPTCHA_HOST ? 'https://www.google.com' : undefined,
    env.RECAPTCHA_SITE_KEY && !env.RECAPTCHA_HOST ? 'https://www.gstatic.com' : undefined,
  ];
  const origins = new Set<string>();
  for (const candidate of candidates) {
    const origin = toOrigin(candidate);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

function toOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).origin;
  } catch {
    return undefined;
  }
}
