import {useActionData, useNavigation} from '@remix-run/react';
import {useId, useMemo, type InputHTMLAttributes, type ReactNode} from 'react';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import type {MessageBundle, MessageKey} from '~/lib/i18n/types';
import type {FormErrors} from '~/lib/customer/user-errors';

/**
 * The account forms' pieces: labelled fields whose error is tied to the input
 * (`aria-invalid`, `aria-describedby`), the form's own message as an alert, and a submit
 * button that says what is happening while the form is sent.
 */

/**
 * A form page's texts: its loader's, and those of the errors its last submission shows (a
 * failed submission sends them, see `formFailure`), so no page carries every error text ahead.
 */
export function FormPageTexts({messages, children}: {messages: MessageBundle; children: ReactNode}) {
  const result = useActionData<{messages?: MessageBundle}>();
  const errorTexts = result?.messages;
  const bundle = useMemo(
    () => (errorTexts ? {...messages, ...errorTexts} : messages),
    [messages, errorTexts],
  );
  return <I18nProvider messages={bundle}>{children}</I18nProvider>;
}

const INPUT_CLASSES =
  'h-12 w-full rounded border border-neutral-400 bg-white px-3 text-base aria-[invalid=true]:border-red-700';

export function TextField({
  name,
  label,
  error,
  hint,
  optional = false,
  ...input
}: {
  name: string;
  label: string;
  error?: MessageKey;
  hint?: string;
  optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const t = useT();
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-neutral-600"> ({t('account.optional')})</span> : null}
      </label>
      <input
        id={id}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={INPUT_CLASSES}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's error, read out with the field (its id is in the input's aria-describedby). */
function FieldError({id, error}: {id: string; error?: MessageKey}) {
  const t = useT();
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {t(error)}
    </p>
  ) : null;
}

export function SelectField({
  name,
  label,
  error,
  defaultValue,
  placeholder,
  options,
}: {
  name: string;
  label: string;
  error?: MessageKey;
  defaultValue?: string;
  placeholder: string;
  options: {value: string; label: string}[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        required
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT_CLASSES}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} className="h-5 w-5" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The form-level message: an alert for errors, a polite status for confirmations. */
export function FormMessage({
  errors,
  message,
  values,
}: {
  errors?: FormErrors | null;
  message?: MessageKey | null;
  values?: Record<string, string | number>;
}) {
  const t = useT();
  if (errors?.form) {
    return (
      <p role="alert" className="rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800">
        {t(errors.form, errors.values ?? values)}
      </p>
    );
  }
  if (message) {
    return (
      <p role="status" className="rounded border border-green-700 bg-green-50 px-4 py-3 text-green-900">
        {t(message, values)}
      </p>
    );
  }
  return null;
}

/** A submit button that shows `pendingLabel` while its form (the one posting to `action`) is on its way. */
export function SubmitButton({
  label,
  pendingLabel,
  intent,
  className = '',
}: {
  label: string;
  pendingLabel?: string;
  intent?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const t = useT();
  const pending =
    navigation.state === 'submitting' && (!intent || navigation.formData?.get('intent') === intent);
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      disabled={pending}
      aria-disabled={pending || undefined}
      className={`h-12 rounded bg-neutral-900 px-6 font-medium text-white disabled:opacity-70 ${className}`}
    >
      {pending ? (pendingLabel ?? t('account.saving')) : label}
    </button>
  );
}

/** A titled panel on the account pages. */
export function Panel({title, children, action}: {title: string; children: ReactNode; action?: ReactNode}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-neutral-200 p-5">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
