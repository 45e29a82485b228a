import {
  cartGetIdDefault,
  cartSetIdDefault,
  createCartHandler,
  createStorefrontClient,
  createWithCache,
} from '@shopify/hydrogen';
import {getStorefrontHeaders, type AppLoadContext} from '@shopify/remix-oxygen';
import {resolveMarket, storefrontContext} from '@markets';
import {CART_QUERY_FRAGMENT} from '@graphql/cart';
import {AppSession} from './session.server';
import {readStoreConfig} from './env.server';
import {contentClientsFromEnv, isContentPreview} from './content.server';
import {pageUrlOf} from './page-url';

const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** Builds the per-request Hydrogen context for the request's market. */
export async function createAppLoadContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
): Promise<AppLoadContext> {
  const config = readStoreConfig(env);
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const {market, pathPrefix, unknownPrefix} = resolveMarket(pageUrlOf(request.url));
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [config.sessionSecret]),
  ]);

  const {storefront} = createStorefrontClient({
    cache,
    waitUntil,
    i18n: storefrontContext(market),
    publicStorefrontToken: config.publicStorefrontToken,
    privateStorefrontToken: config.privateStorefrontToken,
    storeDomain: config.storeDomain,
    storefrontApiVersion: config.storefrontApiVersion,
    storefrontId: config.storefrontId,
    storefrontHeaders: getStorefrontHeaders(request),
  });

  const cart = createCartHandler({
    storefront,
    getCartId: cartGetIdDefault(request.headers),
    setCartId: cartSetIdDefault({maxage: CART_COOKIE_MAX_AGE_SECONDS}),
    cartQueryFragment: CART_QUERY_FRAGMENT,
  });

  return {
    env,
    config,
    withCache: createWithCache({cache, waitUntil, request}),
    content: contentClientsFromEnv(env),
    contentPreview: isContentPreview(request, session, env),
    market,
    pathPrefix,
    unknownMarketPrefix: Boolean(unknownPrefix),
    storefront,
    cart,
    session,
    waitUntil,
  };
}
