import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {currencyFractionDigits, formatMoney, type Market} from '@markets';
import {currentCustomer} from '~/lib/customer/current.server';
import {gatedCollectionsOfProduct} from '~/lib/customer/gated';
import {membersOnlyRefusal} from '~/lib/customer/membership.server';
import {canSee, productViewer} from '~/lib/customer/product-access.server';
import {reportError} from '~/lib/errors';
import {issueFormToken} from '~/lib/form-token.server';
import {getFeatureFlags, getLayoutContent} from '~/lib/layout.server';
import {streamed} from '~/lib/streamed';
import {bagOutcomeText} from '~/lib/cart/outcome.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {createTranslator} from '~/lib/i18n/translator';
import {collectionTitle, HANDLE_PATTERN} from './collection-title.server';
import {loadBadges, loadProductBlocks} from './content.server';
import {productMessages, splitFirstScreenTexts, textNeeds} from './messages.server';
import {purchasePart, purchasePartSrc} from './parts.server';
import {loadProductAnswer} from './fetch-product.server';
import {loadsProviderScripts, thirdPartyWidgets} from './pay-later';
import {deliveryEstimateText} from './delivery-estimate';
import {noindexCountriesForTags} from './indexing';
import {buildProductView, type ProductViewInput} from './product-view.server';
import {discountedAmount} from './member-pricing';
import {isReviewSummaryValid} from './reviews';
import {parseProductTags} from './tags';
import {existingSessionId, readPersonalisationConfig, recordProductView} from './personalisation.server';
import {productSections} from './sections.server';
import {serverSection} from '~/page-weight/index.server';
import {loadSanitizer} from '~/lib/sanitize-html.server';
import type {ProductPageView, ProductView} from './types';

/** Algolia's click-analytics query id: 32 hexadecimal characters. */
const QUERY_ID_PATTERN = /^[a-f0-9]{32}$/i;

/**
 * The product page's data. Critical (awaited, one Storefront request): the product as a
 * view model, with content the shell already loaded (site variables) and the badges; the
 * page's data carries its first screen's part. Deferred (streamed): content blocks and the
 * breadcrumb's collection title. Server sections (`sections.server.ts`): the details, related
 * products with the family's colours, the personalised slots and the reviews list; the
 * purchase column's texts and placements (`parts.server.ts`). The product's view is recorded
 * with the personalisation service after the response; the page never waits for that service
 * (`personalisation.server.ts`).
 *
 * A members-only product (tagged `gated::…`) is shown only to shoppers who unlock it: who the
 * shopper is is looked up beside the product, and anyone else is refused before anything of
 * it is built (a guest sent to sign in and back, a customer without the tag a 404).
 */
export async function loadProductPage({request, params, context}: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  if (!HANDLE_PATTERN.test(handle)) throw new Response('Not found', {status: 404});
  const url = new URL(request.url);
  const {storefront, market} = context;

  // Started before the critical data, so it runs alongside it.
  const collectionHandle = url.searchParams.get('collection')?.trim().toLowerCase() ?? '';
  const viewer = productViewer(context);
  const collection = HANDLE_PATTERN.test(collectionHandle)
    ? {
        handle: collectionHandle,
        title: streamed(
          collectionTitle(
            storefront,
            collectionHandle,
            viewer.then((shopper) => shopper.unlocked),
          ),
        ),
      }
    : null;
  const queryId = url.searchParams.get('queryId');

  const personalisation = readPersonalisationConfig(context.env);
  const [answer, layout, badges, customer, flags, shopper] = await Promise.all([
    // Retried within what is left of the request's Storefront budget; when every attempt
    // fails the page is a 503 with Retry-After, not an error page.
    loadProductAnswer(context, handle),
    getLayoutContent(context),
    loadBadges(context),
    currentCustomer(context).catch((error: unknown) => {
      // Prices for members only: a failed lookup shows the page as to a guest.
      reportError('SERVER-REQUEST', error, {lookup: 'current customer'});
      return null;
    }),
    getFeatureFlags(context, request),
    viewer,
    // The description's sanitiser, loaded the first time a worker shows one.
    loadSanitizer(),
  ]);
  const found = answer.product;
  if (!found) throw new Response('Not found', {status: 404});
  if (!canSee(shopper, found.tags)) {
    throw membersOnlyRefusal(context, shopper.signedIn, `/products/${found.handle}${url.search}`);
  }
  const membersOnly = gatedCollectionsOfProduct(found.tags).length > 0;

  const {product, pageView} = productViews(
    {
      product: found,
      marketingMessage: answer.shop.marketingMessage?.value ?? null,
      siteVariables: layout.siteVariables,
      badges,
      customerTags: customer?.tags ?? [],
    },
    market,
  );
  const tags = parseProductTags(found.tags);
  const cmsComponents = found.metafields.find((field) => field?.key === 'cms_components')?.value ?? null;
  const noindexCountries = noindexCountriesForTags(found.tags);

  // A known shopper's view is recorded once per page view, document or navigation, after the
  // response; a shopper without a session gets one, and their view recorded, from the
  // browser's read of the slots.
  const sessionId = personalisation ? existingSessionId(request) : null;
  if (personalisation && sessionId) {
    context.waitUntil(
      recordProductView(personalisation, {
        sessionId,
        productId: found.id,
        customerId: customer?.userId ?? null,
      }),
    );
  }
  const backInStockToken =
    product.backInStockEnabled && product.variants.some((variant) => !variant.available)
      ? await issueFormToken(context.config.sessionSecret, 'back-in-stock')
      : null;
  const bagOutcome = bagOutcomeText(url, market.locale);
  const page = {
    product: {
      ...pageView,
      ...(flags.site.estimated_delivery_date ? {deliveryEstimate: todaysDeliveryEstimate(market)} : {}),
    },
    // What most views of a product do not have stays out of the data rather than travel as null.
    ...(noindexCountries.length > 0
      ? {noindexCountries, noindexHere: noindexCountries.includes(market.countryCode)}
      : {}),
    // A members-only product's page is its members' alone: no search engine, no shared cache.
    ...(membersOnly ? {membersOnly, noindexHere: true} : {}),
    ...(collection ? {collection} : {}),
    ...(queryId && QUERY_ID_PATTERN.test(queryId) ? {queryId} : {}),
    // Rendered into the page, fetched by the browser from their endpoints rather than sent twice.
    ...productSections(context, {
      product: found,
      familyTags: tags,
      personalised: personalisation !== null,
      mustHaveBody: flags.reviews.mustHaveBody,
      namedSwatches: flags.site.abtasty_color_swatch_2_design,
      details: product,
    }),
    blocks: streamed(loadProductBlocks(context, cmsComponents)),
    ...(customer ? {recentlyViewedUserId: customer.userId} : {}),
    /** The signed token the back-in-stock sign-up requires, only where the form can show. */
    ...(backInStockToken ? {backInStockToken} : {}),
    /** The texts the page shows outside its purchase column; the column's come with its code. */
    messages: splitFirstScreenTexts(productMessages(market.locale, product)).page,
    /** The purchase column's texts, placements and length unit: the same for every product alike. */
    purchase: serverSection(context, purchasePartSrc(context.pathPrefix, textNeeds(product)), () =>
      purchasePart(context, textNeeds(product)),
    ),
    /** After a plain form post to the bag: its outcome, in words. */
    ...(bagOutcome ? {bagOutcome} : {}),
    /** The purchase column hosts pay-later providers' scripts here: it loads without waiting for the shopper. */
    ...(loadsProviderScripts(thirdPartyWidgets(market, context.env)) ? {providerScripts: true} : {}),
  };
  return data(page, membersOnly ? {headers: {'Cache-Control': 'private, no-store'}} : undefined);
}

/** Per worker: the delivery estimate's text per market for the day it was written (it changes at midnight UTC). */
const deliveryEstimates = new Map<string, string>();

function todaysDeliveryEstimate(market: Market): string {
  const now = new Date();
  const key = `${market.locale}|${market.isInternational}|${now.toISOString().slice(0, 10)}`;
  let text = deliveryEstimates.get(key);
  if (text === undefined) {
    // Yesterday's texts are never read again.
    if (deliveryEstimates.size >= 100) deliveryEstimates.clear();
    text = deliveryEstimateText(
      market,
      now,
      createTranslator(messagesFor(market.locale, ['product']), market.locale),
    );
    deliveryEstimates.set(key, text);
  }
  return text;
}

/**
 * Per worker: the views built from one product answer (the worker's memory gives one object per
 * product and market while it is fresh), per content object and shopper's tags, so a popular
 * product's page builds them once, not per request. Never changed once built.
 */
const builtViews = new WeakMap<object, Map<string, {product: ProductView; pageView: ProductPageView}>>();
const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
const idOf = (value: object | null) => {
  if (!value) return 0;
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = ++lastObjectId));
  return id;
};

export function productViews(input: ProductViewInput, market: Market) {
  const key = [
    market.countryCode,
    market.locale,
    idOf(input.siteVariables),
    idOf(input.badges),
    input.marketingMessage,
    [...input.customerTags].sort().join(','),
  ].join('|');
  let built = builtViews.get(input.product);
  if (!built) builtViews.set(input.product, (built = new Map()));
  let views = built.get(key);
  if (!views) {
    const product = buildProductView(input);
    views = {product, pageView: productPageView(product, market)};
    built.set(key, views);
  }
  return views;
}

/**
 * The view as the page's data carries it: the details stay with their section; prices and the
 * review count come written as the market writes them (see `PricedVariant`).
 */
export function productPageView(
  {details, gallery, descriptionHtml: _html, isGiftCard: _giftCard, variants, ...view}: ProductView,
  market: Market,
): ProductPageView {
  const hasVideo = gallery.items.some((item) => item.kind === 'video');
  const fractionDigits = currencyFractionDigits(view.currencyCode);
  const money = (amount: string) => formatMoney(amount, view.currencyCode, market);
  const {memberPrice, reviewSummary} = view;
  const t = createTranslator(messagesFor(market.locale, ['product']), market.locale);
  return {
    ...view,
    gallery: hasVideo ? gallery : {items: gallery.items},
    details: {fitNote: details.fitNote, inseams: details.inseams},
    fractionDigits,
    variants: variants.map((variant) => ({
      ...variant,
      priceText: money(variant.price),
      compareAtText:
        variant.compareAtPrice && Number(variant.compareAtPrice) > Number(variant.price)
          ? money(variant.compareAtPrice)
          : null,
      ...(memberPrice
        ? {memberPriceText: money(discountedAmount(variant.price, memberPrice.percentage, fractionDigits))}
        : {}),
    })),
    ...(isReviewSummaryValid(reviewSummary)
      ? {reviewCountText: t('product.reviews.count', {count: reviewSummary.review_count})}
      : {}),
  };
}
