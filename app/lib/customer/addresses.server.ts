import type {AppLoadContext} from '@shopify/remix-oxygen';
import {countryName, MARKETS} from '@markets';
import {loadAddressCountries} from '@cms/loaders';
import {toContentLocale} from '@cms/locale';
import {reportContentError} from '~/lib/content.server';
import {loadCachedContent} from '~/lib/content-cache.server';
import type {AccountOutcome, AddressRecord} from './account-source.server';
import {accountSource} from './accounts.server';
import {MAX_ADDRESSES, type AddressFields} from './address-form';
import {bagDeliveryAddress} from './default-cart-address';
import {numericIdOf} from './global-id';
import {customerAccessToken} from './session-token.server';
import {collator} from '~/lib/i18n/intl';

/** An address as the address book shows it; `id` is the numeric part only. */
export interface AddressView {
  id: string;
  isDefault: boolean;
  /** Whether it may be deleted (the current customer accounts keep their default address). */
  deletable: boolean;
  /** The address formatted for its country, one line each. */
  lines: string[];
  fields: AddressFields;
}

function toView(address: AddressRecord, defaultId: string | null, deleteDefault: boolean): AddressView {
  const isDefault = address.id === defaultId;
  return {
    id: numericIdOf(address.id) ?? '',
    isDefault,
    deletable: deleteDefault || !isDefault,
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
  const source = accountSource(context);
  const {addresses, defaultId} = await source.addressBook(context, accessToken);
  return addresses
    .map((address) => toView(address, defaultId, source.features.deleteDefaultAddress))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The full id of one of the customer's addresses, from its numeric part. */
async function addressGlobalId(
  context: AppLoadContext,
  accessToken: string,
  numericId: string,
): Promise<string | null> {
  const {addresses} = await accountSource(context).addressBook(context, accessToken);
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
  const source = accountSource(context);
  const {addresses} = await source.addressBook(context, accessToken);
  if (addresses.length >= MAX_ADDRESSES) return {ok: false, full: true};
  return source.createAddress(context, accessToken, fields, makeDefault);
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
  return accountSource(context).updateAddress(context, accessToken, id, fields, makeDefault);
}

export async function deleteAddress(
  context: AppLoadContext,
  accessToken: string,
  numericId: string,
): Promise<AccountOutcome> {
  const id = await addressGlobalId(context, accessToken, numericId);
  if (!id) return NOT_FOUND;
  return accountSource(context).deleteAddress(context, accessToken, id);
}

export async function setDefaultAddress(
  context: AppLoadContext,
  accessToken: string,
  numericId: string,
): Promise<AccountOutcome> {
  const id = await addressGlobalId(context, accessToken, numericId);
  return id ? accountSource(context).setDefaultAddress(context, accessToken, id) : NOT_FOUND;
}

/**
 * For the bag: the signed-in customer's address a bag ships to in this market (see
 * `bagDeliveryAddress`: the default cart address, else the default address), with the account
 * system's id (which the Storefront cart's `copyFromCustomerAddressId` takes); null for guests
 * and customers without addresses.
 */
export async function bagAddressFor(context: AppLoadContext): Promise<AddressRecord | null> {
  const source = accountSource(context);
  const accessToken = customerAccessToken(context) ?? (await source.accessToken(context));
  if (!accessToken) return null;
  const {addresses, defaultId} = await source.addressBook(context, accessToken);
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
