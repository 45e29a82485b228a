import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {assessmentOf, createAssessment, readCaptchaConfig} from '~/lib/captcha.server';
import {featureFlags} from '~/lib/flags';
import {getFeatureFlags} from '~/lib/layout.server';
import {booleanField, methodNotAllowed, readApiInput, textField} from '~/lib/newsletter/api-input.server';
import {checkRateLimits, clientIp, createRateLimiter, tooManyRequests} from '~/lib/rate-limit.server';
import {originProblem} from '~/lib/request-origin.server';

/**
 * POST /api/recaptcha/validate/createAssessment.
 * Body: `token`, `action`, optional `bypassAssessment`. Answers `{isValid, message}`:
 * 200 for a completed check (valid or not), 400 for a malformed request, 405/413/415
 * for the wrong method, size or type, 403 from another site, 429 past 30 a minute per IP.
 * A bypass is honoured only while this request's `recaptcha.bypassAssessment` flag is on:
 * the answer only informs the page; the sign-up routes decide for themselves.
 */

/** Each assessment is a paid call to the captcha service. */
const ASSESSMENTS_PER_IP = createRateLimiter({limit: 30, windowMs: 60_000});

// reCAPTCHA action names: letters, digits, slashes and underscores.
const ACTION_NAME = /^[A-Za-z0-9_/]{1,100}$/;

export async function loader({request}: LoaderFunctionArgs) {
  return methodNotAllowed(request.method);
}

export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(request.method);
  if (originProblem(request)) {
    return answer(403, {
      isValid: false,
      message: 'Assessments are accepted from this store’s own pages only.',
    });
  }
  const limited = checkRateLimits([{limiter: ASSESSMENTS_PER_IP, key: clientIp(request)}]);
  if (!limited.allowed) return tooManyRequests(limited);
  const input = await readApiInput(request);
  if (!input.ok) {
    return answer(input.status, {isValid: false, message: input.message});
  }
  const actionName = textField(input.fields, 'action');
  if (!actionName || !ACTION_NAME.test(actionName)) {
    return answer(400, {isValid: false, message: 'Missing action argument'});
  }

  if (booleanField(input.fields, 'bypassAssessment')) {
    const flags = featureFlags(await getFeatureFlags(context, request));
    if (flags.enabled('recaptcha', 'bypassAssessment')) return answer(200, pick(assessmentOf('bypassed')));
  }

  const token = textField(input.fields, 'token') ?? '';
  if (token === '') return answer(400, pick(assessmentOf('missing-token')));
  const assessment = await createAssessment(
    {
      token,
      expectedAction: actionName,
      userAgent: request.headers.get('User-Agent') ?? undefined,
      userIpAddress: request.headers.get('oxygen-buyer-ip') ?? undefined,
    },
    readCaptchaConfig(context.env),
    {timeoutMs: context.deadlines.remaining('captcha')},
  );
  return answer(assessment.verdict === 'unavailable' ? 503 : 200, pick(assessment));
}

interface AssessmentAnswer {
  isValid: boolean;
  message: string;
}

const pick = ({isValid, message}: AssessmentAnswer): AssessmentAnswer => ({isValid, message});

function answer(status: number, body: AssessmentAnswer): Response {
  return Response.json(body, {status, headers: {'Cache-Control': 'no-store'}});
}
