import {Form, useActionData, useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ReactNode} from 'react';
import {FormMessage, FormPageTexts} from '~/components/account/form-parts';
import {MarketLink} from '~/components/ui/links';
import {MAX_ADDRESSES} from '~/lib/customer/address-form';
import {
  addressBook,
  deleteAddress,
  setDefaultAddress,
  type AddressView,
} from '~/lib/customer/addresses.server';
import {requireCustomer} from '~/lib/customer/current.server';
import {isNumericId} from '~/lib/customer/global-id';
import {accountMeta} from '~/lib/customer/meta';
import {
  accountMessages,
  assertKnownMarket,
  formFailure,
  formText,
  readAccountForm,
  signInAgainIfSignedOut,
} from '~/lib/customer/page.server';
import {formErrorsFrom} from '~/lib/customer/user-errors';
import {useT} from '~/lib/i18n/i18n';
import type {MessageKey} from '~/lib/i18n/types';
import {getFeatureFlags} from '~/lib/layout.server';
import {AddressLines} from '~/components/account/AddressLines';

/**
 * The address book: up to 100 addresses, the default first; make one the default or delete
 * it here, add and edit on their own pages. V1 is a list; V2 (`accountsV2.addresses`) a grid.
 */
export const meta = accountMeta('accountAddresses.title');

/** Confirmations a redirect back here may ask for. */
const NOTICES: Record<string, MessageKey> = {saved: 'accountAddresses.saved'};

export async function loader({context, request}: LoaderFunctionArgs) {
  const {accessToken} = await requireCustomer(context, request);
  const [addresses, flags] = await Promise.all([
    addressBook(context, accessToken),
    getFeatureFlags(context, request),
  ]);
  const notice = NOTICES[new URL(request.url).searchParams.get('notice') ?? ''] ?? null;
  return {
    addresses,
    notice,
    variant: flags.accountsV2.addresses ? ('v2' as const) : ('v1' as const),
    messages: accountMessages(context, ['accountAddresses']),
  };
}

export async function action({context, request}: ActionFunctionArgs) {
  assertKnownMarket(context);
  const {accessToken} = await requireCustomer(context, request);
  const form = await readAccountForm(request);
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  if (!isNumericId(id) || (intent !== 'delete' && intent !== 'default')) {
    return formFailure(context, {form: 'account.errors.INVALID'});
  }
  const outcome =
    intent === 'delete'
      ? await deleteAddress(context, accessToken, id)
      : await setDefaultAddress(context, accessToken, id);
  if (!outcome.ok) {
    signInAgainIfSignedOut(context, request, outcome.errors);
    return formFailure(context, formErrorsFrom(outcome.errors, []));
  }
  return data({
    ok: true as const,
    notice: (intent === 'delete'
      ? 'accountAddresses.deleted'
      : 'accountAddresses.defaultChanged') as MessageKey,
  });
}

export default function AddressesPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <Addresses />
    </FormPageTexts>
  );
}

function Addresses() {
  const {addresses, notice, variant} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const full = addresses.length >= MAX_ADDRESSES;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-semibold">{t('accountAddresses.title')}</h1>
        <p className="text-neutral-700">
          {t('accountAddresses.count', {count: addresses.length, max: MAX_ADDRESSES})}
        </p>
      </header>
      <FormMessage
        errors={result && !result.ok ? result.errors : null}
        message={result?.ok ? result.notice : notice}
      />
      {full ? (
        <p>{t('accountAddresses.full', {max: MAX_ADDRESSES})}</p>
      ) : (
        <MarketLink
          to="/account/addresses/new"
          className="self-start rounded bg-neutral-900 px-5 py-3 font-medium text-white"
        >
          {t('accountAddresses.add')}
        </MarketLink>
      )}
      {addresses.length === 0 ? (
        <p>{t('accountAddresses.empty')}</p>
      ) : (
        <ul className={variant === 'v2' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-4'}>
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Each card's buttons are described by its address, so "Delete" says which one to a screen reader. */
function AddressCard({address}: {address: AddressView}) {
  const t = useT();
  const addressId = `address-${address.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4" data-testid="address">
      {address.isDefault ? (
        <span className="self-start rounded-full bg-neutral-900 px-2 py-0.5 text-sm text-white">
          {t('accountAddresses.default')}
        </span>
      ) : null}
      <AddressLines id={addressId} lines={address.lines} />
      <div className="flex flex-wrap items-center gap-4">
        <MarketLink
          to={`/account/addresses/${address.id}`}
          className="underline"
          aria-describedby={addressId}
        >
          {t('accountAddresses.edit')}
        </MarketLink>
        {address.isDefault ? null : (
          <AddressAction addressId={address.id} describedBy={addressId} intent="default">
            {t('accountAddresses.makeDefault')}
          </AddressAction>
        )}
        {address.deletable ? (
          <AddressAction
            addressId={address.id}
            describedBy={addressId}
            intent="delete"
            className="text-red-800"
          >
            {t('accountAddresses.delete')}
          </AddressAction>
        ) : null}
      </div>
    </li>
  );
}

/** A one-button form acting on one address (make default, delete), described by the address it acts on. */
function AddressAction({
  addressId,
  describedBy,
  intent,
  className = '',
  children,
}: {
  addressId: string;
  describedBy: string;
  intent: 'default' | 'delete';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={addressId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`underline ${className}`}
        aria-describedby={describedBy}
      >
        {children}
      </button>
    </Form>
  );
}
