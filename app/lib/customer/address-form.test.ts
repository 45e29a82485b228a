import {describe, expect, it} from 'vitest';
import {mailingAddressInput, readAddressForm} from './address-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const COMPLETE = {
  firstName: ' Alex ',
  lastName: 'Rivera',
  address1: '151 Alder Street',
  city: 'Brooklyn',
  province: 'NY',
  zip: '11201',
  country: 'us',
};

describe('readAddressForm', () => {
  it('trims the fields, upper-cases the country and reads the default box', () => {
    const {fields, makeDefault, errors} = readAddressForm(form({...COMPLETE, default: 'on'}));
    expect(errors).toBeNull();
    expect(makeDefault).toBe(true);
    expect(fields).toMatchObject({firstName: 'Alex', country: 'US', company: '', phone: ''});
  });

  it('asks for the required fields, and a postal code where the country has them', () => {
    expect(readAddressForm(form({country: 'GB'})).errors?.fields).toEqual({
      firstName: 'account.errors.BLANK',
      lastName: 'account.errors.BLANK',
      address1: 'account.errors.BLANK',
      city: 'account.errors.BLANK',
      zip: 'account.errors.BLANK',
    });
    expect(readAddressForm(form({...COMPLETE, zip: '', country: 'AE'})).errors).toBeNull();
  });

  it('refuses an overlong field and a country that is not a code', () => {
    const {errors} = readAddressForm(form({...COMPLETE, address2: 'x'.repeat(256), country: 'USA'}));
    expect(errors?.fields).toEqual({address2: 'account.errors.TOO_LONG', country: 'account.errors.INVALID'});
  });
});

describe('mailingAddressInput', () => {
  it('clears the optional fields left empty', () => {
    const {fields} = readAddressForm(form(COMPLETE));
    expect(mailingAddressInput(fields)).toEqual({
      firstName: 'Alex',
      lastName: 'Rivera',
      company: null,
      address1: '151 Alder Street',
      address2: null,
      city: 'Brooklyn',
      province: 'NY',
      zip: '11201',
      country: 'US',
      phone: null,
    });
  });
});
