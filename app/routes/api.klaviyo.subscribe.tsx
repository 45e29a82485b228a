import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {findMarket} from '@markets';
import {createAssessment, readCaptchaConfig} from '~/lib/captcha.server';
import {featureFlags} from '~/lib/flags';
import {createKlaviyoClient, readKlaviyoConfig} from '~/lib/klaviyo.server';
import {getFeatureFlags, getLayoutContent} from '~/lib/layout.server';
import {
  booleanField,
  methodNotAllowed,
  readApiInput,
  textField,
  type InputProblem,
} from '~/lib/newsletter/api-input.server';
import {NEWSLETTER_CAPTCHA_ACTION} from '~/lib/newsletter/captcha';
import {redirectToFormPage, returnPathOf} from '~/lib/newsletter/document-submission.server';
import {newsletterListIdFor} from '~/lib/newsletter/list-id.server';
import {newsletterFailure} from '~/lib/newsletter/outcome';
import {signUpForNewsletter, type NewsletterResult} from '~/lib/newsletter/subscribe.server';

/**
 * POST /api/klaviyo/subscribe — the footer's newsletter sign-up.
 * Body (JSON or form fields): `email`, optional `listId`, `captchaToken`, `bypassAssessment`,
 * `country` (the storefront, recorded as the sign-up's source) and `returnTo`.
 * Answers `{ok: true, status: 'subscribed'}` or `{ok: false, error, message}` with a 4xx/5xx;
 * with `returnTo` (a form posted without JavaScript) it answers 303 to that page with the
 * result in `?newsletter=`. See docs/decisions/007-newsletter-sign-up.md.
 */
export async function loader({request}: LoaderFunctionArgs) {
  return methodNotAllowed(request.method);
}

export async function action({request, context}: ActionFunctionArgs) {
  const input = await readApiInput(request);
  if (!input.ok && input.status === 405) return methodNotAllowed(request.method);
  const result = input.ok ? await signUp(input.fields, request, context) : rejected(input);
  const returnTo = input.ok ? returnPathOf(input.fields) : null;
  return returnTo
    ? redirectToFormPage(returnTo, result.body)
    : Response.json(result.body, {status: result.status, headers: {'Cache-Control': 'no-store'}});
}

async function signUp(
  fields: Record<string, unknown>,
  request: Request,
  context: ActionFunctionArgs['context'],
): Promise<NewsletterResult> {
  const {env} = context;
  // The API path carries no market prefix; the form says which storefront it is on.
  const market = findMarket(textField(fields, 'country') ?? '') ?? context.market;
  const [flagValues, layout] = await Promise.all([
    getFeatureFlags(context, request),
    getLayoutContent(context),
  ]);
  const flags = featureFlags(flagValues);
  const klaviyoConfig = readKlaviyoConfig(env);
  const captchaConfig = readCaptchaConfig(env);
  return signUpForNewsletter(
    {
      email: fields.email,
      listId: textField(fields, 'listId'),
      captchaToken: textField(fields, 'captchaToken'),
      bypassRequested: booleanField(fields, 'bypassAssessment'),
    },
    {
      klaviyo: klaviyoConfig ? createKlaviyoClient(klaviyoConfig) : null,
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
        ),
      bypassAllowed: flags.enabled('recaptcha', 'bypassAssessment'),
      source: `Storefront footer ${market.locale}`,
    },
  );
}

function rejected(problem: InputProblem): NewsletterResult {
  return {status: problem.status, body: newsletterFailure('bad-request', problem.message)};
}
