import {useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ActivateAccount} from '~/components/account/ActivateAccount';
import {FormPageTexts} from '~/components/account/form-parts';
import {activateAccount} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/meta';
import {choosePasswordAction} from '~/lib/customer/new-password.server';
import {
  accountHeaders,
  AUTH_PAGE_TEXTS,
  accountMessages,
  assertKnownMarket,
  assertOwnSignInPages,
} from '~/lib/customer/page.server';

/**
 * Activation by URL, `/account/activate?url={activation URL}`: for invitation links that
 * reach the store through another host (the shop's Shopify domain forwarding the link it
 * received), the whole URL is handed to Shopify, which checks it.
 */
export const headers = accountHeaders;
export const meta = accountMeta('accountAuth.activate.title');

function activationUrl(request: Request): string {
  const value = new URL(request.url).searchParams.get('url') ?? '';
  try {
    const url = new URL(value);
    if (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /\/account\/activate\/\d+\/[^/]+$/.test(url.pathname)
    ) {
      return url.toString();
    }
  } catch {
    // Not a URL: handled below.
  }
  throw new Response('Not found', {status: 404});
}

export async function loader({context, request}: LoaderFunctionArgs) {
  assertOwnSignInPages(context);
  activationUrl(request);
  return data({messages: accountMessages(context, AUTH_PAGE_TEXTS.activate)});
}

export async function action({context, request}: ActionFunctionArgs) {
  assertOwnSignInPages(context);
  assertKnownMarket(context);
  const url = activationUrl(request);
  return choosePasswordAction(context, request, (password) =>
    activateAccount(context, {activationUrl: url, password}),
  );
}

export default function ActivateByUrlPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <ActivateAccount />
    </FormPageTexts>
  );
}
