import type {AppLoadContext} from '@shopify/remix-oxygen';
import {COLLECTION_QUERY} from '@graphql/collections';
import {requireCollectionAccess} from '~/lib/customer/membership.server';
import {productViewer} from '~/lib/customer/product-access.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {requireService} from '~/lib/service-unavailable.server';
import {joinFilters, LISTING_FILTER} from './config';

/** Shopify handles are lower-case letters, digits and dashes; anything else cannot exist. */
const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** `/collections/all`: every product, as on Shopify (no collection of that handle is asked for). */
export const ALL_PRODUCTS_HANDLE = 'all';

/** What a collection page shows around its list. */
export interface CollectionView {
  /** `gid://shopify/Collection/…` */
  id: string;
  handle: string;
  /** The heading: the merchandisers' alternate title when set, else the title. */
  heading: string;
  description: string;
  seo: {title: string; description: string};
  noindex: boolean;
  /** A members-only collection, shown to this customer only: never cached anywhere. */
  membersOnly: boolean;
  /** The text block above the footer, for search engines and curious shoppers. */
  footerSeo: {title: string; text: string} | null;
}

const text = (field: {value: string} | null | undefined) => field?.value.trim() || '';

/**
 * The collection for its page, or a thrown `Response`: a 404 for an impossible or unknown
 * handle. A members-only (gated) collection is checked on the server before anything of it
 * is shown: a customer whose tags unlock it gets it, a guest is sent to sign in and back, a
 * signed-in customer without the tag gets a 404.
 */
export async function loadCollection(context: AppLoadContext, handle: string): Promise<CollectionView> {
  if (!HANDLE_PATTERN.test(handle)) throw new Response('Not found', {status: 404});
  const {collection} = await requireService(
    context.storefront.query(COLLECTION_QUERY, {variables: {handle}, cache: context.storefront.CacheShort()}),
    'storefront',
  );
  if (!collection) throw new Response('Not found', {status: 404});
  const access = await requireCollectionAccess(context, collection.handle, {
    gated: text(collection.gated) === 'true',
  });
  const footerTitle = text(collection.footerSeoTitle);
  const footerText = text(collection.footerSeoText);
  return {
    id: collection.id,
    handle: collection.handle,
    heading: text(collection.alternateTitle) || collection.title,
    description: collection.description,
    seo: {
      title: collection.seo.title?.trim() || collection.title,
      description: collection.seo.description?.trim() || collection.description.slice(0, 160),
    },
    noindex: text(collection.noindex) === 'true' || access === 'allowed',
    membersOnly: access === 'allowed',
    footerSeo: footerText ? {title: footerTitle, text: footerText} : null,
  };
}

/**
 * `/collections/all`'s header: every product, named in the market's language. A signed-in
 * customer may see members-only products in it, so their copy is theirs alone (`membersOnly`).
 */
export async function allProductsCollection(context: AppLoadContext): Promise<CollectionView> {
  const {locale} = context.market;
  const heading = createTranslator(
    messagesFor(locale, ['collections.allProducts']),
    locale,
  )('collections.allProducts');
  const viewer = await productViewer(context);
  return {
    id: '',
    handle: ALL_PRODUCTS_HANDLE,
    heading,
    description: '',
    seo: {title: heading, description: ''},
    noindex: false,
    membersOnly: viewer.signedIn,
    footerSeo: null,
  };
}

/**
 * A collection's list: its products, under the listing rule, without the members-only
 * products the shopper's tags do not unlock (`gatedClause`, '' when nothing is hidden).
 */
export function collectionFilter(handle: string, gatedClause: string): string {
  return joinFilters(`collections:"${handle}"`, LISTING_FILTER, gatedClause);
}
