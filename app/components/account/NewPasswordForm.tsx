import {Form} from '@remix-run/react';
import {FormMessage, SubmitButton, TextField} from './form-parts';
import {useT} from '~/lib/i18n/i18n';
import type {FormErrors} from '~/lib/customer/user-errors';

/** Choosing a password (reset link, account activation): the password twice. */
export function NewPasswordForm({errors, submitLabel}: {errors?: FormErrors | null; submitLabel: string}) {
  const t = useT();
  return (
    <Form method="post" className="flex flex-col gap-4">
      <FormMessage errors={errors} />
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={5}
        label={t('accountAuth.reset.password')}
        hint={t('accountAuth.register.passwordHint')}
        error={errors?.fields?.password}
      />
      <TextField
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={t('accountAuth.reset.confirmPassword')}
        error={errors?.fields?.passwordConfirm}
      />
      <SubmitButton label={submitLabel} />
    </Form>
  );
}
