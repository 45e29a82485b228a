import {describe, expect, it} from 'vitest';
import {getMarket} from '@markets';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import type {CartContent} from '@cms/mappers/shopping-cart';
import type {Bag} from './bag.server';
import {buildBagView, gatedLineIds} from './bag-view.server';

const WAREHOUSE = 'gated::warehouse-sale::30,influencer::20';

interface LineInput {
  /** The line's price before line discounts. */
  subtotal: string;
  currencyCode: string;
  gatedDiscount?: string | null;
  /** What the cart took off automatically, and at what percentage. */
  automatic?: {amount: string; percentage: number; title?: string} | null;
  tags?: string[];
  /** The bag's delivery options' rates (none: no delivery group yet). */
  shippingRates?: string[];
}

/** A bag as the Storefront API answers it: the line's and the cart's figures are the cart's own. */
function bagWith({
  subtotal,
  currencyCode,
  gatedDiscount = WAREHOUSE,
  automatic = null,
  tags,
  shippingRates = [],
}: LineInput): Bag {
  const money = (amount: string) => ({amount, currencyCode});
  const total = automatic ? String(Number(subtotal) - Number(automatic.amount)) : subtotal;
  return {
    id: 'gid://shopify/Cart/c1',
    totalQuantity: 1,
    deliveryGroups: {
      nodes: shippingRates.length
        ? [
            {
              deliveryOptions: shippingRates.map((amount, index) => ({
                handle: `rate-${index}`,
                estimatedCost: {amount, currencyCode},
              })),
            },
          ]
        : [],
    },
    discountCodes: [],
    cost: {subtotalAmount: money(total), totalAmount: money(total), totalTaxAmount: null},
    lines: {
      nodes: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 1,
          attributes: [],
          cost: {subtotalAmount: money(subtotal), totalAmount: money(total)},
          discountAllocations: automatic
            ? [
                {
                  __typename: 'CartAutomaticDiscountAllocation',
                  title: automatic.title ?? 'Warehouse sale price',
                  discountedAmount: money(automatic.amount),
                  discountApplication: {value: {percentage: automatic.percentage}},
                },
              ]
            : [],
          merchandise: {
            id: 'gid://shopify/ProductVariant/1',
            image: null,
            selectedOptions: [],
            price: money(subtotal),
            product: {
              id: 'gid://shopify/Product/1',
              handle: 'dreamknit-legging',
              title: 'DreamKnit Legging | Black',
              tags: tags ?? ['gated::warehouse-sale'],
              isGiftCard: false,
              gatedDiscount: gatedDiscount === null ? null : {value: gatedDiscount},
            },
          },
        },
      ],
    },
  } as unknown as Bag;
}

function viewFor(
  bag: Bag,
  customerTags: string[],
  country: 'US' | 'JP' | 'FR' = 'US',
  unlocked: string[] = [],
) {
  const market = getMarket(country);
  return buildBagView({
    bag,
    market,
    content: null,
    giftConfig: null,
    shopper: {tags: customerTags, unlocked},
    communityMember: false,
    t: createTranslator(messagesFor(market.locale, ['cart']), market.locale),
    now: new Date(),
  });
}

describe('a line’s member price', () => {
  it('is the cart’s own: its total after the automatic discount, the price before it struck', () => {
    const view = viewFor(
      bagWith({subtotal: '108.0', currencyCode: 'USD', automatic: {amount: '32.4', percentage: 30}}),
      ['gated::warehouse-sale'],
      'US',
      ['warehouse-sale'],
    );
    const [line] = view.lines;
    expect(line.total).toEqual({amount: '75.6', currencyCode: 'USD'});
    expect(line.memberPrice).toEqual({
      label: 'Warehouse sale price',
      was: {amount: '108.0', currencyCode: 'USD'},
      percentOff: '30% off',
    });
    expect(view.subtotal).toEqual({amount: '75.6', currencyCode: 'USD'});
    expect(view.total).toEqual({amount: '75.6', currencyCode: 'USD'});
  });

  it('is named by the pair the customer’s tags match, in the market’s words', () => {
    const [line] = viewFor(
      bagWith({subtotal: '98.0', currencyCode: 'EUR', automatic: {amount: '19.6', percentage: 20}}),
      ['influencer', 'gated::influencer'],
      'FR',
      ['warehouse-sale'],
    ).lines;
    expect(line.memberPrice).toEqual({
      label: 'Prix membre',
      was: {amount: '98.0', currencyCode: 'EUR'},
      percentOff: '-20 %',
    });
  });

  it('is absent when the cart gave no automatic discount, whatever the tags and values say', () => {
    // A price the cart does not charge is never shown: no allocation, no member price.
    const [line] = viewFor(
      bagWith({subtotal: '98.0', currencyCode: 'USD'}),
      ['gated::warehouse-sale'],
      'US',
      ['warehouse-sale'],
    ).lines;
    expect(line.memberPrice).toBeNull();
    expect(line.total).toEqual({amount: '98.0', currencyCode: 'USD'});
  });

  it('takes the discount’s own title when no pair of the customer’s names it', () => {
    const [line] = viewFor(
      bagWith({
        subtotal: '50.0',
        currencyCode: 'USD',
        gatedDiscount: null,
        tags: [],
        automatic: {amount: '5.0', percentage: 10, title: 'Spring sale'},
      }),
      [],
    ).lines;
    expect(line.memberPrice).toMatchObject({label: 'Spring sale', percentOff: '10% off'});
  });
});

describe('members-only lines', () => {
  it('are the lines of members-only products the shopper does not unlock', () => {
    const bag = bagWith({subtotal: '98.0', currencyCode: 'USD'});
    expect(gatedLineIds(bag.lines.nodes, [])).toEqual(['gid://shopify/CartLine/1']);
    // The influencer's entry unlocks the warehouse sale, though their tag is another.
    expect(gatedLineIds(bag.lines.nodes, ['warehouse-sale'])).toEqual([]);
    expect(viewFor(bag, [], 'US', []).gatedNotice).not.toBeNull();
    expect(viewFor(bag, ['gated::influencer'], 'US', ['warehouse-sale']).gatedNotice).toBeNull();
  });
});

describe('the end of member prices', () => {
  it('is said in the market’s language when the bag page says it happened', () => {
    const bag = bagWith({subtotal: '98.0', currencyCode: 'USD'});
    expect(viewFor(bag, []).memberPricesEnded).toBeNull();
    const market = getMarket('FR');
    const view = buildBagView({
      bag,
      market,
      content: null,
      giftConfig: null,
      shopper: {tags: [], unlocked: []},
      memberPricesEnded: true,
      communityMember: false,
      t: createTranslator(messagesFor(market.locale, ['cart']), market.locale),
      now: new Date(),
    });
    expect(view.memberPricesEnded).toMatch(/^Les prix membres ne s’appliquent plus/);
  });
});

/** The bag's content entry as the seeded content has it, in one language. */
function cartContent(
  threshold: number,
  message: string | null,
  orderSummary: Partial<CartContent['orderSummary']> = {},
): CartContent {
  return {
    freeShipping: {threshold, message},
    giftCardAlertText: null,
    emptyCart: null,
    upsells: {cartPage: null, minicart: null},
    orderSummary: {
      returnsLabel: null,
      returnsMessage: null,
      shippingTitle: null,
      freeShippingText: null,
      showEstimatedRate: false,
      ...orderSummary,
    },
    warehouseSaleBanner: {
      header: null,
      body: null,
      removalRequestLabel: null,
      confirmLabel: null,
      cancelLabel: null,
    },
    finalSaleLabel: null,
  };
}

function viewWithContent(bag: Bag, country: 'US' | 'GB' | 'JP', content: CartContent) {
  const market = getMarket(country);
  return buildBagView({
    bag,
    market,
    content,
    giftConfig: null,
    shopper: {tags: [], unlocked: []},
    communityMember: false,
    t: createTranslator(messagesFor(market.locale, ['cart']), market.locale),
    now: new Date(),
  });
}

describe('the free-shipping line', () => {
  it('names the threshold and says the remaining amount as such (en-us)', () => {
    const view = viewWithContent(
      bagWith({subtotal: '58.0', currencyCode: 'USD', gatedDiscount: null}),
      'US',
      cartContent(75, 'Free shipping on orders over {threshold}'),
    );
    expect(view.freeShipping).toMatchObject({
      offer: 'Free shipping on orders over $75',
      status: 'You’re $17 away from free shipping.',
      reached: false,
    });
    expect(view.freeShipping?.progress).toBeCloseTo(58 / 75);
  });

  it('names the pound threshold on the British store (en-gb)', () => {
    const view = viewWithContent(
      bagWith({subtotal: '38.0', currencyCode: 'GBP', gatedDiscount: null}),
      'GB',
      cartContent(60, 'Free delivery on orders over {threshold}'),
    );
    expect(view.freeShipping?.offer).toBe('Free delivery on orders over £60');
    expect(view.freeShipping?.status).toBe('You’re £22 away from free shipping.');
  });

  it('is in Japanese with yen on the Japanese store (ja-jp)', () => {
    const view = viewWithContent(
      bagWith({subtotal: '7400', currencyCode: 'JPY', gatedDiscount: null}),
      'JP',
      cartContent(10000, '{threshold}以上のご注文で送料無料'),
    );
    expect(view.freeShipping?.offer).toBe('¥10,000以上のご注文で送料無料');
    expect(view.freeShipping?.status).toBe('あと¥2,600で送料無料です。');
  });

  it('uses the store’s own words when content has no text, and says when the offer is reached', () => {
    const below = viewWithContent(
      bagWith({subtotal: '58.0', currencyCode: 'USD', gatedDiscount: null}),
      'US',
      cartContent(75, null),
    );
    expect(below.freeShipping?.offer).toBe('Free shipping on orders over $75');
    const reached = viewWithContent(
      bagWith({subtotal: '80.0', currencyCode: 'USD', gatedDiscount: null}),
      'US',
      cartContent(75, null),
    );
    expect(reached.freeShipping).toMatchObject({
      offer: 'Free shipping on orders over $75',
      status: 'You’ve unlocked free shipping.',
      reached: true,
      progress: 1,
    });
  });
});

describe('the order summary’s shipping row', () => {
  it('says shipping is calculated at checkout unless content asks for an estimate', () => {
    const view = viewWithContent(
      bagWith({subtotal: '58.0', currencyCode: 'USD', gatedDiscount: null, shippingRates: ['8.0']}),
      'US',
      cartContent(75, null),
    );
    expect(view.summary.shipping).toEqual({label: 'Shipping', value: 'Calculated at checkout'});
  });

  it('shows the cheapest rate of the bag’s delivery group as an estimate when content asks', () => {
    const content = cartContent(75, null, {showEstimatedRate: true, shippingTitle: 'Delivery'});
    const view = viewWithContent(
      bagWith({subtotal: '58.0', currencyCode: 'USD', gatedDiscount: null, shippingRates: ['20.0', '8.0']}),
      'US',
      content,
    );
    expect(view.summary.shipping).toEqual({label: 'Delivery', value: '$8 (estimate)'});
  });

  it('falls back to checkout when the bag has no delivery options yet', () => {
    const content = cartContent(75, null, {showEstimatedRate: true});
    const view = viewWithContent(
      bagWith({subtotal: '58.0', currencyCode: 'USD', gatedDiscount: null}),
      'US',
      content,
    );
    expect(view.summary.shipping.value).toBe('Calculated at checkout');
  });

  it('is the content’s free text once the offer is reached or the cheapest rate is free', () => {
    const content = cartContent(75, null, {showEstimatedRate: true, freeShippingText: 'Free!'});
    expect(
      viewWithContent(bagWith({subtotal: '80.0', currencyCode: 'USD', gatedDiscount: null}), 'US', content)
        .summary.shipping.value,
    ).toBe('Free!');
    expect(
      viewWithContent(
        bagWith({subtotal: '58.0', currencyCode: 'USD', gatedDiscount: null, shippingRates: ['0.0', '20.0']}),
        'US',
        content,
      ).summary.shipping.value,
    ).toBe('Free!');
  });
});

describe('the savings cap note', () => {
  const member = (state: 'current' | 'capped', used: number) => ({
    type: 'ambassador',
    status: 'accepted' as const,
    state,
    active: true,
    pageUrl: '/pages/ambassador-program',
    canReapply: false,
    expiresOn: null,
    savingsCap: {limit: 500, used, remaining: 500 - used, currencyCode: 'USD'},
    discount: null,
    savingsInfo: {
      title: 'Ambassador savings',
      body: 'You have used {used} of your {limit} annual savings.',
      capReached: 'Full prices apply until your membership renews.',
      learnMore: {text: 'How the savings limit works', url: '/pages/ambassador-program'},
    },
  });
  const viewWith = (memberView: ReturnType<typeof member> | null) => {
    const market = getMarket('US');
    return buildBagView({
      bag: bagWith({subtotal: '58.0', currencyCode: 'USD', gatedDiscount: null}),
      market,
      content: null,
      giftConfig: null,
      shopper: {tags: [], unlocked: []},
      communityMember: memberView !== null,
      member: memberView,
      t: createTranslator(messagesFor(market.locale, ['cart', 'member']), market.locale),
      now: new Date(),
    });
  };

  it('says what an active member has saved of their limit, in the programme’s words', () => {
    expect(viewWith(member('current', 120)).savingsCap).toEqual({
      title: 'Ambassador savings',
      text: 'You have used $120 of your $500 annual savings.',
      capReached: null,
      learnMore: {text: 'How the savings limit works', url: '/pages/ambassador-program'},
    });
  });

  it('says that full prices apply once the cap is used up, and is absent for other shoppers', () => {
    expect(viewWith(member('capped', 500)).savingsCap?.capReached).toBe(
      'Full prices apply until your membership renews.',
    );
    expect(viewWith(null).savingsCap).toBeNull();
  });
});
