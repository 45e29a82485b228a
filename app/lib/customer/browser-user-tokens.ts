/**
 * Signing out clears what the browser keeps about the signed-in shopper, in this order:
 * the search analytics user token (the insights library's cookie), then the stored search
 * user token. The server then drops the access token and deletes it at Shopify. Failures
 * here (storage blocked) do not stop the sign-out.
 */

/** The search analytics library's user token cookie. */
const ANALYTICS_USER_TOKEN_COOKIE = '_ALGOLIA';
/** Where the search code keeps the signed-in shopper's search user token. */
const SEARCH_USER_TOKEN_STORAGE_KEY = 'alderline:search-user-token';

export function clearBrowserUserTokens(): void {
  try {
    document.cookie = `${ANALYTICS_USER_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  } catch {
    // Cookies blocked: nothing was stored.
  }
  try {
    window.localStorage.removeItem(SEARCH_USER_TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored.
  }
}
