import {Form, useActionData, useLoaderData} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ReactNode} from 'react';
import {
  CheckboxField,
  FormMessage,
  FormPageTexts,
  Panel,
  SubmitButton,
  TextField,
} from '~/components/account/form-parts';
import {NewPasswordFields} from '~/components/account/NewPasswordForm';
import {signIn, updateProfile, type ProfileChanges} from '~/lib/customer/account.server';
import {requireCustomer} from '~/lib/customer/current.server';
import {accountMeta} from '~/lib/customer/meta';
import {
  accountMessages,
  assertKnownMarket,
  formFailure,
  formPassword,
  formText,
  readAccountForm,
  signInAgainIfSignedOut,
  throttledFailure,
} from '~/lib/customer/page.server';
import {accountSource} from '~/lib/customer/accounts.server';
import {customerProfile} from '~/lib/customer/profile.server';
import {clientAddress, signInThrottle} from '~/lib/customer/sign-in-throttle.server';
import {formErrorsFrom} from '~/lib/customer/user-errors';
import {useT} from '~/lib/i18n/i18n';
import type {MessageKey} from '~/lib/i18n/types';
import {getFeatureFlags} from '~/lib/layout.server';

/**
 * Account info: name, e-mail, phone and marketing consent; and a new password (the current
 * one first). With the current customer accounts only the name changes here: Shopify's own
 * account pages keep e-mail, phone, consent and sign-in. V1 shows both forms open; V2 (`accountsV2.accountInfo`) shows the details and
 * opens each form on request.
 */
export const meta = accountMeta('accountProfile.title');

const DETAIL_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

export async function loader({context, request}: LoaderFunctionArgs) {
  const {accessToken} = await requireCustomer(context, request);
  const [profile, flags] = await Promise.all([
    customerProfile(context, accessToken),
    getFeatureFlags(context, request),
  ]);
  return {
    profile,
    variant: flags.accountsV2.accountInfo ? ('v2' as const) : ('v1' as const),
    messages: accountMessages(context, ['accountProfile']),
  };
}

export async function action({context, request}: ActionFunctionArgs) {
  assertKnownMarket(context);
  const {customer, accessToken} = await requireCustomer(context, request);
  const form = await readAccountForm(request);
  const intent = formText(form, 'intent');
  const {editContactAndPassword} = accountSource(context).features;

  if (intent === 'password' && editContactAndPassword) {
    const current = formPassword(form, 'currentPassword');
    const password = formPassword(form, 'password');
    const fields: Partial<Record<string, MessageKey>> = {};
    if (!current) fields.currentPassword = 'account.errors.BLANK';
    if (!password) fields.password = 'account.errors.BLANK';
    else if (password !== formPassword(form, 'passwordConfirm'))
      fields.passwordConfirm = 'account.errors.passwordMismatch';
    if (Object.keys(fields).length > 0) return formFailure(context, {fields}, {intent});
    // The current password is checked by signing in with it (a fresh token, kept), throttled like sign-in.
    const email = customer.email ?? '';
    const address = clientAddress(request);
    const verdict = signInThrottle.check(address, email);
    if (!verdict.allowed) return throttledFailure(context, verdict.retryAfterSeconds, {intent});
    const check = await signIn(context, {email, password: current});
    if (!check.ok) {
      signInThrottle.record(address, email);
      return formFailure(
        context,
        {fields: {currentPassword: 'accountProfile.currentPasswordWrong'}},
        {intent},
      );
    }
    const outcome = await updateProfile(context, accessToken, {password});
    if (!outcome.ok) {
      signInAgainIfSignedOut(context, request, outcome.errors);
      return formFailure(context, formErrorsFrom(outcome.errors, ['password']), {intent});
    }
    return data({ok: true as const, intent, notice: 'accountProfile.passwordSaved' as MessageKey});
  }

  if (intent !== 'details') return formFailure(context, {form: 'account.errors.INVALID'}, {intent});
  const names = {firstName: formText(form, 'firstName'), lastName: formText(form, 'lastName')};
  const changes: ProfileChanges = editContactAndPassword
    ? {
        ...names,
        email: formText(form, 'email'),
        phone: formText(form, 'phone') || null,
        acceptsMarketing: form.get('acceptsMarketing') === 'on',
      }
    : names;
  if (editContactAndPassword && !changes.email)
    return formFailure(context, {fields: {email: 'account.errors.BLANK'}}, {intent});
  const outcome = await updateProfile(context, accessToken, changes);
  if (!outcome.ok) {
    signInAgainIfSignedOut(context, request, outcome.errors);
    return formFailure(context, formErrorsFrom(outcome.errors, DETAIL_FIELDS), {intent});
  }
  return data({ok: true as const, intent, notice: 'accountProfile.saved' as MessageKey});
}

export default function ProfilePage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <FormPageTexts messages={messages}>
      <Profile />
    </FormPageTexts>
  );
}

function Profile() {
  const {profile, variant} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const outcomeFor = (intent: string) => (result?.intent === intent ? result : undefined);
  const details = outcomeFor('details');
  const password = outcomeFor('password');
  const detailErrors = details && !details.ok ? details.errors : null;
  const passwordErrors = password && !password.ok ? password.errors : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t('accountProfile.title')}</h1>
      <Panel title={t('accountProfile.personal')}>
        <Disclosure
          open={variant === 'v1' || Boolean(details)}
          summary={<ProfileSummary profile={profile} />}
        >
          <Form method="post" className="flex max-w-xl flex-col gap-4">
            <FormMessage errors={detailErrors} message={details?.ok ? details.notice : null} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="firstName"
                autoComplete="given-name"
                label={t('accountProfile.firstName')}
                defaultValue={profile.firstName}
                error={detailErrors?.fields?.firstName}
                optional
              />
              <TextField
                name="lastName"
                autoComplete="family-name"
                label={t('accountProfile.lastName')}
                defaultValue={profile.lastName}
                error={detailErrors?.fields?.lastName}
                optional
              />
            </div>
            {profile.editContactAndPassword ? (
              <>
                <TextField
                  name="email"
                  type="email"
                  autoComplete="email"
                  label={t('accountProfile.email')}
                  defaultValue={profile.email}
                  error={detailErrors?.fields?.email}
                />
                <TextField
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  label={t('accountProfile.phone')}
                  defaultValue={profile.phone}
                  error={detailErrors?.fields?.phone}
                  optional
                />
                <CheckboxField
                  name="acceptsMarketing"
                  label={t('accountProfile.acceptsMarketing')}
                  defaultChecked={profile.acceptsMarketing}
                />
              </>
            ) : (
              <dl>
                <dt className="font-medium">{t('accountProfile.email')}</dt>
                <dd>{profile.email}</dd>
              </dl>
            )}
            <SubmitButton label={t('accountProfile.save')} intent="details" className="self-start" />
          </Form>
        </Disclosure>
      </Panel>
      {profile.editContactAndPassword ? (
        <Panel title={t('accountProfile.passwordTitle')}>
          <Disclosure open={variant === 'v1' || Boolean(password)} summary={null}>
            <Form method="post" className="flex max-w-xl flex-col gap-4">
              <FormMessage errors={passwordErrors} message={password?.ok ? password.notice : null} />
              <TextField
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                label={t('accountProfile.currentPassword')}
                error={passwordErrors?.fields?.currentPassword}
              />
              <NewPasswordFields
                errors={passwordErrors}
                labels={{
                  password: t('accountProfile.newPassword'),
                  confirm: t('accountProfile.confirmPassword'),
                  hint: t('accountProfile.passwordHint'),
                }}
              />
              <SubmitButton
                label={t('accountProfile.savePassword')}
                intent="password"
                className="self-start"
              />
            </Form>
          </Disclosure>
        </Panel>
      ) : null}
    </div>
  );
}

function ProfileSummary({profile}: {profile: {firstName: string; lastName: string; email: string}}) {
  return (
    <div>
      <p>{[profile.firstName, profile.lastName].filter(Boolean).join(' ')}</p>
      <p>{profile.email}</p>
    </div>
  );
}

/** V2's "show the details, open the form on request"; V1 renders the form as is. */
function Disclosure({open, summary, children}: {open: boolean; summary: ReactNode; children: ReactNode}) {
  const t = useT();
  if (open) return <>{children}</>;
  return (
    <div className="flex flex-col gap-3">
      {summary}
      <details>
        <summary className="cursor-pointer underline">{t('accountProfile.edit')}</summary>
        <div className="mt-4">{children}</div>
      </details>
    </div>
  );
}
