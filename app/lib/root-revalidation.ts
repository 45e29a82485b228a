// From the module itself, not the `@markets` index, which leads to the 23-market table.
import {stripMarketPrefix} from '@markets/paths';
import type {ShouldRevalidateFunctionArgs} from '@remix-run/react';

/**
 * Endpoints whose submissions change nothing the root loader returns: the
 * newsletter and e-mail platform (`/api/klaviyo/*`), captcha assessments
 * (`/api/recaptcha/*`) and the country confirmation, whose dialog closes in the
 * browser while the next page load reads the session flag.
 */
const PREFIXES_WITHOUT_ROOT_CHANGES = ['/api/klaviyo/', '/api/recaptcha/'];
const PATHS_WITHOUT_ROOT_CHANGES = ['/api/country-confirmation'];

/** A form action's path without its query or trailing slash; null when it is no path. */
function actionPath(formAction: string | undefined): string | null {
  if (!formAction) return null;
  let pathname: string;
  try {
    pathname = new URL(formAction, 'http://localhost').pathname;
  } catch {
    return null;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether a submission to `formAction` (a path, possibly with a query) leaves the root data as it was. */
export function leavesRootDataUnchanged(formAction: string | undefined): boolean {
  const path = actionPath(formAction);
  if (path === null) return false;
  return (
    PATHS_WITHOUT_ROOT_CHANGES.includes(path) ||
    PREFIXES_WITHOUT_ROOT_CHANGES.some((prefix) => path.startsWith(prefix))
  );
}

/**
 * Whether this revalidation follows a submission to the bag's action. Its answer carries the
 * bag's view model, from which the bag page, the drawer and the header's count settle (or,
 * when the change failed, the outcome only, and the bag is as the page shows it): no route
 * on the page loads again after a press.
 */
export function answeredByBagAction({
  formMethod,
  formAction,
}: Pick<ShouldRevalidateFunctionArgs, 'formMethod' | 'formAction'>): boolean {
  if (formMethod === undefined || formMethod.toUpperCase() === 'GET') return false;
  const path = actionPath(formAction);
  // The bag's action in every market: `/cart`, `/en-gb/cart`.
  return path !== null && stripMarketPrefix(path) === '/cart';
}

/** Query parameters the root loader reads: flag overrides, the test error page, content preview, a bag outcome. */
const ROOT_QUERY_PARAMETER = /^(?:ff\..+|showErrorPage|preview|bag)$/;

function rootQuery(url: URL): string {
  return [...url.searchParams]
    .filter(([name]) => ROOT_QUERY_PARAMETER.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
}

/**
 * A navigation that stays on the same path and changes only query parameters the root
 * does not read (a product list's filters, sort and page; a product's chosen size) leaves
 * the root data as it was.
 */
function onlyPageQueryChanged(currentUrl: URL, nextUrl: URL): boolean {
  return currentUrl.pathname === nextUrl.pathname && rootQuery(currentUrl) === rootQuery(nextUrl);
}

/**
 * The root route's `shouldRevalidate`: after a submission (fetcher or form) to one of the
 * endpoints above or to the bag's action (whose answer carries the header's count), or a
 * navigation that changes only the page's own query (a product list's states, a product's
 * options), the root loader (layout content, flags, market, cart) is not re-run. Everything
 * else keeps Remix's default.
 */
export function shouldRevalidateRoot({
  formMethod,
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: Pick<
  ShouldRevalidateFunctionArgs,
  'formMethod' | 'formAction' | 'defaultShouldRevalidate' | 'currentUrl' | 'nextUrl'
>): boolean {
  const isMutation = formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
  if (isMutation && leavesRootDataUnchanged(formAction)) return false;
  if (answeredByBagAction({formMethod, formAction})) return false;
  if (!formMethod && onlyPageQueryChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
