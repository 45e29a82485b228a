import {describe, expect, it, vi} from 'vitest';
import {newBagFor} from './new-bag.server';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('~/lib/errors', () => ({reportError}));

const ADDRESS_ID = 'gid://shopify/MailingAddress/7?model_name=CustomerAddress&customer_access_token=t';

function contextWith(token: {accessToken: string; expiresAt: string} | undefined) {
  return {
    market: {countryCode: 'GB'},
    session: {get: (key: string) => (key === 'customerAccessToken' ? token : undefined)},
  } as never;
}

const signedIn = contextWith({accessToken: 'token-1', expiresAt: '2999-01-01T00:00:00Z'});

describe('newBagFor', () => {
  it('starts a guest’s bag with the market’s country only', async () => {
    const addressFor = vi.fn();
    expect(await newBagFor(contextWith(undefined), addressFor)).toEqual({
      buyerIdentity: {countryCode: 'GB'},
      delivery: {
        addresses: [{selected: true, oneTimeUse: true, address: {deliveryAddress: {countryCode: 'GB'}}}],
      },
    });
    expect(addressFor).not.toHaveBeenCalled();
  });

  it('gives a signed-in customer’s bag their token and a copy of their default cart address', async () => {
    const input = await newBagFor(signedIn, async () => ({id: ADDRESS_ID}) as never);
    expect(input.buyerIdentity).toEqual({countryCode: 'GB', customerAccessToken: 'token-1'});
    expect(input.delivery?.addresses).toEqual([
      {selected: true, oneTimeUse: true, address: {copyFromCustomerAddressId: ADDRESS_ID}},
    ]);
  });

  it('ships to the country when the customer has no address there', async () => {
    const input = await newBagFor(signedIn, async () => null);
    expect(input.buyerIdentity?.customerAccessToken).toBe('token-1');
    expect(input.delivery?.addresses?.[0].address).toEqual({deliveryAddress: {countryCode: 'GB'}});
  });

  it('still starts the bag, reported, when the addresses cannot be read', async () => {
    const input = await newBagFor(signedIn, () => Promise.reject(new Error('down')));
    expect(input.delivery?.addresses?.[0].address).toEqual({deliveryAddress: {countryCode: 'GB'}});
    expect(reportError).toHaveBeenCalledWith('CART_CUST_001', expect.any(Error), expect.anything());
  });

  it('treats an expired token as a guest', async () => {
    const expired = contextWith({accessToken: 'old', expiresAt: '2000-01-01T00:00:00Z'});
    expect((await newBagFor(expired, vi.fn())).buyerIdentity).toEqual({countryCode: 'GB'});
  });
});
