import type {AppLoadContext} from '@shopify/remix-oxygen';
import {countryName, MARKETS} from '@markets';
import {loadAddressCountries} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import {CUSTOMER_ADDRESSES_QUERY} from '@graphql/customer';
import {
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION,
} from '@graphql/customer-mutations';
import type {CustomerAddressFragment} from '@graphql/storefront.generated';
import {reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';
import {attemptAccountRequest, type AccountOutcome} from './account.server';
import {mailingAddressInput, MAX_ADDRESSES, type AddressFields} from './address-form';
import {customerAccessToken} from './current.server';
import {bagDeliveryAddress} from './default-cart-address';
import {numericIdOf} from './global-id';
import {collator} from '~/lib/i18n/intl';

/** An address as the address book shows it; `id` is the numeric part only. */
export interface AddressView {
  id: string;
  isDefault: boolean;
  /** The address formatted for its country, one line each. */
  lines: string[];
  fields: AddressFields;
}

async function fetchAddresses(context: AppLoadContext, accessToken: string) {
  const {customer} = await context.storefront.query(CUSTOMER_ADDRESSES_QUERY, {
    variables: {customerAccessToken: accessToken},
    cache: context.storefront.CacheNone(),
  });
  return {addresses: customer?.addresses.nodes ?? [], defaultId: customer?.defaultAddress?.id ?? null};
}

function toView(address: CustomerAddressFragment, defaultId: string | null): AddressView {
  return {
    id: numericIdOf(address.id) ?? '',
    isDefault: address.id === defaultId,
    lines: address.formatted,
    fields: {
      firstName: address.firstName ?? '',
      lastName: address.lastName ?? '',
      company: address.company ?? '',
      address1: address.address1 ?? '',
      address2: address.address2 ?? '',
      city: address.city ?? '',
      province: address.province ?? '',
      zip: address.zip ?? '',
      country: address.countryCode ?? '',
      phone: address.phone ?? '',
    },
  };
}

/** The customer's addresses, the default first. */
export async function addressBook(context: AppLoadContext, accessToken: string): Promise<AddressView[]> {
  const {addresses, defaultId} = await fetchAddresses(context, accessToken);
  return addresses
    .map((address) => toView(address, defaultId))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The full Storefront id of one of the customer's addresses, from its numeric part. */
async function addressGlobalId(
  context: AppLoadContext,
  accessToken: string,
  numericId: string,
): Promise<string | null> {
  const {addresses} = await fetchAddresses(context, accessToken);
  return addresses.find((address) => numericIdOf(address.id) === numericId)?.id ?? null;
}

const NOT_FOUND: AccountOutcome = {
  ok: false,
  errors: [{code: 'NOT_FOUND', field: ['id'], message: 'Address not found'}],
};

export async function createAddress(
  context: AppLoadContext,
  accessToken: string,
  fields: AddressFields,
  makeDefault: boolean,
): Promise<AccountOutcome | {ok: false; full: true}> {
  const {addresses} = await fetchAddresses(context, accessToken);
  if (addresses.length >= MAX_ADDRESSES) return {ok: false, full: true};
  const result = await attemptAccountRequest('customerAddressCreate', () =>
    context.storefront.mutate(CUSTOMER_ADDRESS_CREATE_MUTATION, {
      variables: {customerAccessToken: accessToken, address: mailingAddressInput(fields)},
    }),
  );
  if ('failed' in result) return result.failed;
  const payload = result.data.customerAddressCreate;
  if (!payload?.customerAddress) return {ok: false, errors: payload?.customerUserErrors ?? []};
  return makeDefault ? setDefault(context, accessToken, payload.customerAddress.id) : {ok: true};
}

export async function updateAddress(
  context: AppLoadContext,
  accessToken: string,
  numericId: string,
  fields: AddressFields,
  makeDefault: boolean,
): Promise<AccountOutcome> {
  const id = await addressGlobalId(context, accessToken, numericId);
  if (!id) return NOT_FOUND;
  const result = await attemptAccountRequest('customerAddressUpdate', () =>
    context.storefront.mutate(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken: accessToken, id, address: mailingAddressInput(fields)},
    }),
  );
  if ('failed' in result) return result.failed;
  const payload = result.data.customerAddressUpdate;
  if (!payload?.customerAddress) return {ok: false, errors: payload?.customerUserErrors ?? []};
  return makeDefault ? setDefault(context, accessToken, payload.customerAddress.id) : {ok: true};
}

export async function deleteAddress(
  context: AppLoadContext,
  accessToken: string,
  numericId: string,
): Promise<AccountOutcome> {
  const id = await addressGlobalId(context, accessToken, numericId);
  if (!id) return NOT_FOUND;
  const result = await attemptAccountRequest('customerAddressDelete', () =>
    context.storefront.mutate(CUSTOMER_ADDRESS_DELETE_MUTATION, {
      variables: {customerAccessToken: accessToken, id},
    }),
  );
  if ('failed' in result) return result.failed;
  const errors = result.data.customerAddressDelete?.customerUserErrors ?? [];
  return errors.length > 0 ? {ok: false, errors} : {ok: true};
}

export async function setDefaultAddress(
  context: AppLoadContext,
  accessToken: string,
  numericId: string,
): Promise<AccountOutcome> {
  const id = await addressGlobalId(context, accessToken, numericId);
  return id ? setDefault(context, accessToken, id) : NOT_FOUND;
}

async function setDefault(
  context: AppLoadContext,
  accessToken: string,
  addressId: string,
): Promise<AccountOutcome> {
  const result = await attemptAccountRequest('customerDefaultAddressUpdate', () =>
    context.storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken: accessToken, addressId},
    }),
  );
  if ('failed' in result) return result.failed;
  const errors = result.data.customerDefaultAddressUpdate?.customerUserErrors ?? [];
  return errors.length > 0 ? {ok: false, errors} : {ok: true};
}

/**
 * For the bag: the signed-in customer's address a bag ships to in this market (see
 * `bagDeliveryAddress`: the default cart address, else the default address), as the
 * Storefront API gives it (its `id` can be passed to `copyFromCustomerAddressId`); null for
 * guests and customers without addresses.
 */
export async function bagAddressFor(context: AppLoadContext): Promise<CustomerAddressFragment | null> {
  const accessToken = customerAccessToken(context);
  if (!accessToken) return null;
  const {addresses, defaultId} = await fetchAddresses(context, accessToken);
  return bagDeliveryAddress(
    {defaultAddress: defaultId ? {id: defaultId} : null, addresses},
    context.market.countryCode,
  );
}

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries the address form offers, named in the page's language: the content
 * service's list, or the store's markets when content is unavailable.
 */
export async function addressCountries(context: AppLoadContext): Promise<CountryOption[]> {
  const locale = context.market.locale;
  const fromContent = context.content
    ? await loadCachedContent({
        name: 'address-countries',
        withCache: context.withCache,
        waitUntil: context.waitUntil,
        cacheKey: ['address-countries', 1, toContentLocale(locale)],
        preview: context.contentPreview,
        load: () =>
          loadAddressCountries(
            context.contentPreview ? context.content!.preview : context.content!.delivery,
            {
              locale: toContentLocale(locale),
              report: reportContentError,
            },
          ),
        fallback: null,
        isComplete: (value) => value !== null,
      })
    : null;
  const codes = fromContent?.countries.map((country) => country.code) ?? MARKETS.map((m) => m.countryCode);
  const names = new Map(fromContent?.countries.map((country) => [country.code, country.name]));
  const byName = collator(locale);
  return [...new Set(codes)]
    .map((code) => {
      const market = MARKETS.find((m) => m.countryCode === code);
      return {code, name: market ? countryName(market, locale) : (names.get(code) ?? code)};
    })
    .sort((a, b) => byName.compare(a.name, b.name));
}
