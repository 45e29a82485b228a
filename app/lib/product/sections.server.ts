import {CacheCustom} from '@shopify/hydrogen';
import type {AppLoadContext, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {storefrontContext} from '@markets';
import {PRODUCT_EXTRAS_QUERY, PRODUCT_TAGS_QUERY} from '@graphql/products';
import type {ProductExtrasQuery} from '@graphql/storefront.generated';
import {currentCustomer} from '~/lib/customer/current.server';
import {gatedCollectionsOfProduct} from '~/lib/customer/gated';
import {canSee, productViewer, visibleTo} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import type {MessageBundle} from '~/lib/i18n/types';
import {productCardsById} from '~/lib/search/cards-by-id.server';
import {isShoppable} from '~/lib/search/shoppable';
import {serverSection} from '~/page-weight/index.server';
import {loadSanitizer} from '~/lib/sanitize-html.server';
import {WorkerMemory} from '~/lib/worker-memory.server';
import type {SectionRef} from '~/lib/section-data';
import {productCard} from './cards';
import {HANDLE_PATTERN} from './collection-title.server';
import {loadProductAnswer} from './fetch-product.server';
import {colourOrder, familyGroupingTag, familySwatches, tagQuery} from './family.server';
import {detailsMessages, listMessages} from './messages.server';
import {
  existingSessionId,
  newSession,
  productGid,
  productPageSlots,
  readPersonalisationConfig,
  recommendedSlots,
  slotsWithCards,
  type RecommendedSlot,
} from './personalisation.server';
import {buildProductDetails} from './product-view.server';
import {loadProductReviews, REVIEWS_CACHE} from './reviews.server';
import type {
  ProductDetailsSectionData,
  ProductDetailsView,
  ProductExtrasSection,
  ProductLists,
  ReviewsSectionData,
} from './types';

/**
 * The product page's server sections (decision 026): parts under the first screen, and the
 * family's colours beside it, that the page's HTML shows without their data travelling in the
 * loader's. Each comes from its own JSON endpoint; what the endpoint needs travels in its
 * address (`src`), so it asks nothing else.
 */

type Context = LoaderFunctionArgs['context'];
type EndpointArgs = Pick<LoaderFunctionArgs, 'request' | 'params' | 'context'>;
type FamilyTags = {familyTag: string | null; familyGroupTag: string | null};

/** A product's numeric id (the end of its `gid://shopify/Product/…`). */
const PRODUCT_ID_PATTERN = /^\d{1,20}$/;
/** A family tag's value as the endpoint accepts it back: printable, bounded. */
const FAMILY_TAG_PATTERN = /^[^"\\\p{Cc}]{1,200}$/u;
/** Related products shown under the product. */
const RELATED_LIMIT = 10;
/** Related products and the family's colours change slowly: fresh for 5 minutes, stale for an hour. */
const EXTRAS_CACHE = CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 3600});
/** Per worker: the lists and reviews read lately, as their caches keep them (`WorkerMemory`). */
const extrasMemory = new WorkerMemory(200);
const reviewsMemory = new WorkerMemory(200);

function src(pathPrefix: string, endpoint: string, product: {id: string; handle: string}, query = {}) {
  const params = new URLSearchParams({id: product.id.split('/').pop() ?? '', ...query});
  return `${pathPrefix}/api/${endpoint}/${encodeURIComponent(product.handle)}?${params}`;
}

/** The product an endpoint's address names (`…/{handle}?id=`); null for one no page would give. */
function productOfAddress(request: Request, handle: string | undefined): {id: string; handle: string} | null {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!handle || !HANDLE_PATTERN.test(handle) || !PRODUCT_ID_PATTERN.test(id)) return null;
  return {id: productGid(id), handle};
}

/**
 * The page's sections: the details under the purchase column, related products with the
 * family's colours (one deferred Storefront request), the personalised slots and the reviews
 * list. A document's render loads them; a navigation's browser asks the endpoints. The
 * personalised slots are the browser's alone: the server renders their place empty, so the
 * page never waits for the personalisation service, and the browser reads them (their cards
 * from the search index) when it is idle.
 */
export function productSections(
  context: AppLoadContext,
  input: {
    product: {id: string; handle: string};
    familyTags: FamilyTags;
    /** The personalisation service is configured: the page has a place for its slots. */
    personalised: boolean;
    mustHaveBody: boolean;
    /** The `abtasty_color_swatch_2_design` flag: the family's colours as named squares. */
    namedSwatches: boolean;
    /** The view's details, built with the page's view. */
    details: {details: ProductDetailsView; descriptionHtml: string};
  },
): {
  details: SectionRef<ProductDetailsSectionData>;
  lists: SectionRef<ProductExtrasSection>;
  recommendations: SectionRef<ProductLists> | null;
  reviews: SectionRef<ReviewsSectionData>;
} {
  const {product, familyTags} = input;
  const {pathPrefix} = context;
  const familyQuery = {
    ...(familyTags.familyTag ? {family: familyTags.familyTag} : {}),
    ...(familyTags.familyGroupTag ? {group: familyTags.familyGroupTag} : {}),
    ...(input.namedSwatches ? {swatches: 'named'} : {}),
  };
  return {
    details: serverSection(
      context,
      `${pathPrefix}/api/product-details/${encodeURIComponent(product.handle)}`,
      () => detailsSection(context.market.locale, input.details),
    ),
    lists: serverSection(context, src(pathPrefix, 'product-lists', product, familyQuery), () =>
      // The page refused a shopper who may not see the product before it got here.
      loadExtras(context, {product, familyTags, namedSwatches: input.namedSwatches}).then(
        (lists) => lists ?? noExtras(context.market.locale),
      ),
    ),
    recommendations: input.personalised
      ? serverSection(context, src(pathPrefix, 'product-recommendations', product), () => ({
          products: [],
          slots: [],
          messages: {},
        }))
      : null,
    reviews: serverSection(
      context,
      src(pathPrefix, 'review-list', product, input.mustHaveBody ? {body: '1'} : {}),
      () => reviewsSection(context, product.id, input.mustHaveBody),
    ),
  };
}

/**
 * Related products and the family's colours, from one Storefront request (the search index's
 * colour order beside it, and who the shopper is); empty lists when it fails. The request is
 * the same for every shopper (cached, and kept in the worker's memory while fresh); what the
 * shopper may see of it is chosen afterwards: members-only products only for their members, at
 * their member prices. Null when the product itself is members-only and the shopper is not one
 * of its members.
 */
async function loadExtras(
  context: Context,
  input: {product: {id: string; handle: string}; familyTags: FamilyTags; namedSwatches: boolean},
): Promise<ProductExtrasSection | null> {
  const {handle} = input.product;
  const [{order, extras}, viewer] = await Promise.all([sharedExtras(context, input), productViewer(context)]);
  if (extras?.current && !canSee(viewer, extras.current.tags)) return null;
  const related = visibleTo(viewer, extras?.recommendations ?? [])
    .filter(isShoppable)
    .filter((item) => item.handle !== handle)
    .slice(0, RELATED_LIMIT)
    .map((item) => productCard(item, viewer.tags));
  const members = visibleTo(viewer, extras?.family?.nodes ?? []);
  const {locale} = context.market;
  const family = members.length > 1 ? familySwatches(members, handle, order) : [];
  const t = createTranslator(messagesFor(locale, ['product']), locale);
  return {
    products: related,
    slots: [],
    messages: listMessages(locale),
    family,
    ...(family.length > 1 ? {familyCountText: t('product.colourCount', {count: family.length})} : {}),
    ...(input.namedSwatches ? {namedSwatches: true as const} : {}),
    ...(extras === null ? {failed: true as const} : {}),
  };
}

/** What the lists read, the same for every shopper, from the worker's memory while fresh. */
function sharedExtras(
  context: Context,
  input: {product: {handle: string}; familyTags: FamilyTags},
): Promise<{order: string[] | null; extras: ProductExtrasQuery | null}> {
  const {handle} = input.product;
  const familyTag = familyGroupingTag(input.familyTags);
  const {country, language} = storefrontContext(context.market);
  return extrasMemory.read(
    JSON.stringify([country, language, handle, input.familyTags.familyTag, input.familyTags.familyGroupTag]),
    EXTRAS_CACHE,
    async () => {
      const [order, extras] = await Promise.all([
        colourOrder(context, input.familyTags),
        context.storefront
          .query(PRODUCT_EXTRAS_QUERY, {
            variables: {
              handle,
              familyQuery: familyTag ? tagQuery(familyTag) : '',
              withFamily: familyTag !== null,
            },
            cache: EXTRAS_CACHE,
          })
          .catch((error: unknown) => {
            reportError('SERVER-REQUEST', error, {lookup: 'product extras', handle});
            return null;
          }),
      ]);
      return {order, extras};
    },
    {keep: ({extras}) => extras !== null, waitUntil: context.waitUntil},
  );
}

function noExtras(locale: string): ProductExtrasSection {
  return {products: [], slots: [], messages: listMessages(locale), family: []};
}

/**
 * For `/api/product-lists/{handle}`: the related products under the product and the family's
 * colours beside it, as the page rendered them; null for an address no page would give or a
 * members-only product the shopper may not see. What a signed-in shopper gets may be theirs
 * alone (members-only products, member prices); the personalised slots have their own endpoint.
 */
export async function loadProductLists({request, params, context}: EndpointArgs) {
  const url = new URL(request.url);
  const product = productOfAddress(request, params.handle);
  const familyTag = url.searchParams.get('family');
  const familyGroupTag = url.searchParams.get('group');
  if (!product) return null;
  if ([familyTag, familyGroupTag].some((tag) => tag !== null && !FAMILY_TAG_PATTERN.test(tag))) return null;
  return loadExtras(context, {
    product,
    familyTags: {familyTag, familyGroupTag},
    namedSwatches: url.searchParams.get('swatches') === 'named',
  });
}

/**
 * For `/api/product-recommendations/{handle}`: the shopper's personalised slots under the
 * product, read without recording a view (the page's loader recorded it); null for an address
 * no page would give or where the service is not configured. A shopper without a session gets
 * one (`setCookie`), and their view, which their page could not record, is recorded as the
 * slots are read; empty when the service gives none.
 */
export async function loadProductRecommendations({request, params, context}: EndpointArgs): Promise<{
  lists: ProductLists;
  setCookie: string | null;
} | null> {
  const personalisation = readPersonalisationConfig(context.env);
  const product = productOfAddress(request, params.handle);
  if (!personalisation || !product) return null;
  const sessionId = existingSessionId(request);
  // Who may see the product, asked beside the slots (or the new session).
  const audience = productAudience(context, product.id);
  if (sessionId) {
    const [slots, seen] = await Promise.all([
      productPageSlots(personalisation, {sessionId, productId: product.id}),
      audience,
    ]);
    const lists = await visibleLists(context, seen, slots, product.id);
    return lists && {lists, setCookie: null};
  }
  const [seen, session, customer] = await Promise.all([
    audience,
    newSession(personalisation, request),
    currentCustomer(context).catch(() => null),
  ]);
  if (seen === 'hidden') return null;
  if (!session) {
    return {lists: {products: [], slots: [], messages: listMessages(context.market.locale)}, setCookie: null};
  }
  // A product whose audience is not known for now is not recorded as seen.
  const slots =
    seen === 'unknown'
      ? []
      : await recommendedSlots(personalisation, {
          sessionId: session.id,
          productId: product.id,
          customerId: customer?.userId ?? null,
        });
  const lists = await visibleLists(context, seen, slots, product.id);
  return lists && {lists, setCookie: session.setCookie};
}

/** The slots as the shopper may see them: none for a product they may not see, none for now when that is not known. */
async function visibleLists(
  context: Context,
  audience: Awaited<ReturnType<typeof productAudience>>,
  slots: RecommendedSlot[],
  productId: string,
): Promise<ProductLists | null> {
  if (audience === 'hidden') return null;
  if (audience === 'unknown') {
    return {products: [], slots: [], messages: listMessages(context.market.locale), failed: true};
  }
  return personalisedLists(context, slots, productId);
}

/** The slots' products as cards, from one read of the search index (decision 037), as the shopper may see them. */
async function personalisedLists(
  context: Context,
  slots: RecommendedSlot[],
  currentProductId: string,
): Promise<ProductLists> {
  const ids = slots.flatMap((slot) => slot.productIds.map(productGid));
  const messages = listMessages(context.market.locale);
  if (ids.length === 0) return {products: [], slots: [], messages};
  try {
    const cards = await productCardsById(context, ids, await productViewer(context));
    return {products: [], slots: slotsWithCards(slots, cards, currentProductId), messages};
  } catch (error) {
    reportError('SERVER-REQUEST', error, {lookup: 'personalised products'});
    return {products: [], slots: [], messages, failed: true};
  }
}

/**
 * For `/api/review-list/{handle}?id=`: the reviews list's first page and texts; null for an
 * address no page would give or a members-only product the shopper may not see.
 */
export async function loadReviewsSection({
  request,
  params,
  context,
}: EndpointArgs): Promise<{section: ReviewsSectionData; membersOnly: boolean} | null> {
  const product = productOfAddress(request, params.handle);
  if (!product) return null;
  const mustHaveBody = new URL(request.url).searchParams.get('body') === '1';
  const [section, audience] = await Promise.all([
    reviewsSection(context, product.id, mustHaveBody),
    productAudience(context, product.id),
  ]);
  if (audience === 'hidden') return null;
  // Who may see the product is not known for now: the list says the reviews are unavailable.
  if (audience === 'unknown') return {section: {...section, reviews: null}, membersOnly: false};
  return {section, membersOnly: audience === 'members'};
}

/**
 * Whether the shopper may see the product with this id, from its tags (cached for a short while, asked
 * beside what the caller loads) under the members-only rule: `hidden`, `members` (a
 * members-only product this shopper may see: what is sent of it is never cached for others) or
 * `everyone`. A product that does not exist is not hidden here (what is asked of it is empty
 * anyway). When the lookup fails the answer is `unknown`: show nothing of the product for now.
 */
export async function productAudience(
  context: Context,
  productId: string,
): Promise<'hidden' | 'members' | 'everyone' | 'unknown'> {
  const [answer, viewer] = await Promise.all([
    context.storefront
      .query(PRODUCT_TAGS_QUERY, {variables: {id: productId}, cache: context.storefront.CacheShort()})
      .catch((error: unknown) => {
        reportError('SERVER-REQUEST', error, {lookup: 'product tags', productId});
        return null;
      }),
    productViewer(context),
  ]);
  if (!answer) return 'unknown';
  const tags = answer.product?.tags ?? [];
  if (!canSee(viewer, tags)) return 'hidden';
  return gatedCollectionsOfProduct(tags).length > 0 ? 'members' : 'everyone';
}

async function reviewsSection(context: Context, productId: string, mustHaveBody: boolean) {
  return {
    // The first page is the same in every market: kept per product.
    reviews: await reviewsMemory.read(
      productId,
      REVIEWS_CACHE,
      () => loadProductReviews(context, productId),
      {
        keep: (reviews) => reviews !== null,
        waitUntil: context.waitUntil,
      },
    ),
    mustHaveBody,
    productId,
    messages: reviewsMessages(context.market.locale),
  };
}

/** The list's own texts (its title, rating and count are the page's). */
function reviewsMessages(locale: string): MessageBundle {
  return messagesFor(locale, ['product.reviews']);
}

function detailsSection(
  locale: string,
  {details, descriptionHtml}: {details: ProductDetailsView; descriptionHtml: string},
): ProductDetailsSectionData {
  return {details, descriptionHtml, messages: detailsMessages(locale, details)};
}

/**
 * For `/api/product-details/{handle}`: the details section from the product's own request (the
 * page's, so usually from the cache); null for a handle no page would give, a product that
 * does not exist or a members-only product the shopper may not see (`membersOnly`: it is one,
 * for its members). A 503 when the Storefront API fails.
 */
export async function loadDetailsSection({
  params,
  context,
}: Pick<EndpointArgs, 'params' | 'context'>): Promise<{
  section: ProductDetailsSectionData;
  membersOnly: boolean;
} | null> {
  const handle = params.handle ?? '';
  if (!HANDLE_PATTERN.test(handle)) return null;
  const [answer, viewer] = await Promise.all([
    loadProductAnswer(context, handle),
    productViewer(context),
    loadSanitizer(),
  ]);
  if (!answer.product || !canSee(viewer, answer.product.tags)) return null;
  return {
    section: detailsSection(context.market.locale, buildProductDetails(answer.product)),
    membersOnly: gatedCollectionsOfProduct(answer.product.tags).length > 0,
  };
}
