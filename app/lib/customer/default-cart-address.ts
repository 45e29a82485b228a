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

/**
 * Where a bag ships, for a new bag and for a bag found shipping to another country at
 * checkout: the default cart address (above), else the customer's default address wherever it
 * is, else none (the bag then names the store's country only).
 */
export function bagDeliveryAddress<Address extends AddressWithCountry>(
  customer: {defaultAddress?: {id: string} | null; addresses: readonly Address[]},
  storeCountryCode: string,
): Address | null {
  const defaultId = customer.defaultAddress?.id;
  return (
    defaultCartAddress(customer, storeCountryCode) ??
    customer.addresses.find((address) => address.id === defaultId) ??
    null
  );
}
