import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PersonalisedSlots} from '~/components/home/PersonalisedSlots';
import {DeferredStyles} from '~/page-weight/shell';
import {LazySection, lazyWithPreload} from '~/page-weight';
import {serverSection} from '~/page-weight/index.server';
import type {RouteShellOptions} from '~/components/layout/route-shell';
import {ProductGridSkeleton} from '~/components/ui/ProductGridSkeleton';
import {BRAND_NAME} from '~/lib/brand';
import {messagesFor} from '~/lib/i18n/catalog.server';
import type {MessagePath} from '~/lib/i18n/types';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {HOME_PRODUCT_COUNT} from '~/lib/home';
import {loadHomePage, loadHomeProducts, moreBlocks, splitLead} from '~/lib/home.server';
import {metaTranslator, pageMeta} from '~/lib/seo';

/** The first screen (lead block or built-in hero) is in this route's code and `first-screen-home.css`. */
export const handle: RouteShellOptions = {firstScreenSheet: 'home'};

/**
 * The lead block (or the built-in hero) is static content: its links work before its code
 * runs (see `LazySection`), so its code loads only when the shopper reaches for it, not on
 * every arrival. Below the first screen, sections hydrate when they come into view.
 */
const HomeFallbackHero = lazyWithPreload(() =>
  import('~/components/home/HomeFallbackHero').then((module) => module.HomeFallbackHero),
);
const LeadSection = lazyWithPreload(() =>
  import('~/components/cms/LeadBlock').then((module) => module.LeadSection),
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

/** What the home page shows with content: its bestsellers' heading and loading state, its title's fallback. */
const HOME_TEXTS: readonly MessagePath[] = ['home.title', 'home.bestsellers', 'home.loadingProducts'];

/**
 * The page's data is its tags and texts. Its sections are rendered by the server without
 * sending their data (the browser fetches it from `/api/home/{lead,blocks,products}` when it
 * hydrates them): the lead block, which is the first screen, the blocks after it, and the
 * bestsellers, which stream in after the first screen.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const {market, pathPrefix} = context;
  const page = await loadHomePage(context);
  const blocks = page?.blocks ?? [];
  const {lead, more} = splitLead(blocks);
  const hasContent = page !== null && page.blocks.length > 0;
  return {
    seo: page && {title: page.title, description: page.seoDescription, noindex: page.noindex},
    hasContent,
    leadType: lead?.type ?? null,
    lead: lead ? serverSection(context, `${pathPrefix}/api/home/lead`, () => ({block: lead})) : null,
    more:
      more.length > 0
        ? serverSection(context, `${pathPrefix}/api/home/blocks`, () => moreBlocks(blocks))
        : null,
    products: serverSection(context, `${pathPrefix}/api/home/products`, () => loadHomeProducts(context)),
    // The built-in hero's texts only when it shows.
    messages: messagesFor(market.locale, hasContent ? HOME_TEXTS : ['home']),
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
  const {seo, hasContent, leadType, lead, more, products} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      {hasContent && leadType !== 'hero' ? <h1 className="sr-only">{seo?.title ?? BRAND_NAME}</h1> : null}
      {/* A lead hero sits flush under the header. */}
      {lead ? (
        <div className={leadType === 'hero' ? '-mt-6' : undefined}>
          <LazySection component={LeadSection} when="interaction" section={lead} />
        </div>
      ) : hasContent ? null : (
        <LazySection component={HomeFallbackHero} when="interaction" props={NO_PROPS} />
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
      <PersonalisedSlots page="front" />
    </>
  );
}
