import {useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ActivateAccount} from '~/components/account/ActivateAccount';
import {FormPageTexts} from '~/components/account/form-parts';
import {activateAccount} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/meta';
import {choosePasswordAction, customerLinkParams} from '~/lib/customer/new-password.server';
import {
  accountHeaders,
  AUTH_PAGE_TEXTS,
  accountMessages,
  assertKnownMarket,
  assertOwnSignInPages,
} from '~/lib/customer/page.server';

/** The account invitation's link, `/account/activate/{customer id}/{activation token}`: activation by id. */
export const headers = accountHeaders;
export const meta = accountMeta('accountAuth.activate.title');

export async function loader({context, params}: LoaderFunctionArgs) {
  assertOwnSignInPages(context);
  customerLinkParams(params);
  return data({messages: accountMessages(context, AUTH_PAGE_TEXTS.activate)});
}

export async function action({context, request, params}: ActionFunctionArgs) {
  assertOwnSignInPages(context);
  assertKnownMarket(context);
  const {customerId, token} = customerLinkParams(params);
  return choosePasswordAction(context, request, (password) =>
    activateAccount(context, {customerId, activationToken: token, password}),
  );
}

export default function ActivatePage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <ActivateAccount />
    </FormPageTexts>
  );
}
