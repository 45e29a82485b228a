import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadDetailsSection} from '~/lib/product/sections.server';

/**
 * The details under a product's purchase column (with their texts), as JSON for the browser:
 * the page's server render shows them without sending their data, and the browser fetches it
 * with their code (see `LazySection`). The same for every shopper of a market who may see the product.
 */
export async function loader(args: LoaderFunctionArgs) {
  const details = await loadDetailsSection(args);
  if (!details) throw new Response('Not found', {status: 404});
  // A members-only product's details are for its members: never in a shared cache.
  return Response.json(details.section, {
    headers: {
      'Cache-Control': details.membersOnly
        ? 'private, no-store'
        : 'public, max-age=300, stale-while-revalidate=3600',
    },
  });
}
