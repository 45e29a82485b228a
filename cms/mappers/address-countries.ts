import type {ContentEntry} from '../entry';
import {entryList, optionalText, requiredText} from '../read';

interface AddressCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
}

export interface AddressCountries {
  countries: AddressCountry[];
}

export function mapAddressCountries(entry: ContentEntry): AddressCountries {
  return {
    countries: entryList(entry, 'items').map((item) => {
      const code = requiredText(item, 'address_country').toUpperCase();
      return {code, name: optionalText(item, 'name') ?? code};
    }),
  };
}
