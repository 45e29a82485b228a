import type {Address, CountryCode} from './types';

type AddressFields = Omit<Address, 'id' | 'gid' | 'firstName' | 'lastName' | 'phone'>;

/** Plausible fixture addresses per country (fictional streets). */
export const ADDRESS_BOOK: Partial<Record<CountryCode, AddressFields[]>> = {
  US: [
    {
      company: null,
      address1: '151 Alder Street',
      address2: 'Apt 4B',
      city: 'Brooklyn',
      province: 'New York',
      provinceCode: 'NY',
      country: 'United States',
      countryCode: 'US',
      zip: '11201',
    },
    {
      company: 'Trailhead Studio',
      address1: '880 Pine Avenue',
      address2: null,
      city: 'Seattle',
      province: 'Washington',
      provinceCode: 'WA',
      country: 'United States',
      countryCode: 'US',
      zip: '98101',
    },
    {
      company: null,
      address1: '2200 Ocean View Drive',
      address2: null,
      city: 'Santa Monica',
      province: 'California',
      provinceCode: 'CA',
      country: 'United States',
      countryCode: 'US',
      zip: '90401',
    },
  ],
  CA: [
    {
      company: null,
      address1: '45 Queen Street West',
      address2: 'Unit 1203',
      city: 'Toronto',
      province: 'Ontario',
      provinceCode: 'ON',
      country: 'Canada',
      countryCode: 'CA',
      zip: 'M5H 2M9',
    },
  ],
  GB: [
    {
      company: null,
      address1: '12 Hawthorn Road',
      address2: null,
      city: 'London',
      province: 'England',
      provinceCode: 'ENG',
      country: 'United Kingdom',
      countryCode: 'GB',
      zip: 'N8 7PL',
    },
    {
      company: null,
      address1: '3 Castle Wynd',
      address2: 'Flat 2',
      city: 'Edinburgh',
      province: 'Scotland',
      provinceCode: 'SCT',
      country: 'United Kingdom',
      countryCode: 'GB',
      zip: 'EH1 2NG',
    },
  ],
  FR: [
    {
      company: null,
      address1: '18 Rue des Lilas',
      address2: null,
      city: 'Paris',
      province: null,
      provinceCode: null,
      country: 'France',
      countryCode: 'FR',
      zip: '75019',
    },
  ],
  DE: [
    {
      company: null,
      address1: 'Lindenstraße 42',
      address2: null,
      city: 'Berlin',
      province: null,
      provinceCode: null,
      country: 'Germany',
      countryCode: 'DE',
      zip: '10969',
    },
  ],
  AU: [
    {
      company: null,
      address1: '7 Banksia Lane',
      address2: null,
      city: 'Sydney',
      province: 'New South Wales',
      provinceCode: 'NSW',
      country: 'Australia',
      countryCode: 'AU',
      zip: '2000',
    },
  ],
  JP: [
    {
      company: null,
      address1: '1-2-3 Jingumae',
      address2: null,
      city: 'Shibuya-ku',
      province: 'Tōkyō',
      provinceCode: 'JP-13',
      country: 'Japan',
      countryCode: 'JP',
      zip: '150-0001',
    },
  ],
  NL: [
    {
      company: null,
      address1: 'Keizersgracht 101',
      address2: null,
      city: 'Amsterdam',
      province: null,
      provinceCode: null,
      country: 'Netherlands',
      countryCode: 'NL',
      zip: '1015 CJ',
    },
  ],
  AE: [
    {
      company: null,
      address1: 'Building 5, Marina Walk',
      address2: null,
      city: 'Dubai',
      province: 'Dubai',
      provinceCode: 'DU',
      country: 'United Arab Emirates',
      countryCode: 'AE',
      zip: '00000',
    },
  ],
};

/** Shopify's one-line-per-entry `formatted` address. */
export function formatAddress(address: Omit<Address, 'id' | 'gid'>, withName = false): string[] {
  const lines: string[] = [];
  if (withName) lines.push([address.firstName, address.lastName].filter(Boolean).join(' '));
  if (address.company) lines.push(address.company);
  lines.push(address.address1);
  if (address.address2) lines.push(address.address2);
  lines.push([address.city, address.provinceCode, address.zip].filter(Boolean).join(' '));
  lines.push(address.country);
  return lines.filter(Boolean);
}
