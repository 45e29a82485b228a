import {Outlet, useLoaderData, type ShouldRevalidateFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AccountNav} from '~/components/account/AccountNav';
import {requireCustomer} from '~/lib/customer/current.server';
import {accountHeaders, accountMessages, SIGNED_IN_TEXTS} from '~/lib/customer/page.server';
import {I18nProvider} from '~/lib/i18n/i18n';

/**
 * The signed-in account pages (`/account/dashboard`, orders, addresses, details): a guest
 * is sent to sign in and brought back. Each page's loader checks again, since loaders run
 * side by side. Never cached, never indexed.
 */
export const headers = accountHeaders;

export async function loader({context, request}: LoaderFunctionArgs) {
  await requireCustomer(context, request);
  return data({messages: accountMessages(context, SIGNED_IN_TEXTS)});
}

/** Its data is the texts: they change only with the market. */
export const shouldRevalidate: ShouldRevalidateFunction = ({currentParams, nextParams, formMethod}) =>
  currentParams.locale !== nextParams.locale || (formMethod !== undefined && formMethod !== 'GET');

export default function AccountLayout() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <AccountNav />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </I18nProvider>
  );
}
