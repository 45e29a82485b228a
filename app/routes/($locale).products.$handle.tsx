import {useLoaderData, type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ProductPage} from '~/components/product/ProductPage';
import type {RouteShellOptions} from '~/components/layout/route-shell';
import {I18nProvider} from '~/lib/i18n/i18n';
import {loadProductPage} from '~/lib/product/product-page.server';
import {pageMeta} from '~/lib/seo';

/** On phones the product page keeps the screen for the product: no newsletter form or chat button. */
export const handle: RouteShellOptions = {hideOnMobile: ['newsletter', 'chat']};

export const meta: MetaFunction<typeof loader> = (args) => {
  const product = args.data?.product;
  return pageMeta(args, {
    title: product?.title,
    description: product?.description.slice(0, 160),
    noindex: args.data?.noindexHere,
    noindexCountries: args.data?.noindexCountries,
    jsonLd: args.data?.jsonLd,
  });
};

export async function loader(args: LoaderFunctionArgs) {
  return loadProductPage(args);
}

/**
 * Choosing an option changes only the page's query (`?Size=M`): the product's data stays.
 * Adding to the bag changes nothing here either (the root reloads the bag count).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== 'GET') {
    return formAction?.replace(/\?.*$/, '').endsWith('/cart') ? false : defaultShouldRevalidate;
  }
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
        collection={data.collection}
        extras={data.extras}
        lists={data.lists}
        reviews={data.reviews}
        blocks={data.blocks}
        mustHaveBody={data.mustHaveBody}
        widgets={data.widgets}
        lengthUnit={data.lengthUnit}
        recentlyViewedUserId={data.recentlyViewedUserId}
        backInStockToken={data.backInStockToken}
        bagOutcome={data.bagOutcome}
        searchQueryId={data.queryId}
      />
    </I18nProvider>
  );
}
