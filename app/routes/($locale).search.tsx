import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SearchForm} from '~/components/search/SearchForm';
import {SearchMessage, SearchResults} from '~/components/search/SearchResults';
import {messagesFor} from '~/lib/i18n/catalog.server';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {createTranslator} from '~/lib/i18n/translator';
import {searchProducts} from '~/lib/search/algolia.server';
import {searchHitToProductCard} from '~/lib/search/product-card';
import {readSearchPageParams} from '~/lib/search/search-params';
import {pageMeta} from '~/lib/seo';

/**
 * The search results page, `/search?q={query}`: server-rendered from the search service. The
 * service being down shows a message; the page still answers 200.
 */

/** Hydrogen warns about titles over 120 characters; the query is cut well before that. */
const TITLE_QUERY_LENGTH = 60;

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = createTranslator(args.data?.messages ?? {}, args.data?.locale ?? 'en-US');
  const query = args.data?.query;
  return pageMeta(args, {
    title: query
      ? t('search.titleWithQuery', {query: shortened(query, TITLE_QUERY_LENGTH)})
      : t('search.title'),
    // Result pages are thin, endless and user-made: never indexed. The empty form page may be.
    noindex: Boolean(query),
  });
};

function shortened(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text;
}

export async function loader({context, request}: LoaderFunctionArgs) {
  const {market} = context;
  const {query, page} = readSearchPageParams(new URL(request.url).searchParams);
  const base = {query, locale: market.locale, messages: messagesFor(market.locale, ['search'])};
  if (!query) return {...base, status: 'idle' as const};

  const result = await searchProducts({
    env: context.env,
    market,
    query,
    page: page - 1,
    timeoutMs: context.deadlines.remaining('search'),
  });
  if (!result) return {...base, status: 'unavailable' as const};
  return {
    ...base,
    status: 'ok' as const,
    results: {
      products: result.hits.map(searchHitToProductCard),
      nbHits: result.nbHits,
      page: result.page,
      nbPages: result.nbPages,
      queryID: result.queryID,
    },
  };
}

export default function SearchPage() {
  const {messages} = useLoaderData<typeof loader>();
  return (
    <I18nProvider messages={messages}>
      <Search />
    </I18nProvider>
  );
}

function Search() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">{t('search.title')}</h1>
      <SearchForm query={data.query} />
      {data.status === 'idle' ? <p className="mt-8 text-neutral-700">{t('search.prompt')}</p> : null}
      {data.status === 'unavailable' ? (
        <SearchMessage title={t('search.unavailableTitle')} body={t('search.unavailableBody')} />
      ) : null}
      {data.status === 'ok' ? <SearchResults query={data.query} results={data.results} /> : null}
    </div>
  );
}
