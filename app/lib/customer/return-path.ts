/** The account pages' fixed addresses and the page a shopper returns to after signing in. */

export const ACCOUNT_PATHS = {
  login: '/account/login',
  dashboard: '/account/dashboard',
} as const;

/** Long enough for any page of the store with its filters; longer is not a page of ours. */
const MAX_RETURN_PATH_LENGTH = 2048;
/** Query parameters of Remix's data requests, never part of the page a shopper saw. */
const INTERNAL_PARAMETERS = ['_routes', 'index', '_data'];

/**
 * A path on this site to go back to, or `fallback`. Anything that could leave the site
 * (`//host`, `/\host`, `https:`, control characters) is refused, so the parameter cannot
 * be used to send a shopper elsewhere after they sign in.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) {
    return fallback;
  }
  const url = new URL(value, 'https://return.invalid');
  if (url.origin !== 'https://return.invalid') return fallback;
  for (const parameter of INTERNAL_PARAMETERS) url.searchParams.delete(parameter);
  return `${url.pathname}${url.search}`;
}

/** The sign-in page, coming back to `returnTo` afterwards when given. */
export function loginPath(returnTo?: string): string {
  const path = returnTo ? safeReturnPath(returnTo, '') : '';
  return path ? `${ACCOUNT_PATHS.login}?returnTo=${encodeURIComponent(path)}` : ACCOUNT_PATHS.login;
}
