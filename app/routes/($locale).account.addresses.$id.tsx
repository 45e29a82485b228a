import {useActionData, useLoaderData} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AddressForm} from '~/components/account/AddressForm';
import {FormPageTexts} from '~/components/account/form-parts';
import {saveAddressAction} from '~/lib/customer/address-page.server';
import {addressBook, addressCountries, updateAddress} from '~/lib/customer/addresses.server';
import {requireCustomer} from '~/lib/customer/current.server';
import {isNumericId} from '~/lib/customer/global-id';
import {accountMeta} from '~/lib/customer/meta';
import {accountMessages, assertKnownMarket} from '~/lib/customer/page.server';
import {useT} from '~/lib/i18n/i18n';

/** Editing one of the customer's addresses (by the numeric part of its id); others are a 404. */
export const meta = accountMeta('accountAddresses.editTitle');

function addressId(params: LoaderFunctionArgs['params']): string {
  if (!isNumericId(params.id)) throw new Response('Not found', {status: 404});
  return params.id;
}

export async function loader({context, request, params}: LoaderFunctionArgs) {
  const id = addressId(params);
  const {accessToken} = await requireCustomer(context, request);
  const [addresses, countries] = await Promise.all([
    addressBook(context, accessToken),
    addressCountries(context),
  ]);
  const address = addresses.find((candidate) => candidate.id === id);
  if (!address) throw new Response('Not found', {status: 404});
  return {
    countries,
    values: address.fields,
    isDefault: address.isDefault,
    messages: accountMessages(context, ['accountAddresses']),
  };
}

export async function action({context, request, params}: ActionFunctionArgs) {
  assertKnownMarket(context);
  const id = addressId(params);
  const {accessToken} = await requireCustomer(context, request);
  return saveAddressAction(context, request, (fields, makeDefault) =>
    updateAddress(context, accessToken, id, fields, makeDefault),
  );
}

export default function EditAddressPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <EditAddress />
    </FormPageTexts>
  );
}

function EditAddress() {
  const {countries, values, isDefault} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t('accountAddresses.editTitle')}</h1>
      <AddressForm
        values={result?.values ?? values}
        countries={countries}
        errors={result?.errors}
        isDefault={isDefault}
      />
    </div>
  );
}
