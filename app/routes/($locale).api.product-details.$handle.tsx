import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadDetailsSection} from '~/lib/product/sections.server';

/**
 * The details under a product's purchase column (with their texts), as JSON for the browser:
 * the page's server render shows them without sending their data, and the browser fetches it
 * with their code (see `LazySection`). The same for every shopper of a market.
 */
export async function loader(args: LoaderFunctionArgs) {
  const section = await loadDetailsSection(args);
  if (!section) throw new Response('Not found', {status: 404});
  return Response.json(section, {
    headers: {'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600'},
  });
}
