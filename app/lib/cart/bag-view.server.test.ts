import {describe, expect, it} from 'vitest';
import {getMarket} from '@markets';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import type {Bag} from './bag.server';
import {buildBagView} from './bag-view.server';

const WAREHOUSE = 'gated::warehouse-sale::30,influencer::20';

function bagWith(total: string, currencyCode: string, gatedDiscount: string | null): Bag {
  const money = {amount: total, currencyCode};
  return {
    totalQuantity: 1,
    discountCodes: [],
    cost: {subtotalAmount: money, totalAmount: money, totalTaxAmount: null},
    lines: {
      nodes: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 1,
          attributes: [],
          cost: {totalAmount: money},
          merchandise: {
            id: 'gid://shopify/ProductVariant/1',
            image: null,
            selectedOptions: [],
            price: money,
            product: {
              id: 'gid://shopify/Product/1',
              handle: 'dreamknit-legging',
              title: 'DreamKnit Legging | Black',
              tags: ['gated::warehouse-sale'],
              isGiftCard: false,
              gatedDiscount: gatedDiscount === null ? null : {value: gatedDiscount},
            },
          },
        },
      ],
    },
  } as unknown as Bag;
}

function lineFor(bag: Bag, customerTags: string[], country: 'US' | 'JP' | 'FR' = 'US') {
  const market = getMarket(country);
  const view = buildBagView({
    bag,
    market,
    content: null,
    giftConfig: null,
    customerTags,
    communityMember: false,
    t: createTranslator(messagesFor(market.locale, ['cart']), market.locale),
    now: new Date(),
  });
  return view.lines[0];
}

describe('a line’s price at the customer’s discount', () => {
  it('is the warehouse sale price for a warehouse-sale customer, as on the product page', () => {
    expect(lineFor(bagWith('98.0', 'USD', WAREHOUSE), ['gated::warehouse-sale']).memberPrice).toEqual({
      label: 'Warehouse sale price',
      total: {amount: '68.60', currencyCode: 'USD'},
      percentOff: '30% off',
    });
  });

  it('is the member price for another tag the product lists, in the market’s words and currency', () => {
    expect(lineFor(bagWith('98.0', 'EUR', WAREHOUSE), ['influencer'], 'FR').memberPrice).toEqual({
      label: 'Prix membre',
      total: {amount: '78.40', currencyCode: 'EUR'},
      percentOff: '-20 %',
    });
    expect(
      lineFor(bagWith('14999', 'JPY', WAREHOUSE), ['gated::warehouse-sale'], 'JP').memberPrice?.total,
    ).toEqual({amount: '10499', currencyCode: 'JPY'});
  });

  it('is absent for a guest, a product without a discount, and a free line', () => {
    expect(lineFor(bagWith('98.0', 'USD', WAREHOUSE), []).memberPrice).toBeNull();
    expect(lineFor(bagWith('98.0', 'USD', null), ['gated::warehouse-sale']).memberPrice).toBeNull();
    expect(lineFor(bagWith('0.0', 'USD', WAREHOUSE), ['gated::warehouse-sale']).memberPrice).toBeNull();
  });
});
