import {Form, useActionData, useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AuthLayout} from '~/components/account/AuthLayout';
import {FormMessage, FormPageTexts, SubmitButton, TextField} from '~/components/account/form-parts';
import {MarketLink} from '~/components/ui/links';
import {BRAND_NAME} from '~/lib/brand';
import {signIn} from '~/lib/customer/account.server';
import {currentCustomer} from '~/lib/customer/current.server';
import {accountMeta} from '~/lib/customer/meta';
import {
  accountHeaders,
  AUTH_PAGE_TEXTS,
  accountMessages,
  assertKnownMarket,
  formFailure,
  formPassword,
  formText,
  readAccountForm,
  redirectAfterSignIn,
  redirectInMarket,
  startHostedSignIn,
  throttledFailure,
} from '~/lib/customer/page.server';
import {safeReturnPath} from '~/lib/customer/return-path';
import {clientAddress, signInThrottle} from '~/lib/customer/sign-in-throttle.server';
import {formErrorsFrom} from '~/lib/customer/user-errors';
import {useT} from '~/lib/i18n/i18n';

/**
 * Sign in: with e-mail and password here (classic customer accounts), or on Shopify's hosted
 * page (the current customer accounts, which this page sends the shopper to at once). The
 * header's account link for guests.
 */
export const headers = accountHeaders;
export const meta = accountMeta('accountAuth.login.title');

export async function loader({context, request}: LoaderFunctionArgs) {
  const returnTo = new URL(request.url).searchParams.get('returnTo');
  if (await currentCustomer(context)) throw redirectAfterSignIn(context, returnTo);
  if (context.customerAccount) throw await startHostedSignIn(context, context.customerAccount, returnTo);
  return data({
    messages: accountMessages(context, AUTH_PAGE_TEXTS.login),
    returnTo: safeReturnPath(returnTo, ''),
  });
}

export async function action({context, request}: ActionFunctionArgs) {
  assertKnownMarket(context);
  // The current customer accounts take no password here: the page goes to Shopify's.
  if (context.customerAccount) return redirectInMarket(context, '/account/login');
  const form = await readAccountForm(request);
  const email = formText(form, 'email');
  const password = formPassword(form, 'password');
  if (!email || !password) {
    return formFailure(
      context,
      {
        fields: {
          ...(email ? {} : {email: 'account.errors.BLANK'}),
          ...(password ? {} : {password: 'account.errors.BLANK'}),
        },
      },
      {email},
    );
  }
  const address = clientAddress(request);
  const verdict = signInThrottle.check(address, email);
  if (!verdict.allowed) return throttledFailure(context, verdict.retryAfterSeconds, {email});
  const outcome = await signIn(context, {email, password});
  if (!outcome.ok) {
    if (outcome.errors.some((error) => error.code === 'UNIDENTIFIED_CUSTOMER'))
      signInThrottle.record(address, email);
    // Which of e-mail or password was wrong is not said: the message is for the form.
    return formFailure(context, formErrorsFrom(outcome.errors, []), {email});
  }
  signInThrottle.clearEmail(email);
  return redirectAfterSignIn(context, form.get('returnTo'));
}

export default function LoginPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <Login />
    </FormPageTexts>
  );
}

function Login() {
  const {returnTo} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const errors = result?.errors;
  return (
    <AuthLayout
      title={t('accountAuth.login.title')}
      intro={t('accountAuth.login.intro')}
      footer={
        <p>
          {t('accountAuth.login.newHere', {brand: BRAND_NAME})}{' '}
          <MarketLink to="/account/register" className="font-medium underline">
            {t('accountAuth.login.createAccount')}
          </MarketLink>
        </p>
      }
    >
      <Form method="post" className="flex flex-col gap-4">
        <FormMessage errors={errors} />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('accountAuth.login.email')}
          defaultValue={result?.email}
          error={errors?.fields?.email}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('accountAuth.login.password')}
          error={errors?.fields?.password}
        />
        <SubmitButton
          label={t('accountAuth.login.submit')}
          pendingLabel={t('accountAuth.login.submitting')}
        />
        <MarketLink to="/account/recover" className="self-start underline">
          {t('accountAuth.login.forgotPassword')}
        </MarketLink>
      </Form>
    </AuthLayout>
  );
}
