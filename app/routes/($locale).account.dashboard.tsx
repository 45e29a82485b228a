import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Dashboard} from '~/components/account/Dashboard';
import {requireCustomer} from '~/lib/customer/current.server';
import {dashboardView} from '~/lib/customer/dashboard.server';
import {accountMeta} from '~/lib/customer/meta';
import {accountMessages} from '~/lib/customer/page.server';
import {I18nProvider} from '~/lib/i18n/i18n';
import {getFeatureFlags} from '~/lib/layout.server';

/** The account dashboard, where the header's account link goes for a signed-in customer. */
export const meta = accountMeta('accountDashboard.title');

export async function loader({context, request}: LoaderFunctionArgs) {
  const {customer, accessToken} = await requireCustomer(context, request);
  const [view, flags] = await Promise.all([
    dashboardView(context, customer, accessToken),
    getFeatureFlags(context, request),
  ]);
  return {
    view,
    variant: flags.accountsV2.dashboard ? ('v2' as const) : ('v1' as const),
    // The membership texts only for members: the page sends what it shows.
    messages: accountMessages(context, view.member ? ['accountDashboard', 'member'] : ['accountDashboard']),
  };
}

export default function DashboardPage() {
  const {view, variant, messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Dashboard view={view} variant={variant} />
    </I18nProvider>
  );
}
