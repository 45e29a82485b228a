import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {listCacheControl, productViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {RECENTLY_VIEWED_LIMIT} from '~/lib/product/recently-viewed';
import {productCardsById} from '~/lib/search/cards-by-id.server';

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d+$/;

/**
 * GET /api/recently-viewed?ids=gid1,gid2 — the cards of the recently viewed products
 * (at most 12, in the order asked, only those a list may show and the shopper may see, at their
 * member prices) in the request's market, from the search index like every list's cards, for the
 * product page's "Recently viewed" list, whose log lives in the browser (a members-only product a
 * member viewed stays in the log after they sign out; the server leaves it out then).
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > RECENTLY_VIEWED_LIMIT || !ids.every((id) => PRODUCT_GID.test(id))) {
    return Response.json({error: `ids must be 1 to ${RECENTLY_VIEWED_LIMIT} product ids`}, {status: 400});
  }
  try {
    const viewer = await productViewer(context);
    const cards = await productCardsById(context, ids, viewer);
    const products = ids.flatMap((id) => cards.get(id) ?? []);
    return Response.json(
      {products},
      {
        headers: {
          'Cache-Control': listCacheControl(viewer, 'public, max-age=60, stale-while-revalidate=600'),
          Vary: 'Accept-Encoding',
        },
      },
    );
  } catch (error) {
    reportError('SERVER-REQUEST', error, {lookup: 'recently viewed'});
    return Response.json({products: []}, {status: 503, headers: {'Retry-After': '30'}});
  }
}
