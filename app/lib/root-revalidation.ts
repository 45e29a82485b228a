import type {ShouldRevalidateFunctionArgs} from '@remix-run/react';

/**
 * Endpoints whose submissions change nothing the root loader returns: the
 * newsletter and e-mail platform (`/api/klaviyo/*`), captcha assessments
 * (`/api/recaptcha/*`) and the country confirmation, whose dialog closes in the
 * browser while the next page load reads the session flag.
 */
const PREFIXES_WITHOUT_ROOT_CHANGES = ['/api/klaviyo/', '/api/recaptcha/'];
const PATHS_WITHOUT_ROOT_CHANGES = ['/api/country-confirmation'];

/** Whether a submission to `formAction` (a path, possibly with a query) leaves the root data as it was. */
export function leavesRootDataUnchanged(formAction: string | undefined): boolean {
  if (!formAction) return false;
  let pathname: string;
  try {
    pathname = new URL(formAction, 'http://localhost').pathname;
  } catch {
    return false;
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    PATHS_WITHOUT_ROOT_CHANGES.includes(path) ||
    PREFIXES_WITHOUT_ROOT_CHANGES.some((prefix) => path.startsWith(prefix))
  );
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
 * endpoints above, or a navigation that changes only the page's own query (a product
 * list's states, a product's options), the root loader (layout content, flags, market,
 * cart) is not re-run. Everything else keeps Remix's default.
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
  if (!formMethod && onlyPageQueryChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
