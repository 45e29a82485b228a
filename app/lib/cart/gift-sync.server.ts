import type {AppLoadContext} from '@shopify/remix-oxygen';
import {reportError} from '~/lib/errors';
import {fetchBag, type Bag} from './bag.server';
import {GIFT_ATTRIBUTE_KEY, GIFT_TAG, giftChange, giftState, type GiftConfig} from './gift';
import {loadGiftConfig} from './gift.server';

export type GiftOutcome = 'giftThresholdNotMet' | 'giftUnavailable' | null;

/**
 * After every change to the bag's lines: the free gift is added once the bag earns it and
 * removed when it no longer does (below the threshold, expired, or out of stock), on the
 * server, so every way of changing the bag (with or without JavaScript) keeps to the rules.
 * Returns the shopper's message when a gift was taken away.
 */
export async function syncGift(
  context: Pick<AppLoadContext, 'cart' | 'storefront' | 'market'>,
  bag?: Bag | null,
  config?: GiftConfig | null,
): Promise<GiftOutcome> {
  try {
    const current = bag === undefined ? await fetchBag(context) : bag;
    if (!current) return null;
    const giftConfig =
      config === undefined ? await loadGiftConfig(context, context.market.countryCode) : config;
    const state = giftState(
      giftConfig,
      {
        total: Number(current.cost.totalAmount.amount),
        tax: Number(current.cost.totalTaxAmount?.amount ?? 0),
      },
      new Date(),
    );
    const change = giftChange(current.lines.nodes, state, giftConfig);
    switch (change.kind) {
      case 'add':
        await context.cart.addLines([
          {
            merchandiseId: change.merchandiseId,
            quantity: 1,
            attributes: [{key: GIFT_ATTRIBUTE_KEY, value: GIFT_TAG}],
          },
        ]);
        return null;
      case 'trim':
        await context.cart.updateLines([{id: change.lineId, quantity: 1}]);
        return null;
      case 'remove':
        await context.cart.removeLines(change.lineIds);
        return change.reason;
      default:
        return null;
    }
  } catch (error) {
    reportError('CART_UPDT_001', error, {step: 'free gift'});
    return null;
  }
}
