import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {reportError} from '~/lib/errors';
import {RECENTLY_VIEWED_LIMIT} from '~/lib/product/recently-viewed';
import {productCardsById} from '~/lib/search/cards-by-id.server';

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d+$/;

/**
 * GET /api/recently-viewed?ids=gid1,gid2 — the cards of the recently viewed products
 * (at most 12, in the order asked, only those a list may show) in the request's market, from
 * the search index like every list's cards, for the product page's "Recently viewed" list,
 * whose log lives in the browser.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > RECENTLY_VIEWED_LIMIT || !ids.every((id) => PRODUCT_GID.test(id))) {
    return Response.json({error: `ids must be 1 to ${RECENTLY_VIEWED_LIMIT} product ids`}, {status: 400});
  }
  try {
    const cards = await productCardsById(context, ids);
    const products = ids.flatMap((id) => cards.get(id) ?? []);
    return Response.json(
      {products},
      {headers: {'Cache-Control': 'public, max-age=60, stale-while-revalidate=600', Vary: 'Accept-Encoding'}},
    );
  } catch (error) {
    reportError('SERVER-REQUEST', error, {lookup: 'recently viewed'});
    return Response.json({products: []}, {status: 503, headers: {'Retry-After': '30'}});
  }
}
