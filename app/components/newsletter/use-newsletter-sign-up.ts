import {useFetcher, useLocation, useSearchParams} from '@remix-run/react';
import {useCallback, useState} from 'react';
import {NEWSLETTER_CAPTCHA_ACTION} from '~/lib/newsletter/captcha';
import type {CaptchaSettings} from '~/lib/shell/types';
import {emailProblem} from '~/lib/newsletter/email';
import {
  NEWSLETTER_RESULT_PARAM,
  RETURN_TO_FIELD,
  responseFromResultParam,
  type NewsletterResponse,
} from '~/lib/newsletter/outcome';
import {CaptchaError, executeCaptcha, loadCaptcha} from './captcha-loader';

const NEWSLETTER_ENDPOINT = '/api/klaviyo/subscribe';

/**
 * Where the form posts: the endpoint with the page's `ff.*` overrides, so that a page opened
 * with `?ff.recaptcha.bypassAssessment=0` gets the captcha on its sign-up too. The server
 * decides from them; an override can only switch the bypass off.
 */
function useNewsletterEndpoint(): string {
  const {search} = useLocation();
  const overrides = new URLSearchParams(
    [...new URLSearchParams(search)].filter(([name]) => name.startsWith('ff.')),
  ).toString();
  return overrides ? `${NEWSLETTER_ENDPOINT}?${overrides}` : NEWSLETTER_ENDPOINT;
}

/** What the form shows: nothing yet, working, done, or one problem. */
export type SignUpView =
  | {state: 'idle'}
  | {state: 'pending'}
  | {state: 'subscribed'}
  | {
      state: 'problem';
      problem: 'required' | 'invalid-email' | 'unavailable' | 'rate-limited' | 'form-expired';
    }
  | {state: 'problem'; problem: 'captcha'; message: string};

function viewOf(response: NewsletterResponse | null | undefined): SignUpView {
  if (!response) return {state: 'idle'};
  if (response.ok) return {state: 'subscribed'};
  if (response.error === 'captcha') return {state: 'problem', problem: 'captcha', message: response.message};
  if (
    response.error === 'required' ||
    response.error === 'invalid-email' ||
    response.error === 'rate-limited' ||
    response.error === 'form-expired'
  ) {
    return {state: 'problem', problem: response.error};
  }
  return {state: 'problem', problem: 'unavailable'};
}

/**
 * The sign-up's behaviour: check the address, get a captcha token when one is
 * required, post through a fetcher. Without JavaScript the form posts itself and
 * the result comes back in the page's query (see `redirectToFormPage`).
 */
export function useNewsletterSignUp(captcha: CaptchaSettings) {
  const fetcher = useFetcher<NewsletterResponse>({key: 'newsletter-sign-up'});
  const endpoint = useNewsletterEndpoint();
  const [searchParams] = useSearchParams();
  const [localView, setLocalView] = useState<SignUpView | null>(null);

  const preloadCaptcha = useCallback(() => {
    // Errors surface again, with their message, when the shopper submits.
    if (captcha.required && captcha.siteKey) loadCaptcha(captcha.scriptUrl).catch(() => undefined);
  }, [captcha.required, captcha.siteKey, captcha.scriptUrl]);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      const data = new FormData(form);
      const problem = emailProblem(data.get('email'));
      if (problem) {
        setLocalView({state: 'problem', problem: problem === 'required' ? 'required' : 'invalid-email'});
        return false;
      }
      setLocalView({state: 'pending'});
      if (captcha.required) {
        try {
          data.set(
            'captchaToken',
            await executeCaptcha({
              siteKey: captcha.siteKey,
              scriptUrl: captcha.scriptUrl,
              action: NEWSLETTER_CAPTCHA_ACTION,
            }),
          );
        } catch (error) {
          const message =
            error instanceof CaptchaError ? error.message : new CaptchaError('CAPTCHA_TOKEN_FAILED').message;
          setLocalView({state: 'problem', problem: 'captcha', message});
          return false;
        }
      }
      // Asks for JSON instead of the page redirect a script-less post gets.
      data.delete(RETURN_TO_FIELD);
      setLocalView(null);
      fetcher.submit(data, {method: 'post', action: endpoint});
      return true;
    },
    [captcha.required, captcha.siteKey, captcha.scriptUrl, fetcher, endpoint],
  );

  let view: SignUpView;
  if (fetcher.state !== 'idle') view = {state: 'pending'};
  else if (localView) view = localView;
  else view = viewOf(fetcher.data ?? responseFromResultParam(searchParams.get(NEWSLETTER_RESULT_PARAM)));

  // Typing after a problem hides it until the next submit.
  const clearProblem = useCallback(() => setLocalView({state: 'idle'}), []);

  return {view, submit, preloadCaptcha, clearProblem, returnTo: useReturnTo(), endpoint};
}

/** This page without an earlier sign-up result: where a script-less post comes back to. */
function useReturnTo(): string {
  const {pathname, search} = useLocation();
  const params = new URLSearchParams(search);
  params.delete(NEWSLETTER_RESULT_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
