import type {EmulatorRequest, EmulatorResponse} from '../service';
import type {StorefrontState} from './state';

export const MULTIPASS_LOGIN_PATH = /^\/account\/login\/multipass\/([^/]+)$/;
/** Cookie the emulator's checkout page reads to show who is signed in. */
export const CHECKOUT_SESSION_COOKIE = 'alderline_checkout_session';

/**
 * Shopify's Multipass sign-in URL: verifies the token, signs the customer in and redirects
 * (302) to the token's `return_to`, or to /account without one.
 */
export function handleMultipassLogin(
  req: EmulatorRequest,
  state: StorefrontState,
  origin: string,
): EmulatorResponse {
  const match = MULTIPASS_LOGIN_PATH.exec(req.url.pathname);
  const token = match ? decodeURIComponent(match[1]) : '';
  const result = state.customers.loginWithMultipass(token, Date.now());
  if (!result.token) {
    return {
      status: 403,
      headers: {'content-type': 'text/html; charset=utf-8'},
      body: '<!doctype html><title>Invalid multipass request</title><h1>Invalid multipass request</h1><p>The sign-in link is invalid, expired or was already used.</p>',
      operation: 'multipass-login',
    };
  }
  const location = safeReturnTo(result.returnTo, origin);
  const maxAge = Math.max(0, Math.floor((Date.parse(result.token.expiresAt) - Date.now()) / 1000));
  return {
    status: 302,
    headers: {
      location,
      'set-cookie': `${CHECKOUT_SESSION_COOKIE}=${result.token.accessToken}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`,
      'cache-control': 'no-store',
    },
    body: '',
    operation: 'multipass-login',
  };
}

/** Absolute http(s) URLs are kept (checkout domains differ per market); paths resolve against the emulator. */
function safeReturnTo(returnTo: string | null, origin: string): string {
  if (!returnTo) return `${origin}/account`;
  try {
    const url = new URL(returnTo, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : `${origin}/account`;
  } catch {
    return `${origin}/account`;
  }
}
