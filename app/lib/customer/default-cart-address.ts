/** An address as the customer queries give it: enough to pick one by country. */
interface AddressWithCountry {
  id: string;
  countryCode?: string | null;
}

/**
 * The address a new cart ships to: the customer's default address when it is in the store's
 * country, otherwise their first address in that country, otherwise none (the cart then
 * carries the country only).
 */
export function defaultCartAddress<Address extends AddressWithCountry>(
  customer: {defaultAddress?: {id: string} | null; addresses: readonly Address[]},
  storeCountryCode: string,
): Address | null {
  const country = storeCountryCode.toUpperCase();
  const inCountry = customer.addresses.filter((address) => address.countryCode?.toUpperCase() === country);
  const defaultId = customer.defaultAddress?.id;
  return inCountry.find((address) => address.id === defaultId) ?? inCountry[0] ?? null;
}
