import {Await, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CacheShort} from '@shopify/hydrogen';
import {Suspense} from 'react';
import {HOME_PRODUCTS_QUERY} from '@graphql/products';
import {ContentBlocks} from '~/components/cms/ContentBlocks';
import {HomeFallbackHero} from '~/components/home/HomeFallbackHero';
import {ProductGrid, ProductGridSkeleton} from '~/components/home/ProductGrid';
import {BRAND_NAME} from '~/lib/brand';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {createTranslator} from '~/lib/i18n/translator';
import {loadHomePage} from '~/lib/home.server';
import {isShoppable} from '~/lib/search/shoppable';
import {streamed} from '~/lib/streamed';
import {pageMeta} from '~/lib/seo';

const HOME_PRODUCT_COUNT = 12;
/** Some best sellers may not be listable (sold out, hidden from search): ask for spare ones. */
const HOME_PRODUCT_CANDIDATES = 24;

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = createTranslator(args.data?.messages ?? {}, args.data?.locale ?? 'en-US');
  return pageMeta(args, {
    title: args.data?.page?.title ?? t('home.title'),
    description: args.data?.page?.seoDescription,
    noindex: args.data?.page?.noindex,
  });
};

export async function loader({context}: LoaderFunctionArgs) {
  const {market} = context;
  // The product grid sits below the fold: it streams in while the content renders.
  const products = streamed(
    context.storefront
      .query(HOME_PRODUCTS_QUERY, {variables: {first: HOME_PRODUCT_CANDIDATES}, cache: CacheShort()})
      .then(({products}) =>
        products.nodes
          .filter(isShoppable)
          .slice(0, HOME_PRODUCT_COUNT)
          .map(({tags: _tags, availableForSale: _available, productType: _type, ...card}) => card),
      ),
  );
  const page = await loadHomePage(context);
  return {page, products, locale: market.locale, messages: messagesFor(market.locale, ['home'])};
}

export default function Home() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <HomePage />
    </I18nProvider>
  );
}

function HomePage() {
  const {page, products} = useLoaderData<typeof loader>();
  const t = useT();
  const blocks = page?.blocks ?? [];
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
          {t('home.bestsellers')}
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
