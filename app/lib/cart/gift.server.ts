import type {AppLoadContext} from '@shopify/remix-oxygen';
import pRetry from 'p-retry';
import {GIFT_CONFIGURATION_QUERY} from '@graphql/cart';
import {reportError} from '~/lib/errors';
import {giftConfigFrom, type GiftConfig, type GiftConfigFields} from './gift';

const GIFT_METAOBJECT_TYPE = 'gwp_configuration';
/** One configuration per market; far fewer than this exist. */
const MAX_CONFIGURATIONS = 50;
/** Tried 3 more times, briefly: a shopper is waiting for the bag. */
const GIFT_CONFIG_RETRY = {retries: 3, factor: 2, minTimeout: 100, maxTimeout: 400} as const;

/**
 * The free-gift configuration for a country (the merchant's `gwp_configuration` metaobjects,
 * cached briefly), or null when the country has none or it cannot be read (reported as
 * SHOP-GET-9; the bag then neither adds nor removes gifts).
 */
export async function loadGiftConfig(
  context: Pick<AppLoadContext, 'storefront'>,
  countryCode: string,
): Promise<GiftConfig | null> {
  try {
    const {metaobjects} = await pRetry(
      () =>
        context.storefront.query(GIFT_CONFIGURATION_QUERY, {
          variables: {type: GIFT_METAOBJECT_TYPE, first: MAX_CONFIGURATIONS},
          cache: context.storefront.CacheShort(),
        }),
      GIFT_CONFIG_RETRY,
    );
    for (const node of metaobjects.nodes) {
      const fields: Record<string, string | null> = {};
      let variant: GiftConfig['variant'] = null;
      for (const field of node.fields) {
        fields[field.key] = field.value ?? null;
        const reference = field.reference;
        if (field.key === 'product_variant' && reference && 'id' in reference) {
          variant = {
            id: reference.id,
            title: reference.title,
            imageUrl: reference.image?.url ?? null,
            availableForSale: reference.availableForSale,
          };
        }
      }
      if (fields.country_code?.trim().toUpperCase() !== countryCode.toUpperCase()) continue;
      return giftConfigFrom(fields as GiftConfigFields, variant);
    }
    return null;
  } catch (error) {
    reportError('SHOP-GET-9', error, {countryCode});
    return null;
  }
}

const perRequest = new WeakMap<object, Promise<GiftConfig | null>>();

/**
 * The market's free-gift configuration for this request, asked once however many parts need
 * it: a bag change asks it beside its own call, and the gift rules and the bag's view share it.
 */
export function bagGiftConfig(
  context: Pick<AppLoadContext, 'storefront' | 'market'>,
): Promise<GiftConfig | null> {
  let config = perRequest.get(context);
  if (!config) {
    config = loadGiftConfig(context, context.market.countryCode);
    perRequest.set(context, config);
  }
  return config;
}
