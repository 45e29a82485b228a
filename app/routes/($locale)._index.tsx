import {Await, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CacheShort} from '@shopify/hydrogen';
import {Suspense} from 'react';
import {HOME_PRODUCTS_QUERY} from '@graphql/products';
import {assertMarketPath} from '~/lib/market-params.server';
import {loadHomePage} from '~/lib/home.server';
import {pageMeta} from '~/lib/seo';
import {ContentBlocks, visibleBlocks} from '~/components/cms/ContentBlocks';
import {BRAND_NAME} from '~/lib/brand';
import {uiStringsFor, useUiStrings} from '~/lib/i18n/ui-strings';
import type {RootData} from '~/lib/root-data';
import {HomeFallbackHero} from '~/components/home/HomeFallbackHero';
import {ProductGrid, ProductGridSkeleton} from '~/components/home/ProductGrid';

const HOME_PRODUCT_COUNT = 12;

export const meta: MetaFunction<typeof loader> = (args) => {
  const root = args.matches.find((match) => match.id === 'root')?.data as RootData | undefined;
  return pageMeta(args, {
    title: args.data?.page?.title ?? uiStringsFor(root?.market.locale).homeTitle,
    description: args.data?.page?.seoDescription,
    noindex: args.data?.page?.noindex,
  });
};

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  // The product grid sits below the fold: it streams in while the content renders.
  const products = context.storefront
    .query(HOME_PRODUCTS_QUERY, {variables: {first: HOME_PRODUCT_COUNT}, cache: CacheShort()})
    .then(({products}) => products.nodes);
  const page = await loadHomePage(context);
  return {page, products, renderedAt: new Date().toISOString()};
}

export default function Home() {
  const {page, products, renderedAt} = useLoaderData<typeof loader>();
  const strings = useUiStrings();
  // The server's clock decides which dated blocks show, so hydration sees the same page.
  const blocks = page ? visibleBlocks(page.blocks, new Date(renderedAt)) : [];
  return (
    <>
      {blocks.length > 0 ? (
        <>
          {blocks[0].type === 'hero' ? null : <h1 className="sr-only">{page?.title ?? BRAND_NAME}</h1>}
          {/* A lead hero sits flush under the header. */}
          <div className={blocks[0].type === 'hero' ? '-mt-6' : undefined}>
            <ContentBlocks blocks={blocks} />
          </div>
        </>
      ) : (
        <HomeFallbackHero />
      )}
      <section aria-labelledby="home-products" className="mt-12">
        <h2 id="home-products" className="mb-6 text-2xl font-semibold">
          {strings.bestsellers}
        </h2>
        <Suspense fallback={<ProductGridSkeleton count={HOME_PRODUCT_COUNT} />}>
          <Await resolve={products} errorElement={null}>
            {(nodes) => <ProductGrid products={nodes} />}
          </Await>
        </Suspense>
      </section>
    </>
  );
}
