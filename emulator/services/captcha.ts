/**
 * reCAPTCHA Enterprise stand-in.
 * - `POST /recaptchaenterprise/v1/projects/{project}/assessments?key=…` with `{event:{token, siteKey, expectedAction}}`.
 *   Tokens: `valid-{ACTION}` → valid, score 0.9; `low-score-{ACTION}` → valid, score 0.1;
 *   `expired-…` / `dupe-…` → invalid EXPIRED / DUPE; anything else → invalid MALFORMED.
 * - `GET /recaptcha/enterprise.js` → a script whose `grecaptcha.enterprise.execute` resolves `valid-{action}`.
 */
import {randomUUID} from 'node:crypto';
import {isRecord, parseJson} from '../http';
import type {EmulatorRequest, EmulatorResponse, EmulatorService} from '../service';

const ASSESSMENT_PATH = /^\/recaptchaenterprise\/v1\/projects\/([^/]+)\/assessments\/?$/;
const SCRIPT_PATH = /^\/recaptcha\/(?:enterprise|api)\.js$/;

type InvalidReason = 'INVALID_REASON_UNSPECIFIED' | 'MALFORMED' | 'EXPIRED' | 'DUPE' | 'MISSING';

interface Verdict {
  valid: boolean;
  invalidReason: InvalidReason;
  action: string;
  score: number;
}

export function judgeToken(token: string): Verdict {
  const rules: Array<[string, Omit<Verdict, 'action'>]> = [
    ['valid-', {valid: true, invalidReason: 'INVALID_REASON_UNSPECIFIED', score: 0.9}],
    ['low-score-', {valid: true, invalidReason: 'INVALID_REASON_UNSPECIFIED', score: 0.1}],
    ['expired-', {valid: false, invalidReason: 'EXPIRED', score: 0}],
    ['dupe-', {valid: false, invalidReason: 'DUPE', score: 0}],
  ];
  if (token === '') return {valid: false, invalidReason: 'MISSING', action: '', score: 0};
  for (const [prefix, verdict] of rules) {
    if (token.startsWith(prefix))
      return {...verdict, action: verdict.valid ? token.slice(prefix.length) : ''};
  }
  return {valid: false, invalidReason: 'MALFORMED', action: '', score: 0};
}

function googleError(code: number, status: string, message: string): EmulatorResponse {
  return {status: code, body: {error: {code, message, status}}, operation: 'assessments.create'};
}

function assess(req: EmulatorRequest, project: string): EmulatorResponse {
  const key = req.url.searchParams.get('key') ?? req.headers['x-goog-api-key'];
  if (!key || (typeof key === 'string' && key.trim() === '')) {
    return googleError(
      403,
      'PERMISSION_DENIED',
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
    );
  }
  const parsed = parseJson(req.body);
  if (!parsed.ok) return googleError(400, 'INVALID_ARGUMENT', parsed.message);
  const event = isRecord(parsed.value) ? parsed.value.event : undefined;
  if (!isRecord(event))
    return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument: event is required.');
  const token = typeof event.token === 'string' ? event.token : '';
  const verdict = judgeToken(token);
  const now = new Date().toISOString();
  return {
    status: 200,
    operation: 'assessments.create',
    body: {
      name: `projects/${project}/assessments/${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      event: {
        token,
        siteKey: typeof event.siteKey === 'string' ? event.siteKey : '',
        userAgent: typeof event.userAgent === 'string' ? event.userAgent : '',
        userIpAddress: typeof event.userIpAddress === 'string' ? event.userIpAddress : '',
        expectedAction: typeof event.expectedAction === 'string' ? event.expectedAction : '',
      },
      riskAnalysis: {
        score: verdict.score,
        reasons: verdict.score < 0.5 && verdict.valid ? ['AUTOMATION'] : [],
      },
      tokenProperties: {
        valid: verdict.valid,
        invalidReason: verdict.invalidReason,
        hostname: verdict.valid ? 'localhost' : '',
        action: verdict.action,
        createTime: verdict.valid ? now : '1970-01-01T00:00:00Z',
      },
    },
  };
}

/** Mimics the real loader: runs queued `___grecaptcha_cfg.fns` and an `onload` callback if named. */
export function enterpriseScript(onload: string | null): string {
  const callback = onload && /^[A-Za-z_$][\w$]*$/.test(onload) ? onload : null;
  return `/* reCAPTCHA Enterprise emulator: tokens are 'valid-' + action */
(function () {
  var w = window;
  var api = {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: function (siteKey, options) {
      var action = options && options.action ? String(options.action) : 'default';
      return Promise.resolve('valid-' + action);
    },
    render: function () { return 0; },
    reset: function () {},
    getResponse: function () { return 'valid-checkbox'; }
  };
  w.grecaptcha = w.grecaptcha || {};
  var queued = (w.___grecaptcha_cfg && w.___grecaptcha_cfg.fns) || [];
  w.grecaptcha.enterprise = api;
  w.grecaptcha.ready = api.ready;
  w.grecaptcha.execute = api.execute;
  for (var i = 0; i < queued.length; i++) api.ready(queued[i]);
  ${callback ? `if (typeof w[${JSON.stringify(callback)}] === 'function') api.ready(w[${JSON.stringify(callback)}]);` : ''}
})();
`;
}

export function createCaptchaService(): EmulatorService {
  return {
    name: 'captcha',
    matches: (url) => ASSESSMENT_PATH.test(url.pathname) || SCRIPT_PATH.test(url.pathname),
    handle(req) {
      const assessment = ASSESSMENT_PATH.exec(req.url.pathname);
      if (assessment) {
        if (req.method !== 'POST')
          return googleError(405, 'METHOD_NOT_ALLOWED', 'Use POST to create an assessment.');
        return assess(req, assessment[1]);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return googleError(405, 'METHOD_NOT_ALLOWED', 'Use GET.');
      return {
        status: 200,
        operation: 'enterprise.js',
        headers: {'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300'},
        body: enterpriseScript(req.url.searchParams.get('onload')),
      };
    },
  };
}
