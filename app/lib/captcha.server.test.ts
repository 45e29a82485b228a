import {describe, expect, it, vi} from 'vitest';
import {createAssessment, judgeAssessment, readCaptchaConfig, type CaptchaConfig} from './captcha.server';

const config: CaptchaConfig = {
  assessmentsUrl: 'https://captcha.test/v1/projects/alderline/assessments',
  apiKey: 'secret key',
  siteKey: 'site',
};

const googleAnswer = (
  valid: boolean,
  action: string,
  score: number,
  invalidReason = 'INVALID_REASON_UNSPECIFIED',
) => ({
  tokenProperties: {valid, invalidReason, action},
  riskAnalysis: {score},
});

describe('readCaptchaConfig', () => {
  it('builds the assessments URL for Google or for an emulator host', () => {
    const env = {RECAPTCHA_SITE_KEY: 's', RECAPTCHA_PROJECT_ID: 'p', RECAPTCHA_API_KEY: 'k'};
    expect(readCaptchaConfig(env)?.assessmentsUrl).toBe(
      'https://recaptchaenterprise.googleapis.com/v1/projects/p/assessments',
    );
    expect(readCaptchaConfig({...env, RECAPTCHA_HOST: 'http://127.0.0.1:4100'})?.assessmentsUrl).toBe(
      'http://127.0.0.1:4100/recaptchaenterprise/v1/projects/p/assessments',
    );
  });

  it('is null when any of site key, project or API key is missing', () => {
    expect(readCaptchaConfig({RECAPTCHA_SITE_KEY: 's', RECAPTCHA_PROJECT_ID: 'p'})).toBeNull();
  });
});

describe('judgeAssessment', () => {
  it.each([
    [googleAnswer(true, 'NEWSLETTERSIGNUP', 0.9), 'valid'],
    [googleAnswer(true, 'NEWSLETTERSIGNUP', 0.1), 'low-score'],
    [googleAnswer(true, 'LOGIN', 0.9), 'wrong-action'],
    [googleAnswer(false, '', 0, 'EXPIRED'), 'expired'],
    [googleAnswer(false, '', 0, 'DUPE'), 'expired'],
    [googleAnswer(false, '', 0, 'MALFORMED'), 'invalid-token'],
    [{error: {code: 400}}, 'unavailable'],
    [null, 'unavailable'],
  ])('reads %j as %s', (body, verdict) => {
    expect(judgeAssessment(body, 'NEWSLETTERSIGNUP')).toBe(verdict);
  });
});

describe('createAssessment', () => {
  it('sends the token, site key and expected action with the API key, and passes a human', async () => {
    const fetch = vi.fn(async () => Response.json(googleAnswer(true, 'NEWSLETTERSIGNUP', 0.9)));
    const assessment = await createAssessment(
      {token: 'tok', expectedAction: 'NEWSLETTERSIGNUP', userAgent: 'UA'},
      config,
      {fetch: fetch as unknown as typeof globalThis.fetch},
    );
    expect(assessment).toMatchObject({isValid: true, verdict: 'valid'});
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://captcha.test/v1/projects/alderline/assessments?key=secret%20key');
    expect(JSON.parse(String(init.body))).toEqual({
      event: {token: 'tok', siteKey: 'site', expectedAction: 'NEWSLETTERSIGNUP', userAgent: 'UA'},
    });
  });

  it('fails closed when the service errors or cannot be reached', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const refused = vi.fn(async () => Response.json({error: {code: 403}}, {status: 403}));
    for (const fetch of [down, refused]) {
      const assessment = await createAssessment({token: 'tok', expectedAction: 'A'}, config, {
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      expect(assessment).toMatchObject({isValid: false, verdict: 'unavailable'});
    }
  });

  it('gives up within its timeout when the service does not answer', async () => {
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const started = Date.now();
    const assessment = await createAssessment({token: 'tok', expectedAction: 'A'}, config, {
      fetch: hanging as unknown as typeof globalThis.fetch,
      timeoutMs: 30,
    });
    expect(assessment.verdict).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not call the service without a token or without configuration', async () => {
    const fetch = vi.fn();
    const noToken = await createAssessment({token: ' ', expectedAction: 'A'}, config, {fetch});
    const noConfig = await createAssessment({token: 't', expectedAction: 'A'}, null, {fetch});
    expect(noToken.verdict).toBe('missing-token');
    expect(noConfig.verdict).toBe('unavailable');
    expect(fetch).not.toHaveBeenCalled();
  });
});
