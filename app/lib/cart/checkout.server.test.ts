import {describe, expect, it} from 'vitest';
import {checkoutAttributes, deliversElsewhere} from './checkout.server';
import {deliveryAddressFor} from './new-bag.server';

describe('checkout hand-off', () => {
  it('attaches the market’s address only when the bag ships elsewhere', () => {
    const bag = (countryCode: string | null) => ({
      delivery: {
        addresses: countryCode ? [{id: 'a', selected: true, address: {countryCode}}] : [],
      },
    });
    expect(deliversElsewhere(bag('GB') as never, 'GB')).toBe(false);
    expect(deliversElsewhere(bag('US') as never, 'GB')).toBe(true);
    expect(deliversElsewhere(bag(null) as never, 'GB')).toBe(true);
  });

  it('sets the session id, the browser and the market as attributes', () => {
    const request = new Request('https://shop.test/cart', {headers: {'User-Agent': 'x'.repeat(400)}});
    const attributes = checkoutAttributes(request, 'session-1', {countryCode: 'FR', locale: 'fr-FR'});
    expect(attributes).toEqual([
      {key: '_session_id', value: 'session-1'},
      {key: '_user_agent', value: 'x'.repeat(255)},
      {key: '_market', value: 'FR'},
      {key: '_locale', value: 'fr-FR'},
    ]);
  });
});

describe('default cart address', () => {
  it('copies the customer’s address when there is one, else names the country only', () => {
    expect(deliveryAddressFor('GB', 'gid://shopify/MailingAddress/1')).toEqual({
      selected: true,
      oneTimeUse: true,
      address: {copyFromCustomerAddressId: 'gid://shopify/MailingAddress/1'},
    });
    expect(deliveryAddressFor('GB', null)).toEqual({
      selected: true,
      oneTimeUse: true,
      address: {deliveryAddress: {countryCode: 'GB'}},
    });
  });
});
