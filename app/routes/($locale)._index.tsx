import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {DeferredStyles, FIRST_SCREEN_STYLED} from '~/components/layout/DeferredStyles';
import {LazySection} from '~/components/ui/LazySection';
import {ProductGridSkeleton} from '~/components/ui/ProductGridSkeleton';
import {lazyWithPreload} from '~/components/ui/lazy';
import {BRAND_NAME} from '~/lib/brand';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {HOME_PRODUCT_COUNT} from '~/lib/home';
import {loadHomePage, loadHomeProducts, moreBlocks, splitLead} from '~/lib/home.server';
import {serverSection} from '~/lib/section-data.server';
import {metaTranslator, pageMeta} from '~/lib/seo';

/** The first screen (lead block or built-in hero) is in this route's code and `first-screen.css`. */
export const handle = FIRST_SCREEN_STYLED;

/**
 * The lead block (or the built-in hero) is static content whose links work before hydration,
 * so it hydrates when the browser is idle; below the first screen, sections hydrate when they come into view.
 */
const HomeFallbackHero = lazyWithPreload(() =>
  import('~/components/home/HomeFallbackHero').then((module) => module.HomeFallbackHero),
);
const LeadBlock = lazyWithPreload(() =>
  import('~/components/cms/LeadBlock').then((module) => module.LeadBlock),
);
const MoreBlocks = lazyWithPreload(() =>
  import('~/components/cms/ContentBlocks').then((module) => module.ContentBlocks),
);
const ProductGrid = lazyWithPreload(() =>
  import('~/components/home/ProductGrid').then((module) => module.ProductGrid),
);

const NO_PROPS = {};

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaTranslator(args);
  return pageMeta(args, {
    title: args.data?.seo?.title ?? t('home.title'),
    description: args.data?.seo?.description,
    noindex: args.data?.seo?.noindex,
  });
};

/**
 * The page's data is its first screen: the lead block, its tags and texts. The blocks after it
 * and the bestsellers are sections the server renders without sending them (their data comes
 * from `/api/home/{blocks,products}` when the browser hydrates them); the bestsellers stream in
 * after the first screen.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const {market, pathPrefix} = context;
  const page = await loadHomePage(context);
  const blocks = page?.blocks ?? [];
  const {lead, more} = splitLead(blocks);
  return {
    seo: page && {title: page.title, description: page.seoDescription, noindex: page.noindex},
    hasContent: page !== null && page.blocks.length > 0,
    lead,
    more:
      more.length > 0
        ? serverSection(context, `${pathPrefix}/api/home/blocks`, () => moreBlocks(blocks))
        : null,
    products: serverSection(context, `${pathPrefix}/api/home/products`, () => loadHomeProducts(context)),
    messages: messagesFor(market.locale, ['home']),
  };
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
  const {seo, hasContent, lead, more, products} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      {hasContent && lead?.type !== 'hero' ? <h1 className="sr-only">{seo?.title ?? BRAND_NAME}</h1> : null}
      {/* A lead hero sits flush under the header. */}
      {lead ? (
        <div className={lead.type === 'hero' ? '-mt-6' : undefined}>
          <LazySection component={LeadBlock} when="idle" props={{block: lead}} />
        </div>
      ) : hasContent ? null : (
        <LazySection component={HomeFallbackHero} when="idle" props={NO_PROPS} />
      )}
      <DeferredStyles />
      {more ? (
        <div className={lead ? 'mt-12' : undefined}>
          <LazySection component={MoreBlocks} section={more} />
        </div>
      ) : null}
      <section aria-labelledby="home-products" className="mt-12">
        <h2 id="home-products" className="mb-6 text-2xl font-semibold">
          {t('home.bestsellers')}
        </h2>
        <LazySection
          component={ProductGrid}
          section={products}
          fallback={<ProductGridSkeleton count={HOME_PRODUCT_COUNT} label={t('home.loadingProducts')} />}
        />
      </section>
    </>
  );
}
