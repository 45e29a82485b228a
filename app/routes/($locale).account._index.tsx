import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {requireCustomer} from '~/lib/customer/current.server';
import {redirectInMarket} from '~/lib/customer/page.server';
import {ACCOUNT_PATHS} from '~/lib/customer/return-path';

/** `/account` is the dashboard; a guest goes straight to sign in, coming back to the dashboard. */
export async function loader({context, request}: LoaderFunctionArgs) {
  await requireCustomer(context, request);
  return redirectInMarket(context, ACCOUNT_PATHS.dashboard);
}
