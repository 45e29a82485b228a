import {CacheCustom} from '@shopify/hydrogen';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PRODUCT_EXTRAS_QUERY, PRODUCT_METAFIELD_IDENTIFIERS, PRODUCT_QUERY} from '@graphql/products';
import {currentCustomer} from '~/lib/customer/current.server';
import {reportError} from '~/lib/errors';
import {requireService} from '~/lib/service-unavailable.server';
import {issueFormToken} from '~/lib/form-token.server';
import {getFeatureFlags, getLayoutContent} from '~/lib/layout.server';
import {streamed} from '~/lib/streamed';
import {canonicalUrl} from '~/lib/seo/urls';
import {bagOutcomeText} from '~/lib/cart/outcome.server';
import {collectionTitle, HANDLE_PATTERN} from './collection-title.server';
import {loadBadges, loadProductBlocks} from './content.server';
import {productMessages} from './messages.server';
import {colourOrder, familyGroupingTag, familySwatches, tagQuery} from './family.server';
import {fetchProduct} from './fetch-product.server';
import {productJsonLd} from './json-ld';
import {noindexCountriesForTags} from './indexing';
import {thirdPartyWidgets} from './pay-later';
import {buildProductView} from './product-view.server';
import {loadProductReviews} from './reviews.server';
import {productCard} from './cards';
import {isShoppable} from '~/lib/search/shoppable';
import {parseProductTags} from './tags';
import {
  personalisationSession,
  productGid,
  readPersonalisationConfig,
  recommendedSlots,
  slotsWithCards,
  type RecommendedSlot,
} from './personalisation.server';
import type {ProductExtras, ProductLists} from './types';
import {serverSection} from '~/lib/section-data.server';

type FamilyTags = {familyTag: string | null; familyGroupTag: string | null};

/** A product's numeric id (the end of its `gid://shopify/Product/…`). */
const PRODUCT_ID_PATTERN = /^\d{1,20}$/;
/** A family tag's value as the endpoint accepts it back: printable, bounded. */
const FAMILY_TAG_PATTERN = /^[^"\\\p{Cc}]{1,200}$/u;

/**
 * Where the browser gets the lists under a product: what the one deferred request needs (the
 * product's id and family tags) travels in the address, so the endpoint asks nothing else.
 */
function productListsSrc(
  pathPrefix: string,
  product: {id: string; handle: string},
  tags: FamilyTags,
): string {
  const query = new URLSearchParams({id: product.id.split('/').pop() ?? ''});
  if (tags.familyTag) query.set('family', tags.familyTag);
  if (tags.familyGroupTag) query.set('group', tags.familyGroupTag);
  return `${pathPrefix}/api/product-lists/${encodeURIComponent(product.handle)}?${query}`;
}

/**
 * For `/api/product-lists/{handle}`: the related products under the product, as the page
 * rendered them; null for an address no page would give. The same for every shopper (the
 * personalised slots stay in the page's streamed data: asking for them records a view).
 */
export async function loadProductLists({
  request,
  params,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'params' | 'context'>): Promise<ProductLists | null> {
  const url = new URL(request.url);
  const handle = params.handle ?? '';
  const id = url.searchParams.get('id') ?? '';
  const familyTag = url.searchParams.get('family');
  const familyGroupTag = url.searchParams.get('group');
  if (!HANDLE_PATTERN.test(handle) || !PRODUCT_ID_PATTERN.test(id)) return null;
  if ([familyTag, familyGroupTag].some((tag) => tag !== null && !FAMILY_TAG_PATTERN.test(tag))) return null;
  const {related, failed} = await loadExtras(context, {
    product: {id: productGid(id), handle},
    familyTags: {familyTag, familyGroupTag},
    slots: Promise.resolve([]),
  });
  return {products: related, slots: [], ...(failed ? {failed} : {})};
}

/** Related products shown under the product. */
const RELATED_LIMIT = 10;
/** Related products and the family's colours change slowly: fresh for 5 minutes, stale for an hour. */
const EXTRAS_CACHE = CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 3600});
/** Algolia's click-analytics query id: 32 hexadecimal characters. */
const QUERY_ID_PATTERN = /^[a-f0-9]{32}$/i;

/**
 * The product page's data. Critical (awaited, one Storefront request): the product as a
 * view model, with content the shell already loaded (site variables) and the badges.
 * Deferred (streamed): related products and family swatches (one more Storefront
 * request, with the search index's colour order beside it), reviews, content blocks and
 * the breadcrumb's collection title.
 */
export async function loadProductPage({request, params, context}: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  if (!HANDLE_PATTERN.test(handle)) throw new Response('Not found', {status: 404});
  const url = new URL(request.url);
  const {storefront, market} = context;

  // Started before the critical data, so it runs alongside it.
  const collectionHandle = url.searchParams.get('collection')?.trim().toLowerCase() ?? '';
  const collection = HANDLE_PATTERN.test(collectionHandle)
    ? {handle: collectionHandle, title: streamed(collectionTitle(storefront, collectionHandle))}
    : null;
  const queryId = url.searchParams.get('queryId');

  const personalisation = readPersonalisationConfig(context.env);
  const [answer, layout, badges, customer, flags, session] = await Promise.all([
    // Retried within what is left of the request's Storefront budget; when every attempt
    // fails the page is a 503 with Retry-After, not an error page.
    requireService(
      fetchProduct(
        (productHandle) =>
          storefront.query(PRODUCT_QUERY, {
            variables: {handle: productHandle, metafields: [...PRODUCT_METAFIELD_IDENTIFIERS]},
          }),
        handle,
        {deadlineMs: context.deadlines.remaining('storefront')},
      ),
      'storefront',
    ),
    getLayoutContent(context),
    loadBadges(context),
    currentCustomer(context).catch((error: unknown) => {
      // Prices for members only: a failed lookup shows the page as to a guest.
      reportError('SERVER-REQUEST', error, {lookup: 'current customer'});
      return null;
    }),
    getFeatureFlags(context, request),
    personalisation ? personalisationSession(personalisation, request) : null,
  ]);
  const found = answer.product;
  if (!found) throw new Response('Not found', {status: 404});

  const product = buildProductView({
    product: found,
    marketingMessage: answer.shop.marketingMessage?.value ?? null,
    siteVariables: layout.siteVariables,
    badges,
    customerTags: customer?.tags ?? [],
  });
  const tags = parseProductTags(found.tags);
  const cmsComponents = found.metafields.find((field) => field?.key === 'cms_components')?.value ?? null;
  const noindexCountries = noindexCountriesForTags(found.tags);

  // One deferred Storefront request: the family's colours and the personalised slots
  // (streamed), and the related products (a server section: rendered into the page, fetched
  // by the browser from `/api/product-lists/{handle}` rather than sent twice).
  const extras = loadExtras(context, {
    product: found,
    familyTags: tags,
    // Personalised slots, where the service is configured, join the one deferred request.
    slots:
      personalisation && session
        ? recommendedSlots(personalisation, {
            sessionId: session.id,
            productId: found.id,
            customerId: customer?.userId ?? null,
          })
        : Promise.resolve([]),
  });
  const page = {
    product,
    noindexCountries,
    noindexHere: noindexCountries.includes(market.countryCode),
    jsonLd: productJsonLd(product, canonicalUrl(url.origin, url.pathname)),
    collection,
    queryId: queryId && QUERY_ID_PATTERN.test(queryId) ? queryId : null,
    extras: streamed(extras.then(({family, slots}) => ({family, slots}))),
    lists: serverSection(context, productListsSrc(context.pathPrefix, found, tags), () =>
      extras.then(({related}): ProductLists => ({products: related, slots: []})),
    ),
    reviews: streamed(loadProductReviews(context, found.id)),
    blocks: streamed(loadProductBlocks(context, cmsComponents)),
    mustHaveBody: flags.reviews.mustHaveBody,
    widgets: thirdPartyWidgets(market, context.env),
    lengthUnit: market.lengthUnit,
    recentlyViewedUserId: customer?.userId ?? null,
    /** The signed token the back-in-stock sign-up requires, only where the form can show. */
    backInStockToken:
      product.backInStockEnabled && product.variants.some((variant) => !variant.available)
        ? await issueFormToken(context.config.sessionSecret, 'back-in-stock')
        : null,
    messages: productMessages(market.locale, product),
    /** After a plain form post to the bag: its outcome, in words. */
    bagOutcome: bagOutcomeText(url, market.locale),
  };
  return data(page, session?.setCookie ? {headers: {'Set-Cookie': session.setCookie}} : undefined);
}

/**
 * Related products, the family's swatches and the personalised slots, from one Storefront
 * request; empty lists when it fails.
 */
async function loadExtras(
  context: LoaderFunctionArgs['context'],
  input: {
    product: {id: string; handle: string};
    familyTags: FamilyTags;
    slots: Promise<RecommendedSlot[]>;
  },
): Promise<ProductExtras> {
  const {handle} = input.product;
  const familyTag = familyGroupingTag(input.familyTags);
  const [slots, order] = await Promise.all([input.slots, colourOrder(context, input.familyTags)]);
  const recommendedIds = [...new Set(slots.flatMap((slot) => slot.productIds.map(productGid)))].slice(0, 100);
  const extras = await context.storefront
    .query(PRODUCT_EXTRAS_QUERY, {
      variables: {
        handle,
        familyQuery: familyTag ? tagQuery(familyTag) : '',
        withFamily: familyTag !== null,
        recommendedIds,
        withRecommended: recommendedIds.length > 0,
      },
      // Personalised answers are the shopper's own; the shared part is cached.
      cache: recommendedIds.length > 0 ? context.storefront.CacheShort() : EXTRAS_CACHE,
    })
    .catch((error: unknown) => {
      reportError('SERVER-REQUEST', error, {lookup: 'product extras', handle});
      return null;
    });
  const related = (extras?.recommendations ?? [])
    .filter(isShoppable)
    .filter((item) => item.handle !== handle)
    .slice(0, RELATED_LIMIT)
    .map(productCard);
  const members = extras?.family?.nodes ?? [];
  return {
    related,
    family: members.length > 1 ? familySwatches(members, handle, order) : [],
    slots: slotsWithCards(slots, extras?.recommended ?? [], input.product.id),
    ...(extras === null ? {failed: true as const} : {}),
  };
}
