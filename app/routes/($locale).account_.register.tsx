import {Form, useActionData, useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AuthLayout} from '~/components/account/AuthLayout';
import {
  CheckboxField,
  FormMessage,
  FormPageTexts,
  SubmitButton,
  TextField,
} from '~/components/account/form-parts';
import {MarketLink} from '~/components/ui/links';
import {register} from '~/lib/customer/account.server';
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
  assertOwnSignInPages,
} from '~/lib/customer/page.server';
import {formErrorsFrom} from '~/lib/customer/user-errors';
import {useT} from '~/lib/i18n/i18n';

/**
 * Create an account (customerCreate), then sign straight in. The e-mail sign-up box starts
 * ticked where the market subscribes new customers by default (the US).
 */
export const headers = accountHeaders;
export const meta = accountMeta('accountAuth.register.title');

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export async function loader({context}: LoaderFunctionArgs) {
  assertOwnSignInPages(context);
  if (await currentCustomer(context)) throw redirectAfterSignIn(context, null);
  return data({
    messages: accountMessages(context, AUTH_PAGE_TEXTS.register),
    subscribeByDefault: context.market.defaultEmailSubscription,
  });
}

export async function action({context, request}: ActionFunctionArgs) {
  assertOwnSignInPages(context);
  assertKnownMarket(context);
  const form = await readAccountForm(request);
  const input = {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    email: formText(form, 'email'),
    password: formPassword(form, 'password'),
    acceptsMarketing: form.get('acceptsMarketing') === 'on',
  };
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    acceptsMarketing: input.acceptsMarketing,
  };
  const blank = FIELDS.filter((field) => !input[field]);
  if (blank.length > 0) {
    return formFailure(
      context,
      {fields: Object.fromEntries(blank.map((field) => [field, 'account.errors.BLANK']))},
      {values},
    );
  }
  const outcome = await register(context, input);
  if (!outcome.ok) return formFailure(context, formErrorsFrom(outcome.errors, FIELDS), {values});
  return redirectAfterSignIn(context, null);
}

export default function RegisterPage() {
  const {messages, subscribeByDefault} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <Register subscribeByDefault={subscribeByDefault} />
    </FormPageTexts>
  );
}

function Register({subscribeByDefault}: {subscribeByDefault: boolean}) {
  const result = useActionData<typeof action>();
  const t = useT();
  const errors = result?.errors;
  const values = result?.values;
  return (
    <AuthLayout
      title={t('accountAuth.register.title')}
      intro={t('accountAuth.register.intro')}
      footer={
        <p>
          {t('accountAuth.register.haveAccount')}{' '}
          <MarketLink to="/account/login" className="font-medium underline">
            {t('accountAuth.login.submit')}
          </MarketLink>
        </p>
      }
    >
      <Form method="post" className="flex flex-col gap-4">
        <FormMessage errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            autoComplete="given-name"
            label={t('accountAuth.register.firstName')}
            defaultValue={values?.firstName}
            error={errors?.fields?.firstName}
          />
          <TextField
            name="lastName"
            autoComplete="family-name"
            label={t('accountAuth.register.lastName')}
            defaultValue={values?.lastName}
            error={errors?.fields?.lastName}
          />
        </div>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('accountAuth.login.email')}
          defaultValue={values?.email}
          error={errors?.fields?.email}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={5}
          label={t('accountAuth.login.password')}
          hint={t('accountAuth.register.passwordHint')}
          error={errors?.fields?.password}
        />
        <CheckboxField
          name="acceptsMarketing"
          label={t('accountAuth.register.acceptsMarketing')}
          defaultChecked={values ? values.acceptsMarketing : subscribeByDefault}
        />
        <SubmitButton
          label={t('accountAuth.register.submit')}
          pendingLabel={t('accountAuth.register.submitting')}
        />
      </Form>
    </AuthLayout>
  );
}
