import type {AppLoadContext} from '@shopify/remix-oxygen';
import {COLLECTION_QUERY} from '@graphql/collections';
import {LISTING_FILTER} from './config';

/** Shopify handles are lower-case letters, digits and dashes; anything else cannot exist. */
const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** What a collection page shows around its list. */
export interface CollectionView {
  handle: string;
  /** The heading: the merchandisers' alternate title when set, else the title. */
  heading: string;
  description: string;
  seo: {title: string; description: string};
  noindex: boolean;
  /** The text block above the footer, for search engines and curious shoppers. */
  footerSeo: {title: string; text: string} | null;
}

const text = (field: {value: string} | null | undefined) => field?.value.trim() || '';

/**
 * The collection for its page, or a 404 `Response`: an impossible handle, an unknown one, or
 * a members-only (gated) collection. Gated collections stay hidden from everyone until gated
 * membership can be checked on the server; nobody sees them by guessing the address.
 */
export async function loadCollection(
  context: Pick<AppLoadContext, 'storefront'>,
  handle: string,
): Promise<CollectionView> {
  if (!HANDLE_PATTERN.test(handle)) throw new Response('Not found', {status: 404});
  const {collection} = await context.storefront.query(COLLECTION_QUERY, {
    variables: {handle},
    cache: context.storefront.CacheShort(),
  });
  if (!collection || text(collection.gated) === 'true') throw new Response('Not found', {status: 404});
  const footerTitle = text(collection.footerSeoTitle);
  const footerText = text(collection.footerSeoText);
  return {
    handle: collection.handle,
    heading: text(collection.alternateTitle) || collection.title,
    description: collection.description,
    seo: {
      title: collection.seo.title?.trim() || collection.title,
      description: collection.seo.description?.trim() || collection.description.slice(0, 160),
    },
    noindex: text(collection.noindex) === 'true',
    footerSeo: footerText ? {title: footerTitle, text: footerText} : null,
  };
}

/** A collection's list: its products, under the listing rule. */
export function collectionFilter(handle: string): string {
  return `collections:"${handle}" AND ${LISTING_FILTER}`;
}
