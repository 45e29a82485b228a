import type {StoreConfig} from './env.server';
import {AFTERPAY_SCRIPT_URL, KLARNA_SCRIPT_URL} from './product/pay-later';

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
    // Pay-later messaging and the size advisor load their scripts only when configured.
    env.PUBLIC_AFTERPAY_MPID ? AFTERPAY_SCRIPT_URL : undefined,
    env.PUBLIC_KLARNA_ENVIRONMENT ? KLARNA_SCRIPT_URL : undefined,
    env.PUBLIC_BOLD_METRICS_SCRIPT_URL,
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
