import {useActionData, useLoaderData} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AddressForm} from '~/components/account/AddressForm';
import {FormPageTexts} from '~/components/account/form-parts';
import {EMPTY_ADDRESS} from '~/lib/customer/address-form';
import {saveAddressAction} from '~/lib/customer/address-page.server';
import {addressCountries, createAddress} from '~/lib/customer/addresses.server';
import {requireCustomer} from '~/lib/customer/current.server';
import {accountMeta} from '~/lib/customer/meta';
import {accountMessages, assertKnownMarket} from '~/lib/customer/page.server';
import {useT} from '~/lib/i18n/i18n';

/** A new address; the store's country is chosen to start with. */
export const meta = accountMeta('accountAddresses.newTitle');

export async function loader({context, request}: LoaderFunctionArgs) {
  await requireCustomer(context, request);
  return {
    countries: await addressCountries(context),
    messages: accountMessages(context, ['accountAddresses']),
    values: {...EMPTY_ADDRESS, country: context.market.countryCode},
  };
}

export async function action({context, request}: ActionFunctionArgs) {
  assertKnownMarket(context);
  const {accessToken} = await requireCustomer(context, request);
  return saveAddressAction(context, request, (fields, makeDefault) =>
    createAddress(context, accessToken, fields, makeDefault),
  );
}

export default function NewAddressPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <NewAddress />
    </FormPageTexts>
  );
}

function NewAddress() {
  const {countries, values} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t('accountAddresses.newTitle')}</h1>
      <AddressForm
        values={result?.values ?? values}
        countries={countries}
        errors={result?.errors}
        isDefault={false}
      />
    </div>
  );
}
