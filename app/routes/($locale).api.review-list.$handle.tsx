import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadReviewsSection} from '~/lib/product/sections.server';

/**
 * The reviews list under a product page (its first page and its texts), as JSON for the browser:
 * the page's server render shows it without sending its data, and the browser fetches it with
 * the list's code (see `LazySection`). The same for every shopper of a market who may see the product.
 */
export async function loader(args: LoaderFunctionArgs) {
  const answer = await loadReviewsSection(args);
  if (!answer) throw new Response('Not found', {status: 404});
  const {section, membersOnly} = answer;
  // A list the reviews app could not give is for now only: never kept by a cache; a
  // members-only product's is for its members only.
  return Response.json(section, {
    headers: {
      'Cache-Control': !section.reviews
        ? 'no-store'
        : membersOnly
          ? 'private, no-store'
          : 'public, max-age=300, stale-while-revalidate=3600',
    },
  });
}
