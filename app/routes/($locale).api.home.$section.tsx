import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {listCacheControl, productViewer} from '~/lib/customer/product-access.server';
import {loadHomeLead, loadHomeMoreBlocks, loadHomeProducts} from '~/lib/home.server';

/** Browsers and caches may keep each for this long (never in preview). */
const SECTIONS = {
  lead: {load: loadHomeLead, maxAge: 300},
  blocks: {load: loadHomeMoreBlocks, maxAge: 300},
  products: {load: loadHomeProducts, maxAge: 60},
} as const;

/**
 * The home page's sections, as JSON for the browser: the server renders them into the page
 * without sending their data, and the browser fetches it with their code when the shopper
 * reaches for them (the lead block) or they come into view (see `LazySection`). The same for
 * every shopper of a market, but for a signed-in shopper's products (their members-only
 * products and prices).
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  const section = SECTIONS[params.section as keyof typeof SECTIONS];
  if (!section || !Object.hasOwn(SECTIONS, params.section ?? '')) {
    throw new Response('Not found', {status: 404});
  }
  const forEveryone = `public, max-age=${section.maxAge}, stale-while-revalidate=3600`;
  const cacheControl = context.contentPreview
    ? 'private, no-store'
    : section.load === loadHomeProducts
      ? listCacheControl(await productViewer(context), forEveryone)
      : forEveryone;
  return Response.json(await section.load(context), {headers: {'Cache-Control': cacheControl}});
}
