import {Form, useActionData, useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AuthLayout} from '~/components/account/AuthLayout';
import {FormMessage, FormPageTexts, SubmitButton, TextField} from '~/components/account/form-parts';
import {MarketLink} from '~/components/ui/links';
import {recoverPassword} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/meta';
import {
  accountHeaders,
  AUTH_PAGE_TEXTS,
  accountMessages,
  assertKnownMarket,
  formFailure,
  formText,
  readAccountForm,
  throttledFailure,
  assertOwnSignInPages,
} from '~/lib/customer/page.server';
import {clientAddress, recoverThrottle} from '~/lib/customer/sign-in-throttle.server';
import {formErrorsFrom} from '~/lib/customer/user-errors';
import {useT} from '~/lib/i18n/i18n';

/**
 * Forgotten password: Shopify e-mails a link to `/account/reset/{id}/{token}`. Whether an
 * account exists for the address is not revealed; the answer reads the same either way.
 */
export const headers = accountHeaders;
export const meta = accountMeta('accountAuth.recover.title');

export async function loader({context}: LoaderFunctionArgs) {
  assertOwnSignInPages(context);
  return data({messages: accountMessages(context, AUTH_PAGE_TEXTS.recover)});
}

export async function action({context, request}: ActionFunctionArgs) {
  assertOwnSignInPages(context);
  assertKnownMarket(context);
  const form = await readAccountForm(request);
  const email = formText(form, 'email');
  if (!email) return formFailure(context, {fields: {email: 'account.errors.BLANK'}}, {email});
  const address = clientAddress(request);
  const verdict = recoverThrottle.check(address, email);
  if (!verdict.allowed) return throttledFailure(context, verdict.retryAfterSeconds, {email});
  recoverThrottle.record(address, email);
  const outcome = await recoverPassword(context, email);
  const unknownAccount =
    !outcome.ok && outcome.errors.every((error) => error.code === 'UNIDENTIFIED_CUSTOMER');
  if (outcome.ok || unknownAccount) {
    return data({ok: true as const, sentTo: email}, {headers: {'Cache-Control': 'private, no-store'}});
  }
  return formFailure(context, formErrorsFrom(outcome.errors, ['email']), {email});
}

export default function RecoverPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <Recover />
    </FormPageTexts>
  );
}

function Recover() {
  const result = useActionData<typeof action>();
  const t = useT();
  const back = (
    <MarketLink to="/account/login" className="underline">
      {t('accountAuth.recover.backToSignIn')}
    </MarketLink>
  );
  if (result?.ok) {
    return (
      <AuthLayout title={t('accountAuth.recover.title')} footer={back}>
        <FormMessage message="accountAuth.recover.sent" values={{email: result.sentTo}} />
      </AuthLayout>
    );
  }
  const errors = result?.errors;
  return (
    <AuthLayout title={t('accountAuth.recover.title')} intro={t('accountAuth.recover.intro')} footer={back}>
      <Form method="post" className="flex flex-col gap-4">
        <FormMessage errors={errors} />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('accountAuth.login.email')}
          defaultValue={result?.email}
          error={errors?.fields?.email}
        />
        <SubmitButton
          label={t('accountAuth.recover.submit')}
          pendingLabel={t('accountAuth.recover.submitting')}
        />
      </Form>
    </AuthLayout>
  );
}
