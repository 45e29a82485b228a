import {useActionData, useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AuthLayout} from '~/components/account/AuthLayout';
import {NewPasswordForm} from '~/components/account/NewPasswordForm';
import {MarketLink} from '~/components/ui/links';
import {resetPassword} from '~/lib/customer/account.server';
import {FormPageTexts} from '~/components/account/form-parts';
import {accountMeta} from '~/lib/customer/meta';
import {choosePasswordAction, customerLinkParams} from '~/lib/customer/new-password.server';
import {
  accountHeaders,
  AUTH_PAGE_TEXTS,
  accountMessages,
  assertKnownMarket,
  assertOwnSignInPages,
} from '~/lib/customer/page.server';
import {useT} from '~/lib/i18n/i18n';

/** The password-reset link's page, `/account/reset/{customer id}/{reset token}`. */
export const headers = accountHeaders;
export const meta = accountMeta('accountAuth.reset.title');

export async function loader({context, params}: LoaderFunctionArgs) {
  assertOwnSignInPages(context);
  customerLinkParams(params);
  return data({messages: accountMessages(context, AUTH_PAGE_TEXTS.reset)});
}

export async function action({context, request, params}: ActionFunctionArgs) {
  assertOwnSignInPages(context);
  assertKnownMarket(context);
  const {customerId, token} = customerLinkParams(params);
  return choosePasswordAction(context, request, (password) =>
    resetPassword(context, {customerId, resetToken: token, password}),
  );
}

export default function ResetPasswordPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <ResetPassword />
    </FormPageTexts>
  );
}

function ResetPassword() {
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <AuthLayout
      title={t('accountAuth.reset.title')}
      intro={t('accountAuth.reset.intro')}
      footer={
        <MarketLink to="/account/recover" className="underline">
          {t('accountAuth.reset.requestNewLink')}
        </MarketLink>
      }
    >
      <NewPasswordForm errors={result?.errors} submitLabel={t('accountAuth.reset.submit')} />
    </AuthLayout>
  );
}
