import {describe, expect, it} from 'vitest';
import {bagDeliveryAddress, defaultCartAddress} from './default-cart-address';

const address = (id: string, countryCode: string) => ({id, countryCode});
const US_HOME = address('1', 'US');
const US_WORK = address('2', 'US');
const TORONTO = address('3', 'CA');

describe('defaultCartAddress', () => {
  it('is the default address when it is in the store’s country', () => {
    expect(
      defaultCartAddress({defaultAddress: {id: '2'}, addresses: [US_HOME, US_WORK, TORONTO]}, 'US'),
    ).toBe(US_WORK);
  });

  it('is the first address in the store’s country when the default is elsewhere', () => {
    expect(
      defaultCartAddress({defaultAddress: {id: '3'}, addresses: [TORONTO, US_WORK, US_HOME]}, 'US'),
    ).toBe(US_WORK);
    expect(defaultCartAddress({defaultAddress: {id: '1'}, addresses: [US_HOME, TORONTO]}, 'ca')).toBe(
      TORONTO,
    );
  });

  it('is the first address in the country when there is no default', () => {
    expect(defaultCartAddress({defaultAddress: null, addresses: [TORONTO, US_HOME]}, 'US')).toBe(US_HOME);
  });

  it('is none when no address is in the store’s country', () => {
    expect(defaultCartAddress({defaultAddress: {id: '1'}, addresses: [US_HOME, US_WORK]}, 'GB')).toBeNull();
    expect(defaultCartAddress({addresses: []}, 'US')).toBeNull();
  });
});

describe('bagDeliveryAddress', () => {
  it('is the default cart address when the customer has one in the store’s country', () => {
    expect(
      bagDeliveryAddress({defaultAddress: {id: '3'}, addresses: [TORONTO, US_WORK, US_HOME]}, 'US'),
    ).toBe(US_WORK);
  });

  it('is the default address, wherever it is, when none is in the store’s country', () => {
    expect(bagDeliveryAddress({defaultAddress: {id: '2'}, addresses: [US_HOME, US_WORK]}, 'GB')).toBe(
      US_WORK,
    );
  });

  it('is none without a default address outside the country, or without addresses (country only)', () => {
    expect(bagDeliveryAddress({defaultAddress: null, addresses: [US_HOME, TORONTO]}, 'GB')).toBeNull();
    expect(bagDeliveryAddress({defaultAddress: {id: '9'}, addresses: []}, 'US')).toBeNull();
  });
});
