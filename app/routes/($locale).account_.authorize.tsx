import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {redirectInMarket} from '~/lib/customer/page.server';

/**
 * `/account/authorize`, where Shopify's hosted customer accounts send a shopper back after
 * signing in. This store signs customers in itself (classic accounts), so nothing comes back
 * here to finish: the address leads to the account, which asks a signed-out shopper to sign in.
 */
export async function loader({context}: LoaderFunctionArgs) {
  return redirectInMarket(context, '/account');
}
