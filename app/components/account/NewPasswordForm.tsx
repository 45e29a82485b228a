import {Form} from '@remix-run/react';
import {FormMessage, SubmitButton, TextField} from './form-parts';
import {useT} from '~/lib/i18n/i18n';
import type {FormErrors} from '~/lib/customer/user-errors';

/** A new password, typed twice (`password`, `passwordConfirm`), with the rules as a hint. */
export function NewPasswordFields({
  errors,
  labels,
}: {
  errors?: FormErrors | null;
  labels: {password: string; confirm: string; hint: string};
}) {
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={5}
        label={labels.password}
        hint={labels.hint}
        error={errors?.fields?.password}
      />
      <TextField
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={labels.confirm}
        error={errors?.fields?.passwordConfirm}
      />
    </>
  );
}

/** Choosing a password (reset link, account activation). */
export function NewPasswordForm({errors, submitLabel}: {errors?: FormErrors | null; submitLabel: string}) {
  const t = useT();
  return (
    <Form method="post" className="flex flex-col gap-4">
      <FormMessage errors={errors} />
      <NewPasswordFields
        errors={errors}
        labels={{
          password: t('accountAuth.reset.password'),
          confirm: t('accountAuth.reset.confirmPassword'),
          hint: t('accountAuth.register.passwordHint'),
        }}
      />
      <SubmitButton label={submitLabel} />
    </Form>
  );
}
