import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {findMarket} from '@markets';
import {createAssessment, readCaptchaConfig} from '~/lib/captcha.server';
import {featureFlags} from '~/lib/flags';
import {currentCustomer} from '~/lib/customer/current.server';
import {createKlaviyoClient, readKlaviyoConfig} from '~/lib/klaviyo.server';
import {getFeatureFlags, getLayoutContent} from '~/lib/layout.server';
import {
  methodNotAllowed,
  readApiInput,
  textField,
  type InputProblem,
} from '~/lib/newsletter/api-input.server';
import {NEWSLETTER_CAPTCHA_ACTION} from '~/lib/newsletter/captcha';
import {redirectToFormPage, returnPathOf} from '~/lib/newsletter/document-submission.server';
import {newsletterListIdFor} from '~/lib/newsletter/list-id.server';
import {newsletterFailure} from '~/lib/newsletter/outcome';
import {refuseCrossOriginSignUp, refusalResponse, refuseSignUp} from '~/lib/newsletter/sign-up-guard.server';
import {signUpForNewsletter, type NewsletterResult} from '~/lib/newsletter/subscribe.server';

/**
 * POST /api/klaviyo/subscribe — the footer's newsletter sign-up.
 * Body (JSON or form fields): `email`, `formToken` (rendered into the form by the server),
 * optional `listId`, `captchaToken`, `country` (the storefront, recorded as the sign-up's
 * source) and `returnTo`. Only this store's pages may post (Origin), within the per-IP and
 * per-address limits. The server's `recaptcha.bypassAssessment` flag alone decides whether
 * the captcha runs; a `bypassAssessment` field in the body is ignored.
 * Answers `{ok: true, status: 'subscribed'}` or `{ok: false, error, message}` with a 4xx/5xx;
 * with `returnTo` (a form posted without JavaScript) it answers 303 to that page with the
 * result in `?newsletter=`. See docs/decisions/007-newsletter-sign-up.md and 015.
 */
export async function loader({request}: LoaderFunctionArgs) {
  return methodNotAllowed(request.method);
}

export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(request.method);
  const crossOrigin = refuseCrossOriginSignUp(request);
  if (crossOrigin) return crossOrigin;
  const input = await readApiInput(request);
  const returnTo = input.ok ? returnPathOf(input.fields) : null;
  const refusal = input.ok
    ? await refuseSignUp(request, input.fields, 'newsletter', context.config.sessionSecret)
    : null;
  if (refusal && !returnTo) return refusalResponse(refusal);
  const result: NewsletterResult = refusal
    ? refusal
    : input.ok
      ? await signUp(input.fields, request, context)
      : rejected(input);
  return returnTo
    ? redirectToFormPage(returnTo, result.body)
    : Response.json(result.body, {status: result.status, headers: {'Cache-Control': 'no-store'}});
}

async function signUp(
  fields: Record<string, unknown>,
  request: Request,
  context: ActionFunctionArgs['context'],
): Promise<NewsletterResult> {
  const {env, deadlines} = context;
  // The API path carries no market prefix; the form says which storefront it is on.
  const market = findMarket(textField(fields, 'country') ?? '') ?? context.market;
  const [flagValues, layout] = await Promise.all([
    getFeatureFlags(context, request),
    getLayoutContent(context),
  ]);
  const flags = featureFlags(flagValues);
  // With `v1_form_with_customer`, a signed-in customer's own sign-up carries who they are.
  const customer = flags.enabled('site', 'v1_form_with_customer')
    ? await currentCustomer(context).catch(() => null)
    : null;
  const klaviyoConfig = readKlaviyoConfig(env);
  const captchaConfig = readCaptchaConfig(env);
  return signUpForNewsletter(
    {
      email: fields.email,
      listId: textField(fields, 'listId'),
      captchaToken: textField(fields, 'captchaToken'),
    },
    {
      klaviyo: klaviyoConfig
        ? createKlaviyoClient(klaviyoConfig, {budgetMs: () => deadlines.remaining('email')})
        : null,
      listId: newsletterListIdFor(env, layout.footer),
      assess: (token) =>
        createAssessment(
          {
            token,
            expectedAction: NEWSLETTER_CAPTCHA_ACTION,
            userAgent: request.headers.get('User-Agent') ?? undefined,
            userIpAddress: request.headers.get('oxygen-buyer-ip') ?? undefined,
          },
          captchaConfig,
          {timeoutMs: deadlines.remaining('captcha')},
        ),
      captchaRequired: !flags.enabled('recaptcha', 'bypassAssessment'),
      source: `Storefront footer ${market.locale}`,
      customer: customer && {
        email: customer.email,
        profile: {firstName: customer.firstName, lastName: customer.lastName, externalId: customer.userId},
      },
    },
  );
}

function rejected(problem: InputProblem): NewsletterResult {
  return {status: problem.status, body: newsletterFailure('bad-request', problem.message)};
}
