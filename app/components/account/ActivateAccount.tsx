import {useActionData} from '@remix-run/react';
import {useT} from '~/lib/i18n/i18n';
import type {FormErrors} from '~/lib/customer/user-errors';
import {AuthLayout} from './AuthLayout';
import {NewPasswordForm} from './NewPasswordForm';

/** Activating an invited account: choose its first password. */
export function ActivateAccount() {
  const result = useActionData<{errors?: FormErrors}>();
  const t = useT();
  return (
    <AuthLayout title={t('accountAuth.activate.title')} intro={t('accountAuth.activate.intro')}>
      <NewPasswordForm errors={result?.errors} submitLabel={t('accountAuth.activate.submit')} />
    </AuthLayout>
  );
}
