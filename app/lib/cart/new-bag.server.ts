import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartInput, CartSelectableAddressInput} from '@shopify/hydrogen/storefront-api-types';
import {signedInAccessToken} from '~/lib/customer/current.server';

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
 * start (their token) and ships to the market's country. The address of theirs it ships to
 * (the chain `bagDeliveryAddress`) is copied in at the checkout hand-off, which reads it beside
 * the bag: making a bag waits for no address lookup, so a first add waits for one call.
 */
export async function newBagFor(
  context: AppLoadContext,
): Promise<Pick<CartInput, 'buyerIdentity' | 'delivery'>> {
  const accessToken = await signedInAccessToken(context);
  return newBagInput(context, accessToken ? {accessToken, cartAddressId: null} : null);
}
