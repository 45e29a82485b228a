import {describe, expect, it} from 'vitest';
import {newBagFor} from './new-bag.server';

function contextWith(token: {accessToken: string; expiresAt: string} | undefined) {
  return {
    market: {countryCode: 'GB'},
    session: {get: (key: string) => (key === 'customerAccessToken' ? token : undefined)},
  } as never;
}

const COUNTRY_ONLY = [{selected: true, oneTimeUse: true, address: {deliveryAddress: {countryCode: 'GB'}}}];

describe('newBagFor', () => {
  it('starts a guest’s bag with the market’s country only', async () => {
    expect(await newBagFor(contextWith(undefined))).toEqual({
      buyerIdentity: {countryCode: 'GB'},
      delivery: {addresses: COUNTRY_ONLY},
    });
  });

  it('makes a signed-in customer’s bag theirs (their token), shipping to the country until checkout', async () => {
    const signedIn = contextWith({accessToken: 'token-1', expiresAt: '2999-01-01T00:00:00Z'});
    expect(await newBagFor(signedIn)).toEqual({
      buyerIdentity: {countryCode: 'GB', customerAccessToken: 'token-1'},
      delivery: {addresses: COUNTRY_ONLY},
    });
  });

  it('treats an expired token as a guest', async () => {
    const expired = contextWith({accessToken: 'old', expiresAt: '2000-01-01T00:00:00Z'});
    expect((await newBagFor(expired)).buyerIdentity).toEqual({countryCode: 'GB'});
  });
});
