import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartInput, CartSelectableAddressInput} from '@shopify/hydrogen/storefront-api-types';

/**
 * What a new bag is created with besides its lines: the market's country (and the signed-in
 * customer's token) as buyer identity, and a one-time delivery address, the customer's
 * default cart address when they have one in the market's country, else the country only.
 */
export async function newBagInput(
  context: Pick<AppLoadContext, 'market'>,
  customer: {accessToken: string; cartAddressId: string | null} | null = null,
): Promise<Pick<CartInput, 'buyerIdentity' | 'delivery'>> {
  const countryCode = context.market.countryCode;
  return {
    buyerIdentity: {countryCode, ...(customer ? {customerAccessToken: customer.accessToken} : {})},
    delivery: {addresses: [deliveryAddressFor(countryCode, customer?.cartAddressId ?? null)]},
  };
}

/** A selected, one-time delivery address: a copy of the customer's address, or the country only. */
export function deliveryAddressFor(
  countryCode: string,
  customerAddressId: string | null,
): CartSelectableAddressInput {
  return {
    selected: true,
    oneTimeUse: true,
    address: customerAddressId
      ? {copyFromCustomerAddressId: customerAddressId}
      : {deliveryAddress: {countryCode: countryCode as never}},
  };
}
