import {describe, expect, it} from 'vitest';
import {captchaFailure, newsletterFailure, responseFromResultParam, resultParamValue} from './outcome';

describe('result parameter', () => {
  it.each([
    {ok: true, status: 'subscribed'} as const,
    newsletterFailure('required'),
    newsletterFailure('invalid-email'),
    newsletterFailure('unavailable'),
    captchaFailure('expired'),
  ])('survives the round trip through the URL: %j', (response) => {
    expect(responseFromResultParam(resultParamValue(response))).toEqual(response);
  });

  it.each([null, '', 'hello', 'captcha-valid', 'captcha-nope', '<script>'])('ignores %j', (value) => {
    expect(responseFromResultParam(value)).toBeNull();
  });
});
