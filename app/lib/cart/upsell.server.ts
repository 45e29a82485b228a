import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartContent} from '@cms/mappers/shopping-cart';
import {currentCustomer} from '~/lib/customer/current.server';
import {productViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {
  cartPageSlot,
  personalisationSession,
  productGid,
  readPersonalisationConfig,
  type CartItemForRecommendations,
  type RecommendedSlot,
} from '~/lib/product/personalisation.server';
import type {ProductCardView} from '~/lib/product/cards';
import {productCardsById} from '~/lib/search/cards-by-id.server';
import {streamed} from '~/lib/streamed';
import {readBag, type Bag} from './bag.server';
import type {BagUpsellView} from './bag-view';
import {loadBagContent} from './content.server';

/** One row under the bag. */
export const UPSELL_LIMIT = 4;

/** The slot content places on the bag page, when it shows one. */
export function bagPageSlotId(content: CartContent | null): string | null {
  const slot = content?.upsells.cartPage;
  return slot?.display && slot.nostoId ? slot.nostoId : null;
}

/** The bag's lines as the personalisation service is told about them. */
function itemsForRecommendations(bag: Bag | null): CartItemForRecommendations[] {
  return (bag?.lines.nodes ?? []).map(({merchandise, quantity}) => ({
    productId: merchandise.product.id,
    variantId: merchandise.id,
    name: merchandise.product.title,
    quantity,
    unitPrice: Number(merchandise.price.amount),
    currencyCode: merchandise.price.currencyCode,
  }));
}

/** The recommended products worth looking up: each once, in the service's order, none in the bag. */
function candidateIds(slot: RecommendedSlot, inBag: ReadonlySet<string>): string[] {
  return [...new Set(slot.productIds.map(productGid))].filter((id) => !inBag.has(id));
}

/**
 * The slot's products as cards (`cards`, by product gid, holds only products a list may show),
 * in the service's order, none already in the bag, at most UPSELL_LIMIT; null when none is
 * left. Their images go without alternative text: each card's title names its link, and the
 * page's data stays small.
 */
export function upsellView(
  slot: RecommendedSlot,
  cards: ReadonlyMap<string, ProductCardView>,
  inBag: ReadonlySet<string>,
  title: string,
): BagUpsellView | null {
  const list = candidateIds(slot, inBag)
    .flatMap((id) => {
      const card = cards.get(id);
      return card ? [withoutImageText(card)] : [];
    })
    .slice(0, UPSELL_LIMIT);
  return list.length > 0 ? {slotId: slot.divId, resultId: slot.resultId, title, products: list} : null;
}

function withoutImageText(card: ProductCardView): ProductCardView {
  return card.featuredImage ? {...card, featuredImage: {...card.featuredImage, altText: null}} : card;
}

/**
 * The upsell under the bag: content names the slot, the personalisation service picks its
 * products for this shopper's session and bag (and records the page view, so a page asks
 * once), and the search index gives their cards in the market's currency (decision 037).
 * `upsell` streams after the page's first bytes and settles to null when the service is not
 * configured, answers nothing, is slow (its deadline) or down; `headers` carries a new
 * session's cookie.
 */
export async function loadBagUpsell(
  context: AppLoadContext,
  request: Request,
): Promise<{upsell: Promise<BagUpsellView | null> | null; headers: Headers}> {
  const headers = new Headers();
  const config = readPersonalisationConfig(context.env);
  if (!config) return {upsell: null, headers};
  // Everything the slot needs is asked at once: the slot's place (content), the shopper's
  // session (a new visitor's is created now and kept, whether or not content shows the slot:
  // every page that records views uses it), the bag and the customer (the bag page reads both
  // anyway, once per request). Only the slot's products, then their cards, follow.
  const shopping = Promise.all([
    // The bag page reports a bag it cannot read; without one the slot follows an empty bag.
    readBag(context).then(
      (read) => read.bag,
      () => null,
    ),
    currentCustomer(context).catch(() => null),
  ]);
  const [slotId, session] = await Promise.all([
    loadBagContent(context).then(bagPageSlotId),
    personalisationSession(config, request),
  ]);
  if (session?.setCookie) headers.append('Set-Cookie', session.setCookie);
  if (!slotId || !session) return {upsell: null, headers};

  const url = new URL(request.url);
  const load = async (): Promise<BagUpsellView | null> => {
    const [bag, customer] = await shopping;
    const slot = await cartPageSlot(
      config,
      {
        sessionId: session.id,
        slotId,
        customerId: customer?.userId ?? null,
        pageUrl: `${url.origin}${url.pathname}`,
        items: itemsForRecommendations(bag),
        value: Number(bag?.cost.totalAmount.amount ?? 0),
      },
      context.deadlines.remaining('personalisation'),
    );
    if (!slot) return null;
    const inBag = new Set((bag?.lines.nodes ?? []).map((line) => line.merchandise.product.id));
    // A few spare, for products no list may show any more.
    const ids = candidateIds(slot, inBag).slice(0, UPSELL_LIMIT * 3);
    if (ids.length === 0) return null;
    const cards = await productCardsById(context, ids, await productViewer(context));
    const {locale} = context.market;
    const t = createTranslator(messagesFor(locale, ['cart']), locale);
    return upsellView(slot, cards, inBag, t('cart.upsellTitle'));
  };
  const upsell = load().catch((error: unknown) => {
    reportError('SERVER-REQUEST', error, {lookup: 'bag upsell'});
    return null;
  });
  return {upsell: streamed(upsell), headers};
}
