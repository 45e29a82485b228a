/// <reference types="vite/client" />
/// <reference types="@shopify/remix-oxygen" />
/// <reference types="@shopify/oxygen-workers-types" />

import type {CustomerAccount, HydrogenCart, Storefront, WithCache} from '@shopify/hydrogen';
import type {ContentClients} from './cms/clients';
import type {Market, PathPrefix} from './markets';
import type {AppSession} from '~/lib/session.server';
import type {StoreConfig} from '~/lib/env.server';
import type {Deadlines} from '~/lib/deadlines.server';

declare global {
  /** Everything the worker reads from its environment; see .env.example. */
  interface Env {
    SESSION_SECRET: string;
    PUBLIC_STORE_DOMAIN: string;
    PUBLIC_STOREFRONT_API_TOKEN: string;
    PRIVATE_STOREFRONT_API_TOKEN: string;
    PUBLIC_STOREFRONT_API_VERSION?: string;
    PUBLIC_STOREFRONT_ID?: string;
    PUBLIC_CHECKOUT_DOMAIN?: string;
    PUBLIC_SITE_ENV?: string;
    PUBLIC_ALGOLIA_APP_ID?: string;
    PUBLIC_ALGOLIA_SEARCH_KEY?: string;
    ALGOLIA_HOST?: string;
    CONTENTFUL_SPACE_ID?: string;
    CONTENTFUL_ENVIRONMENT?: string;
    CONTENTFUL_DELIVERY_TOKEN?: string;
    CONTENTFUL_PREVIEW_TOKEN?: string;
    CONTENTFUL_HOST?: string;
    /** Signs merchandisers' preview links (scripts/preview-link.ts); no secret, no preview. */
    CONTENT_PREVIEW_SECRET?: string;
    /** Checks the content service's publish webhook (`X-Webhook-Secret`). */
    CONTENT_WEBHOOK_SECRET?: string;
    MULTIPASS_SECRET?: string;
    /** The current customer accounts (Customer Account API): both set, or neither for the classic ones. */
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?: string;
    SHOP_ID?: string;
    KLAVIYO_PUBLIC_KEY?: string;
    KLAVIYO_PRIVATE_KEY?: string;
    KLAVIYO_NEWSLETTER_LIST_ID?: string;
    KLAVIYO_HOST?: string;
    RECAPTCHA_SITE_KEY?: string;
    RECAPTCHA_API_KEY?: string;
    RECAPTCHA_PROJECT_ID?: string;
    RECAPTCHA_HOST?: string;
    MONITORING_URL?: string;
    ANALYTICS_URL?: string;
    YOTPO_APP_KEY?: string;
    YOTPO_HOST?: string;
    PUBLIC_AFTERPAY_MPID?: string;
    PUBLIC_KLARNA_ENVIRONMENT?: string;
    PUBLIC_BOLD_METRICS_SCRIPT_URL?: string;
    PERSONALISATION_URL?: string;
    PERSONALISATION_API_KEY?: string;
    /** Per-service time budgets per request, e.g. `storefront=3000,content=1500` (app/lib/deadlines.server.ts). */
    SERVICE_BUDGETS_MS?: string;
  }
}

declare module '@shopify/remix-oxygen' {
  /** The per-request context every loader and action receives. */
  interface AppLoadContext {
    env: Env;
    config: StoreConfig;
    market: Market;
    /** The URL prefix that selected the market ('' for the US or a market's own domain). */
    pathPrefix: PathPrefix;
    /** The first path segment looked like a market prefix but names no market. */
    unknownMarketPrefix: boolean;
    storefront: Storefront;
    cart: HydrogenCart;
    /**
     * Hydrogen's customer account client when the current customer accounts are configured
     * (`config.customerAccounts`); null with the classic accounts.
     */
    customerAccount: CustomerAccount | null;
    session: AppSession;
    waitUntil: ExecutionContext['waitUntil'];
    /** Hydrogen's sub-request cache for non-Storefront fetches (content service). */
    withCache: WithCache;
    /** The content service's clients; null when none is configured (fallback content). */
    content: ContentClients | null;
    /** When each hosted service's time budget for this request runs out. */
    deadlines: Deadlines;
    /** A merchandiser asked for drafts and is allowed to see them. */
    contentPreview: boolean;
  }
}

export {};
