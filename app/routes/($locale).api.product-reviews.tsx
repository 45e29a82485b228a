import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadProductReviews} from '~/lib/product/reviews.server';
import {productAudience} from '~/lib/product/sections.server';

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d+$/;
/** The reviews app pages at most this far for the store's page size. */
const MAX_PAGE = 200;

/**
 * GET /api/product-reviews?product={gid}&page={n} — one more page of a product's reviews,
 * newest first, for the product page's "Show more reviews".
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const product = params.get('product') ?? '';
  const page = Number(params.get('page'));
  if (!PRODUCT_GID.test(product) || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    return Response.json({error: 'product must be a product id and page a number from 1'}, {status: 400});
  }
  const [reviews, audience] = await Promise.all([
    loadProductReviews(context, product, page),
    productAudience(context, product),
  ]);
  // A members-only product's reviews are its members' only: to anyone else it is not there.
  if (audience === 'hidden') return Response.json({error: 'no such product'}, {status: 404});
  if (!reviews || audience === 'unknown')
    return Response.json({error: 'reviews are unavailable'}, {status: 503, headers: {'Retry-After': '30'}});
  return Response.json(reviews, {
    headers: {
      'Cache-Control':
        audience === 'members' ? 'private, no-store' : 'public, max-age=300, stale-while-revalidate=3600',
    },
  });
}
