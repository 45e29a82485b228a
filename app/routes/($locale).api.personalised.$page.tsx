import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  PERSONALISED_PAGES,
  personalisedPageLists,
  type PersonalisedPage,
} from '~/lib/personalised-page.server';

/** A site path as a page names itself: no other host, no control characters, bounded. */
const SITE_PATH = /^\/(?!\/)[^\s\\\p{Cc}]{0,300}$/u;

/**
 * The personalisation service's slots for the front page (`front`) or a content page
 * (`general`, `?path=` the page's own path), as JSON for the browser once the page is live:
 * reading them records the page's view. The shopper's own: never kept by a shared cache.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  const page = params.page ?? '';
  const path = new URL(request.url).searchParams.get('path') ?? '/';
  if (!Object.hasOwn(PERSONALISED_PAGES, page) || !SITE_PATH.test(path)) {
    throw new Response('Not found', {status: 404});
  }
  const {lists, setCookie} = await personalisedPageLists(context, request, page as PersonalisedPage, path);
  const headers = new Headers({'Cache-Control': 'private, no-store'});
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return Response.json(lists, {headers});
}
