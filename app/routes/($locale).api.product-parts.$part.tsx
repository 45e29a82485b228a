import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PRODUCT_PARTS, productPart, type ProductPart} from '~/lib/product/parts.server';

/**
 * What a product page's part brings with its code (the purchase column's texts, placements and
 * length unit; the size guide dialog's texts). The same for every shopper of a market and every
 * product alike.
 */
export function loader({params, request, context}: LoaderFunctionArgs) {
  const part = params.part as ProductPart;
  const answer = PRODUCT_PARTS.includes(part)
    ? productPart(context, part, new URL(request.url).searchParams)
    : null;
  if (!answer) throw new Response('Not found', {status: 404});
  return Response.json(answer, {
    headers: {'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400'},
  });
}
