import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadProductReviews} from '~/lib/product/reviews.server';

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
  const reviews = await loadProductReviews(context, product, page);
  if (!reviews)
    return Response.json({error: 'reviews are unavailable'}, {status: 503, headers: {'Retry-After': '30'}});
  return Response.json(reviews, {
    headers: {'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600'},
  });
}
