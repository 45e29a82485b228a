import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {Image, Pagination} from '@shopify/hydrogen';
import {data, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {MarketLink} from '~/components/ui/links';
import {loadCollectionsIndex, type CollectionCardView} from '~/lib/collections-index.server';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {createTranslator} from '~/lib/i18n/translator';
import {pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = createTranslator(args.data?.messages ?? {}, 'en-US');
  return pageMeta(args, {title: t('collections.title')});
};

export const headers: HeadersFunction = ({loaderHeaders}) => loaderHeaders;

/** `/collections`: every collection the shopper may see, A to Z, and a way to all products. */
export async function loader({context, request}: LoaderFunctionArgs) {
  const {collections, signedIn} = await loadCollectionsIndex(context, request);
  const messages = messagesFor(context.market.locale, ['collections']);
  // A member's index may name members-only collections: never a shared copy.
  return data({collections, messages}, signedIn ? {headers: {'Cache-Control': 'private, no-store'}} : {});
}

export default function CollectionsPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Collections />
    </I18nProvider>
  );
}

function Collections() {
  const {collections} = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section>
      <h1 className="mb-8 text-3xl font-semibold">{t('collections.title')}</h1>
      <Pagination connection={collections}>
        {({nodes, isLoading, PreviousLink, NextLink}) => (
          <>
            <PreviousLink className="mb-6 inline-block underline underline-offset-4">
              {t('collections.previous')}
            </PreviousLink>
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
              <li>
                <MarketLink
                  to="/collections/all"
                  className="flex aspect-square items-center justify-center bg-neutral-100 p-4 text-center text-lg font-semibold underline-offset-4 hover:underline"
                >
                  {t('collections.shopAll')}
                </MarketLink>
              </li>
              {(nodes as CollectionCardView[]).map((collection, index) => (
                <li key={collection.id}>
                  <CollectionCard collection={collection} eager={index < 4} />
                </li>
              ))}
            </ul>
            {nodes.length === 0 ? <p className="mt-6 text-neutral-600">{t('collections.empty')}</p> : null}
            <NextLink className="mt-8 inline-block underline underline-offset-4" aria-busy={isLoading}>
              {t('collections.next')}
            </NextLink>
          </>
        )}
      </Pagination>
    </section>
  );
}

function CollectionCard({collection, eager}: {collection: CollectionCardView; eager: boolean}) {
  return (
    <MarketLink to={`/collections/${collection.handle}`} className="group block" prefetch="intent">
      <div className="aspect-square overflow-hidden bg-neutral-100">
        {collection.image ? (
          <Image
            data={collection.image}
            alt={collection.image.altText ?? ''}
            aspectRatio="1/1"
            sizes="(min-width: 1200px) 25vw, (min-width: 900px) 33vw, 50vw"
            loading={eager ? 'eager' : 'lazy'}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <h2 className="mt-2 font-medium group-hover:underline">{collection.title}</h2>
    </MarketLink>
  );
}
