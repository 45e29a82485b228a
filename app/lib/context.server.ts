import {cartSetIdDefault, createHydrogenContext, createWithCache, type HydrogenEnv} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {resolveMarket, storefrontContext} from '@markets';
import {CART_MUTATION_FRAGMENT, CART_QUERY_FRAGMENT} from '@graphql/cart';
import {AppSession} from './session.server';
import {CUSTOMER_ACCOUNT_API_VERSION, readStoreConfig, type StoreConfig} from './env.server';
import {contentClientsFromEnv, isContentPreview} from './content.server';
import {pageUrlOf} from './page-url';
import {boundedByDeadline, cartWithDeadlines, requestDeadlines, serviceBudgets} from './deadlines.server';
import {redirectToSignIn} from './customer/current.server';
import {loadMessages} from './i18n/catalog.server';

const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/**
 * A bag change, once sent, is waited for this long however slow the Storefront API is:
 * giving up on a change the API may still make would tell the shopper it failed while the
 * line lands anyway, and a retry would then add it twice. The Storefront calls that follow a
 * change in the same request (the free gift follows the bag) wait as long; reading the bag
 * before any change keeps the usual budget, so an outage still fails fast.
 */
const BAG_WRITE_BUDGET_MS = 10_000;

/** Builds the per-request Hydrogen context for the request's market. */
export async function createAppLoadContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
): Promise<AppLoadContext> {
  const deadlines = requestDeadlines(serviceBudgets(env));
  const config = readStoreConfig(env);
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const {market, pathPrefix, unknownPrefix} = resolveMarket(pageUrlOf(request.url));
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [config.sessionSecret]),
    // The market's texts, which loaders and the render read without waiting.
    loadMessages(market.locale),
  ]);

  // Storefront client, cart handler and session wiring as Hydrogen builds them.
  const hydrogen = createHydrogenContext({
    env: hydrogenEnv(config),
    request,
    cache,
    waitUntil,
    session,
    i18n: storefrontContext(market),
    storefront: {apiVersion: config.storefrontApiVersion},
    // A Customer Account API call that finds no signed-in customer sends them to this market's
    // sign-in page and back, as the classic accounts do.
    customerAccount: {
      apiVersion: CUSTOMER_ACCOUNT_API_VERSION,
      customAuthStatusHandler: () => redirectToSignIn({pathPrefix}, request),
    },
    cart: {
      setId: cartSetIdDefault({maxage: CART_COOKIE_MAX_AGE_SECONDS}),
      queryFragment: CART_QUERY_FRAGMENT,
      // Every change answers with the whole bag: the bag's actions never read it again after one.
      mutateFragment: CART_MUTATION_FRAGMENT,
    },
  });

  return {
    env,
    config,
    withCache: createWithCache({cache, waitUntil, request}),
    content: contentClientsFromEnv(env),
    contentPreview: isContentPreview(session, env),
    market,
    pathPrefix,
    unknownMarketPrefix: Boolean(unknownPrefix),
    deadlines,
    // Hydrogen's clients take no abort signal: every call is bounded by the Storefront budget.
    storefront: boundedByDeadline(hydrogen.storefront, deadlines, 'storefront', ['query', 'mutate']),
    cart: cartWithDeadlines(hydrogen.cart, deadlines, BAG_WRITE_BUDGET_MS),
    // Shopify's customer accounts share the Storefront API's budget: both are Shopify.
    customerAccount: config.customerAccounts
      ? boundedByDeadline(hydrogen.customerAccount, deadlines, 'storefront', ['query', 'mutate'])
      : null,
    session,
    waitUntil,
  };
}

/**
 * The settings Hydrogen reads, from the checked configuration. Without the current customer
 * accounts' settings customers sign in with the classic accounts over the Storefront API, and
 * Hydrogen's customer account client, left without a client id, stays unused.
 */
function hydrogenEnv(config: StoreConfig): HydrogenEnv {
  return {
    SESSION_SECRET: config.sessionSecret,
    PUBLIC_STORE_DOMAIN: config.storeDomain,
    PUBLIC_STOREFRONT_API_TOKEN: config.publicStorefrontToken,
    PRIVATE_STOREFRONT_API_TOKEN: config.privateStorefrontToken,
    PUBLIC_STOREFRONT_ID: config.storefrontId ?? '',
    PUBLIC_CHECKOUT_DOMAIN: config.checkoutDomain ?? '',
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: config.customerAccounts?.clientId ?? '',
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: '',
    SHOP_ID: config.customerAccounts?.shopId ?? '',
  };
}
