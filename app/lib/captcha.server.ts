/**
 * reCAPTCHA Enterprise assessments (createAssessment). The API key is a
 * secret, so assessments run only on the server.
 */

import {captchaMessage, type CaptchaVerdict} from './newsletter/captcha';

export type {CaptchaVerdict};

const GOOGLE_API_ORIGIN = 'https://recaptchaenterprise.googleapis.com';
/** Without a request deadline (tests), an assessment waits this long. */
const DEFAULT_ASSESSMENT_TIMEOUT_MS = 2_500;
/** reCAPTCHA's own guidance: scores below 0.5 are likely automated. */
const MIN_HUMAN_SCORE = 0.5;

export interface CaptchaConfig {
  /** e.g. https://recaptchaenterprise.googleapis.com/v1/projects/{project}/assessments */
  assessmentsUrl: string;
  apiKey: string;
  siteKey: string;
}

/**
 * Null unless site key, project and API key are all set. `RECAPTCHA_HOST` points at
 * a stand-in serving the API under `/recaptchaenterprise` (the local emulator).
 */
export function readCaptchaConfig(env: Partial<Env>): CaptchaConfig | null {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  const projectId = env.RECAPTCHA_PROJECT_ID?.trim();
  const apiKey = env.RECAPTCHA_API_KEY?.trim();
  if (!siteKey || !projectId || !apiKey) return null;
  const host = env.RECAPTCHA_HOST?.trim().replace(/\/+$/, '');
  const apiRoot = host ? `${host}/recaptchaenterprise` : GOOGLE_API_ORIGIN;
  return {
    assessmentsUrl: `${apiRoot}/v1/projects/${encodeURIComponent(projectId)}/assessments`,
    apiKey,
    siteKey,
  };
}

/** The createAssessment answer: `isValid` and a message to show when it is not. */
export interface Assessment {
  isValid: boolean;
  message: string;
  verdict: CaptchaVerdict;
}

export function assessmentOf(verdict: CaptchaVerdict): Assessment {
  return {isValid: verdict === 'valid' || verdict === 'bypassed', message: captchaMessage(verdict), verdict};
}

export interface AssessmentInput {
  token: string;
  expectedAction: string;
  userAgent?: string;
  userIpAddress?: string;
}

/**
 * Asks the captcha service whether the token is real, fresh, made for this action
 * and likely human. Fails closed: a service that cannot answer makes the check fail.
 */
export async function createAssessment(
  input: AssessmentInput,
  config: CaptchaConfig | null,
  {
    fetch: fetchImpl = fetch,
    timeoutMs = DEFAULT_ASSESSMENT_TIMEOUT_MS,
  }: {fetch?: typeof fetch; timeoutMs?: number} = {},
): Promise<Assessment> {
  if (input.token.trim() === '') return assessmentOf('missing-token');
  if (!config) return assessmentOf('unavailable');
  let body: unknown;
  try {
    const response = await fetchImpl(`${config.assessmentsUrl}?key=${encodeURIComponent(config.apiKey)}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({
        event: {
          token: input.token,
          siteKey: config.siteKey,
          expectedAction: input.expectedAction,
          ...(input.userAgent ? {userAgent: input.userAgent} : {}),
          ...(input.userIpAddress ? {userIpAddress: input.userIpAddress} : {}),
        },
      }),
      signal: AbortSignal.timeout(Math.max(1, timeoutMs)),
    });
    if (!response.ok) return assessmentOf('unavailable');
    body = await response.json();
  } catch {
    return assessmentOf('unavailable');
  }
  return assessmentOf(judgeAssessment(body, input.expectedAction));
}

interface AssessmentResponse {
  tokenProperties?: {valid?: unknown; invalidReason?: unknown; action?: unknown};
  riskAnalysis?: {score?: unknown};
}

/** Reads Google's assessment resource into one verdict. */
export function judgeAssessment(body: unknown, expectedAction: string): CaptchaVerdict {
  const {tokenProperties, riskAnalysis} = (body ?? {}) as AssessmentResponse;
  if (!tokenProperties || typeof tokenProperties.valid !== 'boolean') return 'unavailable';
  if (!tokenProperties.valid) {
    return tokenProperties.invalidReason === 'EXPIRED' || tokenProperties.invalidReason === 'DUPE'
      ? 'expired'
      : 'invalid-token';
  }
  if (tokenProperties.action !== expectedAction) return 'wrong-action';
  const score = typeof riskAnalysis?.score === 'number' ? riskAnalysis.score : 0;
  return score >= MIN_HUMAN_SCORE ? 'valid' : 'low-score';
}
