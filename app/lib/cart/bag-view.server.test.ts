import {describe, expect, it} from 'vitest';
import {getMarket} from '@markets';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
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
}

/** A bag as the Storefront API answers it: the line's and the cart's figures are the cart's own. */
function bagWith({
  subtotal,
  currencyCode,
  gatedDiscount = WAREHOUSE,
  automatic = null,
  tags,
}: LineInput): Bag {
  const money = (amount: string) => ({amount, currencyCode});
  const total = automatic ? String(Number(subtotal) - Number(automatic.amount)) : subtotal;
  return {
    id: 'gid://shopify/Cart/c1',
    totalQuantity: 1,
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
