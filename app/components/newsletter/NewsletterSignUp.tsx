import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {FooterLinkItem} from '~/components/footer/FooterLinkItem';
import type {FooterLabels} from '~/components/footer/footer-labels';
import {NEWSLETTER_SECTION_ID, RETURN_TO_FIELD} from '~/lib/newsletter/outcome';
import type {NewsletterTexts} from './newsletter-texts';
import {
  NEWSLETTER_ENDPOINT,
  useNewsletterSignUp,
  type CaptchaSettings,
  type SignUpView,
} from './use-newsletter-sign-up';

interface NewsletterSignUpProps {
  /** The storefront's country, recorded with the sign-up. */
  country: string;
  texts: NewsletterTexts;
  labels: Pick<FooterLabels, 'signingUp' | 'signUpUnavailable' | 'opensInNewTab'>;
  captcha: CaptchaSettings;
}

/** The footer's newsletter: title, the e-mail form, then the success message in its place. */
export function NewsletterSignUp({country, texts, labels, captcha}: NewsletterSignUpProps) {
  const {view, submit, preloadCaptcha, clearProblem, returnTo} = useNewsletterSignUp(captcha);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = {title: useId(), input: useId(), message: useId()};
  const message = problemMessage(view, texts, labels);
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
        {texts.title}
      </h2>
      {/* Always in the page so screen readers announce the success when it appears. */}
      <div aria-live="polite" data-testid="newsletter-success">
        {view.state === 'subscribed' ? (
          <div className="mt-4 rounded-md bg-white/10 p-4">
            <p className="font-semibold">{texts.successHeader}</p>
            {texts.successMessage ? (
              <p className="mt-1 text-sm text-neutral-200">{texts.successMessage}</p>
            ) : null}
          </div>
        ) : null}
      </div>
      {view.state === 'subscribed' ? null : (
        <>
          {texts.description ? <p className="mt-2 text-sm text-neutral-200">{texts.description}</p> : null}
          <form
            method="post"
            action={NEWSLETTER_ENDPOINT}
            noValidate
            onSubmit={onSubmit}
            aria-busy={pending}
            data-enhanced={enhanced ? '' : undefined}
            className="mt-4"
          >
            <input type="hidden" name="bypassAssessment" value={captcha.required ? 'false' : 'true'} />
            <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
            <input type="hidden" name="country" value={country} />
            <label htmlFor={ids.input} className="block text-sm font-medium">
              {texts.emailLabel}
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
                placeholder={texts.emailPlaceholder}
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
                {pending ? labels.signingUp : texts.buttonLabel}
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
          <PrivacyNote texts={texts} opensInNewTab={labels.opensInNewTab} />
        </>
      )}
    </section>
  );
}

function PrivacyNote({texts, opensInNewTab}: {texts: NewsletterTexts; opensInNewTab: string}) {
  if (!texts.privacyPolicy && !texts.privacyPolicyLink) return null;
  return (
    <p className="mt-2 text-xs text-neutral-300">
      {texts.privacyPolicy}
      {texts.privacyPolicyLink ? (
        <>
          {' '}
          <FooterLinkItem
            link={texts.privacyPolicyLink}
            opensInNewTabLabel={opensInNewTab}
            className="underline underline-offset-2 hover:text-white"
          />
        </>
      ) : null}
    </p>
  );
}

function problemMessage(
  view: SignUpView,
  texts: NewsletterTexts,
  labels: Pick<FooterLabels, 'signUpUnavailable'>,
): string {
  if (view.state !== 'problem') return '';
  switch (view.problem) {
    case 'required':
      return texts.requiredMessage;
    case 'invalid-email':
      return texts.invalidEmailMessage;
    case 'captcha':
      return view.message;
    case 'unavailable':
      return labels.signUpUnavailable;
  }
}

/** True once React runs in the browser: before that the form posts itself. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
