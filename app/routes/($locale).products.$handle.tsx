import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import type {HeadersFunction, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ProductPage} from '~/components/product/ProductPage';
import type {RouteShellOptions} from '~/components/layout/route-shell';
import {I18nProvider} from '~/lib/i18n/i18n';
import {loadProductPage} from '~/lib/product/product-page.server';
import {answeredByBagAction} from '~/lib/root-revalidation';
import {pageMeta} from '~/lib/seo';
import {fetchSection} from '~/lib/section-data';

/** On phones the product page keeps the screen for the product: no newsletter form or chat button. */
export const handle: RouteShellOptions = {
  showsBagOutcome: true,
  hideOnMobile: ['newsletter', 'chat'],
  // Breadcrumbs, gallery and purchase column paint before the whole sheet arrives (`ProductPage`).
  firstScreenSheet: 'product',
};

export const meta: MetaFunction<typeof loader> = (args) => {
  const product = args.data?.product;
  return pageMeta(args, {
    title: product?.title,
    description: product?.description.slice(0, 160),
    noindex: args.data?.noindexHere,
    noindexCountries: args.data?.noindexCountries,
  });
};

/** A members-only product's page is kept out of every shared cache (the loader says so). */
export const headers: HeadersFunction = ({loaderHeaders}) => loaderHeaders;

// Not wrapped in another async function: returning a promise already rejected (an impossible
// handle is refused before any await) from one leaves it unobserved for a tick, and the
// runtime logs "A promise rejection was handled asynchronously".
export const loader = (args: LoaderFunctionArgs) => loadProductPage(args);

/**
 * A navigation in the browser: the purchase column's texts, placements and length unit arrive with
 * its code, so the page
 * waits for them too rather than show the column empty (usually at once: they are the same
 * for every product alike, cached). A document's render has them from the server.
 */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await fetchSection(data.purchase.src).promise.catch(() => undefined);
  return data;
}

/**
 * Choosing an option changes only the page's query (`?Size=M`): the product's data stays.
 * Adding to the bag changes nothing here either (its answer carries the bag and its count).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (answeredByBagAction({formMethod, formAction})) return false;
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const pageParams = (url: URL) => `${url.searchParams.get('collection')}|${url.searchParams.get('queryId')}`;
  return pageParams(currentUrl) === pageParams(nextUrl) ? false : defaultShouldRevalidate;
};

export default function ProductRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={data.messages}>
      <ProductPage
        key={data.product.handle}
        product={data.product}
        collection={data.collection ?? null}
        purchase={data.purchase}
        details={data.details}
        lists={data.lists}
        recommendations={data.recommendations}
        reviews={data.reviews}
        blocks={data.blocks}
        recentlyViewedUserId={data.recentlyViewedUserId ?? null}
        backInStockToken={data.backInStockToken ?? null}
        bagOutcome={data.bagOutcome ?? null}
        searchQueryId={data.queryId ?? null}
        membersOnly={data.membersOnly ?? false}
        providerScripts={data.providerScripts ?? false}
      />
    </I18nProvider>
  );
}
