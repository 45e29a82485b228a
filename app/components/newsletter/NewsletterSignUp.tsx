import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {SiteLink} from '~/components/ui/links';
import {useT} from '~/lib/i18n/i18n';
import type {Translate} from '~/lib/i18n/translator';
import {useMarket} from '~/lib/market-context';
import {NEWSLETTER_SECTION_ID, RETURN_TO_FIELD} from '~/lib/newsletter/outcome';
import type {NewsletterModel} from '~/lib/shell/types';
import {useNewsletterSignUp, type SignUpView} from './use-newsletter-sign-up';

/** The footer's newsletter: title, the e-mail form, then the success message in its place. */
export function NewsletterSignUp({newsletter}: {newsletter: NewsletterModel}) {
  const t = useT();
  const {countryCode} = useMarket();
  const {captcha} = newsletter;
  const {view, submit, preloadCaptcha, clearProblem, returnTo, endpoint} = useNewsletterSignUp(captcha);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = {title: useId(), input: useId(), message: useId()};
  const message = problemMessage(view, t);
  const pending = view.state === 'pending';
  const enhanced = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = await submit(event.currentTarget);
    if (!sent) inputRef.current?.focus();
  }

  return (
    <section id={NEWSLETTER_SECTION_ID} aria-labelledby={ids.title} className="scroll-mt-24">
      <h2 id={ids.title} className="text-lg font-semibold">
        {t('newsletter.title')}
      </h2>
      {/* Always in the page so screen readers announce the success when it appears. */}
      <div aria-live="polite" data-testid="newsletter-success">
        {view.state === 'subscribed' ? (
          <div className="mt-4 rounded-md bg-white/10 p-4">
            <p className="font-semibold">{t('newsletter.successHeader')}</p>
            {newsletter.successMessage ? (
              <p className="mt-1 text-sm text-neutral-200">{newsletter.successMessage}</p>
            ) : null}
          </div>
        ) : null}
      </div>
      {view.state === 'subscribed' ? null : (
        <>
          <p className="mt-2 text-sm text-neutral-200">{t('newsletter.description')}</p>
          <form
            method="post"
            action={endpoint}
            noValidate
            onSubmit={onSubmit}
            aria-busy={pending}
            data-enhanced={enhanced ? '' : undefined}
            className="mt-4"
          >
            <input type="hidden" name="formToken" value={newsletter.formToken} />
            <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
            <input type="hidden" name="country" value={countryCode} />
            <label htmlFor={ids.input} className="block text-sm font-medium">
              {t('newsletter.emailLabel')}
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <input
                ref={inputRef}
                id={ids.input}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="ltr"
                placeholder={t('newsletter.emailPlaceholder')}
                aria-invalid={message ? true : undefined}
                aria-describedby={ids.message}
                onFocus={preloadCaptcha}
                onInput={message ? clearProblem : undefined}
                className="h-button-md w-full min-w-0 rounded-md sm:flex-1 border border-white/40 bg-white px-3 text-start text-neutral-900 placeholder:text-neutral-500 aria-[invalid=true]:border-red-300 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-300 rtl:placeholder:text-right"
              />
              <button
                type="submit"
                disabled={pending}
                className="h-button-md rounded-md bg-white px-6 font-semibold text-brand hover:bg-neutral-200 disabled:cursor-progress disabled:opacity-75"
              >
                {pending ? t('newsletter.signingUp') : t('newsletter.button')}
              </button>
            </div>
            <p
              id={ids.message}
              aria-live="polite"
              data-testid={
                view.state === 'problem' && view.problem === 'captcha'
                  ? 'newsletter-captcha-error'
                  : 'newsletter-error'
              }
              className="mt-2 min-h-5 text-sm font-medium text-red-200"
            >
              {/* The captcha message comes from the server in English; isolate its direction. */}
              <span dir="auto">{message}</span>
            </p>
          </form>
          <PrivacyNote newsletter={newsletter} />
        </>
      )}
    </section>
  );
}

function PrivacyNote({newsletter}: {newsletter: NewsletterModel}) {
  if (!newsletter.privacyPolicy && !newsletter.privacyPolicyLink) return null;
  return (
    <p className="mt-2 text-xs text-neutral-300">
      {newsletter.privacyPolicy}
      {newsletter.privacyPolicyLink ? (
        <>
          {' '}
          <SiteLink
            link={newsletter.privacyPolicyLink}
            className="underline underline-offset-2 hover:text-white"
          />
        </>
      ) : null}
    </p>
  );
}

function problemMessage(view: SignUpView, t: Translate): string {
  if (view.state !== 'problem') return '';
  switch (view.problem) {
    case 'required':
      return t('newsletter.required');
    case 'invalid-email':
      return t('newsletter.invalidEmail');
    case 'captcha':
      return view.message;
    case 'unavailable':
      return t('newsletter.unavailable');
    case 'rate-limited':
      return t('newsletter.tooMany');
    case 'form-expired':
      return t('newsletter.expired');
  }
}

/** True once React runs in the browser: before that the form posts itself. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
