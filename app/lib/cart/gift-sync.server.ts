import type {AppLoadContext} from '@shopify/remix-oxygen';
import {reportError} from '~/lib/errors';
import {bagIn, type Bag} from './bag.server';
import {GIFT_ATTRIBUTE_KEY, GIFT_TAG, giftChange, giftState, type GiftConfig} from './gift';

export type GiftOutcome = 'giftThresholdNotMet' | 'giftUnavailable' | null;

/**
 * After every change to the bag: the free gift is added once the bag earns it and removed when
 * it no longer does (below the threshold, expired, or out of stock), on the server, so every
 * way of changing the bag (with or without JavaScript) keeps to the rules. Works from the bag
 * the change answered with and the configuration asked beside it: a bag whose gift is right
 * costs no call, one whose gift changes costs one (whose answer is the bag). Returns the bag
 * after it, and the shopper's message when a gift was taken away.
 */
export async function syncGift(
  context: Pick<AppLoadContext, 'cart'>,
  bag: Bag,
  config: GiftConfig | null,
): Promise<{outcome: GiftOutcome; bag: Bag}> {
  const state = giftState(
    config,
    {total: Number(bag.cost.totalAmount.amount), tax: Number(bag.cost.totalTaxAmount?.amount ?? 0)},
    new Date(),
  );
  const change = giftChange(bag.lines.nodes, state, config);
  if (change.kind === 'none') return {outcome: null, bag};
  try {
    switch (change.kind) {
      case 'add':
        return answered(
          await context.cart.addLines([
            {
              merchandiseId: change.merchandiseId,
              quantity: 1,
              attributes: [{key: GIFT_ATTRIBUTE_KEY, value: GIFT_TAG}],
            },
          ]),
          null,
        );
      case 'trim':
        return answered(await context.cart.updateLines([{id: change.lineId, quantity: 1}]), null);
      case 'remove':
        return answered(await context.cart.removeLines(change.lineIds), change.reason);
    }
  } catch (error) {
    reportError('CART_UPDT_001', error, {step: 'free gift'});
    return {outcome: null, bag};
  }

  function answered(answer: Parameters<typeof bagIn>[0], outcome: GiftOutcome) {
    const after = bagIn(answer);
    if (after) return {outcome, bag: after};
    reportError('CART_UPDT_001', undefined, {
      step: 'free gift',
      errors: JSON.stringify(answer.userErrors ?? []),
    });
    return {outcome: null, bag};
  }
}
