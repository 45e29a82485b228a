import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {createContentSecurityPolicy} from '@shopify/hydrogen';
import {shopAnalyticsHost} from './analytics/shop-domain';
import type {StoreConfig} from './env.server';
import {AFTERPAY_SCRIPT_URL, KLARNA_SCRIPT_URL} from './product/pay-later';

type CspDirectives = NonNullable<Parameters<typeof createContentSecurityPolicy>[0]>;

/**
 * The page's Content-Security-Policy directives for Hydrogen's `createContentSecurityPolicy`
 * (which adds the nonce, `frame-ancestors 'none'` and its Shopify defaults):
 * - scripts only with this response's nonce, or loaded by such a script ('strict-dynamic';
 *   the host list is for browsers without CSP 3), so no file on a shared CDN can run;
 * - no plugins (`object-src 'none'`), forms post to this store only, `<base>` cannot move
 *   relative URLs elsewhere (checkout's hand-off redirects to the checkout domain);
 * - images, media and API calls from this store and the services it uses.
 */
export function contentSecurityPolicy(
  context: Pick<AppLoadContext, 'env' | 'config'> & Partial<Pick<AppLoadContext, 'market'>>,
): CspDirectives {
  const origins = serviceOrigins(context.env, context.config);
  // The bag's checkout button posts here and is redirected to checkout: the checkout domain
  // (the market's, or the configured one) and the shop's own domain, which checkout URLs name.
  const checkout = [
    toOrigin(context.config.checkoutDomain),
    toOrigin(context.market?.checkoutDomain),
    toOrigin(context.config.storeDomain),
  ].filter((origin): origin is string => Boolean(origin));
  return {
    defaultSrc: ["'self'", 'https://cdn.shopify.com', ...origins],
    scriptSrc: ["'self'", "'strict-dynamic'", 'https://cdn.shopify.com', ...origins],
    objectSrc: ["'none'"],
    formAction: ["'self'", ...new Set(checkout)],
    baseUri: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', 'https://images.ctfassets.net', ...origins],
    // Shopify's analytics go to the shop's domain over https (`shopAnalyticsHost`).
    connectSrc: [
      "'self'",
      'https://monorail-edge.shopifysvc.com',
      `https://${shopAnalyticsHost(context.config.storeDomain)}`,
      ...origins,
    ],
    mediaSrc: ["'self'", ...origins],
  };
}

/**
 * Extra CSP sources for the services this store talks to. Hydrogen's helper assumes
 * an https `*.myshopify.com` domain and would write `https://http://…` for a local
 * store, so origins are derived here from the configured URLs.
 */
function serviceOrigins(env: Partial<Env>, config: StoreConfig): string[] {
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
