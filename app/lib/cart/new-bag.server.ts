import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartInput, CartSelectableAddressInput} from '@shopify/hydrogen/storefront-api-types';
import {signedInAccessToken} from '~/lib/customer/current.server';
import {reportError} from '~/lib/errors';

/**
 * What a new bag is created with besides its lines: the market's country (and the signed-in
 * customer's token) as buyer identity, and a one-time delivery address: a copy of the
 * customer's address the bag ships to (`bagAddressFor`), else the country only.
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

/**
 * `newBagInput` for this request's shopper: a signed-in customer's bag is theirs from the
 * start (their token) and ships to their default cart address in this market, else their
 * default address (`cartAddressFor`, the chain `bagDeliveryAddress`: the customer's addresses
 * are app/lib/customer's, which reaches the bag itself, so the caller passes the lookup in).
 * When their addresses cannot be read the bag still starts, with the country only
 * (CART_CUST_001).
 */
export async function newBagFor(
  context: AppLoadContext,
  cartAddressFor: (context: AppLoadContext) => Promise<{id: string} | null>,
): Promise<Pick<CartInput, 'buyerIdentity' | 'delivery'>> {
  const accessToken = await signedInAccessToken(context);
  if (!accessToken) return newBagInput(context);
  const address = await cartAddressFor(context).catch((error: unknown) => {
    reportError('CART_CUST_001', error, {step: 'default cart address'});
    return null;
  });
  return newBagInput(context, {accessToken, cartAddressId: address?.id ?? null});
}
