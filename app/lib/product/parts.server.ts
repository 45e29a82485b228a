import type {AppLoadContext} from '@shopify/remix-oxygen';
import {en} from '~/lib/i18n/messages/en';
import {messagesFor} from '~/lib/i18n/catalog.server';
import type {MessageBundle} from '~/lib/i18n/types';
import {splitFirstScreenTexts, textsFor, type TextNeeds} from './messages.server';
import {thirdPartyWidgets} from './pay-later';
import type {PurchasePart} from './types';

/**
 * What the product page's parts bring with their code, the same for every product alike: the
 * purchase column's texts (for a product's sizes and parts), its pay-later placements
 * and length unit (the market's), and the size guide dialog's texts. Public and long cached:
 * they change with a release or the configuration.
 */
export const PRODUCT_PARTS = ['purchase', 'size-guide'] as const;
export type ProductPart = (typeof PRODUCT_PARTS)[number];

const SIZE_NAMES = new Set(Object.keys(en.product.sizeNames));
const PARTS = ['backInStock', 'member', 'sizeGuide'] as const;

type PartContext = Pick<AppLoadContext, 'market'> & {env: Partial<Env>};

/** Where the browser gets the purchase column's part for these needs (what decides its texts, in the address). */
export function purchasePartSrc(pathPrefix: string, needs: TextNeeds): string {
  // Commas kept as they are: the address is short and one per kind of product.
  const query = [
    `sizes=${[...new Set(needs.sizes)].sort().join(',')}`,
    `has=${PARTS.filter((part) => needs[part]).join(',')}`,
  ].join('&');
  return `${pathPrefix}/api/product-parts/purchase?${query}`;
}

/** What a purchase part's address may name. */
const ADDRESS_PARAMETERS = new Set(['sizes', 'has']);

/**
 * The needs an address names; null when it names a size or part no product has, or anything
 * else (no page gives such an address, and each would be one more copy in a shared cache).
 */
function needsOfAddress(params: URLSearchParams): TextNeeds | null {
  if ([...params.keys()].some((name) => !ADDRESS_PARAMETERS.has(name))) return null;
  const list = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean);
  const [sizes, has] = [list('sizes'), list('has')];
  if (sizes.length > SIZE_NAMES.size || !sizes.every((size) => SIZE_NAMES.has(size))) return null;
  if (!has.every((part) => (PARTS as readonly string[]).includes(part))) return null;
  const parts = new Set(has);
  return {
    sizes,
    backInStock: parts.has('backInStock'),
    member: parts.has('member'),
    sizeGuide: parts.has('sizeGuide'),
    video: false,
    fitNote: null,
  };
}

/** The purchase column's part, for the page's render (from its needs) or the endpoint. */
export function purchasePart(context: PartContext, needs: TextNeeds): PurchasePart {
  const {market, env} = context;
  return {
    messages: splitFirstScreenTexts(textsFor(market.locale, needs)).column,
    widgets: thirdPartyWidgets(market, env),
    lengthUnit: market.lengthUnit,
  };
}

/** A part in the market's language; null for an address no page would give. */
export function productPart(
  context: PartContext,
  part: ProductPart,
  params: URLSearchParams,
): PurchasePart | {messages: MessageBundle} | null {
  if (part === 'purchase') {
    const needs = needsOfAddress(params);
    return needs ? purchasePart(context, needs) : null;
  }
  const locale = context.market.locale;
  return {
    messages: messagesFor(locale, ['product.sizeGuide', 'product.details.fitNotes']),
  };
}
