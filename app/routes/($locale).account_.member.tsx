import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {accountSource} from '~/lib/customer/accounts.server';
import {currentCustomer} from '~/lib/customer/current.server';
import {memberView} from '~/lib/customer/member.server';
import {accountMessages} from '~/lib/customer/page.server';

/**
 * The member drawer's data (`/account/member`, loaded when the drawer opens): the shopper's
 * community membership and savings cap, or that they are a guest or in no programme. One
 * customer's data: never cached.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const headers = {'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex'};
  const messages = accountMessages(context, ['member']);
  const customer = await currentCustomer(context);
  const accessToken = customer ? await accountSource(context).accessToken(context) : null;
  if (!customer || !accessToken) return data({status: 'guest' as const, messages, member: null}, {headers});
  const member = await memberView(context, customer, accessToken);
  return data(
    member
      ? {status: 'member' as const, messages, member}
      : {status: 'not-member' as const, messages, member: null},
    {headers},
  );
}
