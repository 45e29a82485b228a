import {describe, expect, it} from 'vitest';
import type {EmulatorRequest} from '../service';
import {createCaptchaService, enterpriseScript, judgeToken} from './captcha';

const captcha = createCaptchaService();
const assess = (body: unknown, query = '?key=test-key'): EmulatorRequest => ({
  method: 'POST',
  url: new URL(`http://127.0.0.1:4100/recaptchaenterprise/v1/projects/demo/assessments${query}`),
  headers: {'content-type': 'application/json'},
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});
const event = (token: string) => ({event: {token, siteKey: 'site', expectedAction: 'NEWSLETTERSIGNUP'}});

describe('captcha service', () => {
  it('accepts valid- tokens with score 0.9 and the action after the prefix', async () => {
    const res = await captcha.handle(assess(event('valid-NEWSLETTERSIGNUP')));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: expect.stringMatching(/^projects\/demo\/assessments\//),
      tokenProperties: {valid: true, action: 'NEWSLETTERSIGNUP', invalidReason: 'INVALID_REASON_UNSPECIFIED'},
      riskAnalysis: {score: 0.9},
      event: {siteKey: 'site', expectedAction: 'NEWSLETTERSIGNUP'},
    });
  });

  it('gives low-score- tokens a 0.1 score and rejects anything else as MALFORMED', async () => {
    expect((await captcha.handle(assess(event('low-score-LOGIN')))).body).toMatchObject({
      tokenProperties: {valid: true, action: 'LOGIN'},
      riskAnalysis: {score: 0.1},
    });
    expect((await captcha.handle(assess(event('garbage')))).body).toMatchObject({
      tokenProperties: {valid: false, invalidReason: 'MALFORMED', action: ''},
    });
    expect(judgeToken('expired-X').invalidReason).toBe('EXPIRED');
    expect(judgeToken('').invalidReason).toBe('MISSING');
  });

  it('answers 403 in Google error shape without a key, 400 for bad bodies', async () => {
    const missingKey = await captcha.handle(assess(event('valid-X'), ''));
    expect(missingKey.status).toBe(403);
    expect(missingKey.body).toMatchObject({error: {code: 403, status: 'PERMISSION_DENIED'}});
    const keyHeader = {...assess(event('valid-X'), ''), headers: {'x-goog-api-key': 'k'}};
    expect((await captcha.handle(keyHeader)).status).toBe(200);
    expect((await captcha.handle(assess('{bad'))).body).toMatchObject({
      error: {code: 400, status: 'INVALID_ARGUMENT'},
    });
    expect((await captcha.handle(assess({}))).status).toBe(400);
  });

  it('serves an offline grecaptcha enterprise script', async () => {
    const req: EmulatorRequest = {
      method: 'GET',
      url: new URL('http://127.0.0.1:4100/recaptcha/enterprise.js?render=site'),
      headers: {},
      body: Buffer.alloc(0),
    };
    expect(captcha.matches(req.url, 'GET')).toBe(true);
    const res = await captcha.handle(req);
    expect(res.headers?.['content-type']).toContain('javascript');

    const sandbox: {
      grecaptcha?: {
        enterprise: {execute(k: string, o: {action: string}): Promise<string>; ready(cb: () => void): void};
      };
      done?: () => void;
    } = {};
    new Function('window', String(res.body))(sandbox);
    await expect(sandbox.grecaptcha?.enterprise.execute('site', {action: 'NEWSLETTERSIGNUP'})).resolves.toBe(
      'valid-NEWSLETTERSIGNUP',
    );
    await new Promise<void>((resolve) => sandbox.grecaptcha?.enterprise.ready(resolve));

    let called = false;
    const withOnload = {
      cb: () => {
        called = true;
      },
    };
    new Function('window', enterpriseScript('cb'))(withOnload);
    await new Promise((r) => setTimeout(r, 5));
    expect(called).toBe(true);
    expect(enterpriseScript('alert(1)')).not.toContain('alert(1)');
  });
});
