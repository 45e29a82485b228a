import {getShopAnalytics} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {shopAnalyticsHost} from '~/lib/analytics/shop-domain';
import type {ShopAnalytics} from '~/lib/analytics/shopify';
import {reportError} from '~/lib/errors';

/**
 * GET /{market}/api/analytics/shop — what Shopify's analytics need to know of the shop in this
 * market (Hydrogen's `getShopAnalytics`: the shop's id, the market's currency and language,
 * the storefront's id) and the shop domain they are sent to. Fetched by the analytics code
 * once consent allows; the same for every shopper of the market.
 */
export async function loader({context}: LoaderFunctionArgs) {
  try {
    const shop = await getShopAnalytics({
      storefront: context.storefront,
      publicStorefrontId: context.config.storefrontId ?? '0',
    });
    if (!shop?.shopId || !shop.currency || !shop.acceptedLanguage) throw new Error('The shop has no id');
    const body: ShopAnalytics = {
      shopId: shop.shopId,
      currency: shop.currency,
      acceptedLanguage: shop.acceptedLanguage,
      hydrogenSubchannelId: shop.hydrogenSubchannelId ?? '0',
      shopDomain: shopAnalyticsHost(context.config.storeDomain),
    };
    return Response.json(body, {
      headers: {'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600'},
    });
  } catch (error) {
    reportError('ANALYTICS-SHOP-001', error);
    return Response.json({error: 'unavailable'}, {status: 503, headers: {'Cache-Control': 'no-store'}});
  }
}
