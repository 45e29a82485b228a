// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  CAPTCHA_POLL_INTERVAL_MS,
  CAPTCHA_POLL_MAX_TRIES,
  executeCaptcha,
  loadCaptcha,
  resetCaptchaLoader,
} from './captcha-loader';

const SCRIPT = 'https://captcha.test/recaptcha/enterprise.js?render=site';

function defineApi(execute: (siteKey: string, options: {action: string}) => Promise<string>) {
  window.grecaptcha = {enterprise: {ready: (callback: () => void) => setTimeout(callback, 0), execute}};
}

beforeEach(() => {
  vi.useFakeTimers();
  resetCaptchaLoader();
  delete window.grecaptcha;
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadCaptcha', () => {
  it('adds the script once and resolves when the API appears', async () => {
    const first = loadCaptcha(SCRIPT);
    const second = loadCaptcha(SCRIPT);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(document.head.querySelector('script')?.src).toBe(SCRIPT);
    defineApi(async () => 'token');
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_INTERVAL_MS);
    await expect(first).resolves.toBe(window.grecaptcha?.enterprise);
    await expect(second).resolves.toBe(window.grecaptcha?.enterprise);
  });

  it('fails with the captcha script error after 20 tries 500 ms apart, and may be tried again', async () => {
    const loading = loadCaptcha(SCRIPT);
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_INTERVAL_MS * (CAPTCHA_POLL_MAX_TRIES - 2));
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_INTERVAL_MS * 2);
    await expect(loading).rejects.toThrow('Failed to load reCaptcha script');
    expect(document.head.querySelector('script')).toBeNull();

    const again = loadCaptcha(SCRIPT);
    defineApi(async () => 'token');
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_INTERVAL_MS);
    await expect(again).resolves.toBeDefined();
  });

  it('fails at once when the script errors', async () => {
    const loading = loadCaptcha(SCRIPT);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load reCaptcha script');
  });
});

describe('executeCaptcha', () => {
  it('returns the token for the action', async () => {
    const execute = vi.fn(async (_key: string, {action}: {action: string}) => `valid-${action}`);
    defineApi(execute);
    const token = executeCaptcha({siteKey: 'site', scriptUrl: SCRIPT, action: 'NEWSLETTERSIGNUP'});
    await vi.advanceTimersByTimeAsync(1);
    await expect(token).resolves.toBe('valid-NEWSLETTERSIGNUP');
    expect(execute).toHaveBeenCalledWith('site', {action: 'NEWSLETTERSIGNUP'});
  });

  it.each([
    [{siteKey: 'site', action: ''}, 'Missing action argument'],
    [{siteKey: undefined, action: 'A'}, 'Missing key argument'],
  ])('refuses %j', async (input, message) => {
    await expect(executeCaptcha({...input, scriptUrl: SCRIPT})).rejects.toThrow(message);
  });

  it('reports a rejected or empty token', async () => {
    defineApi(() => Promise.reject(new Error('boom')));
    const rejected = executeCaptcha({siteKey: 'site', scriptUrl: SCRIPT, action: 'A'});
    rejected.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1);
    await expect(rejected).rejects.toThrow('Failed to get reCAPTCHA token');

    defineApi(async () => '');
    const empty = executeCaptcha({siteKey: 'site', scriptUrl: SCRIPT, action: 'A'});
    empty.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1);
    await expect(empty).rejects.toThrow('Failed to get reCAPTCHA token');
  });

  it('reports an API that throws when called', async () => {
    defineApi(() => {
      throw new TypeError('bad params');
    });
    const result = executeCaptcha({siteKey: 'site', scriptUrl: SCRIPT, action: 'A'});
    result.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('Invalid parameters to invoke reCAPTCHA');
  });

  it('reports an API that never becomes ready', async () => {
    window.grecaptcha = {enterprise: {ready: () => undefined, execute: async () => 'x'}};
    const result = executeCaptcha({siteKey: 'site', scriptUrl: SCRIPT, action: 'A'});
    result.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(CAPTCHA_POLL_INTERVAL_MS * CAPTCHA_POLL_MAX_TRIES);
    await expect(result).rejects.toThrow('reCAPTCHA not available after maximum attempts');
  });
});
