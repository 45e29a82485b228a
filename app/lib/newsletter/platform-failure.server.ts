import type {PlatformResult} from '~/lib/klaviyo.server';
import {apiError} from './api-input.server';

/** The platform refused what was sent (as opposed to refusing our keys or path). */
export function isInputRejection(result: PlatformResult): boolean {
  return !result.ok && result.kind === 'rejected' && [400, 409, 422].includes(result.status);
}

/**
 * The answer when the e-mail platform did not take a request: its own detail as
 * 400 when the input was wrong, 502 when it refused our configuration, 503 when it
 * could not be reached.
 */
export function platformFailure(result: Extract<PlatformResult, {ok: false}>): Response {
  if (isInputRejection(result)) return apiError(400, 'rejected', result.detail);
  const message = 'The e-mail platform is unavailable right now. Please try again later.';
  return apiError(result.kind === 'rejected' ? 502 : 503, 'unavailable', message);
}
