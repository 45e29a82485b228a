import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {assertMarketPath} from '~/lib/market-params.server';
import {pageMeta} from '~/lib/seo';
import type {RootData} from '~/lib/root-data';
import {useMarket} from '~/lib/use-market';
import {searchProducts} from '~/lib/search/algolia.server';
import {searchHitToProductCard} from '~/lib/search/product-card';
import {readSearchPageParams} from '~/lib/search/search-params';
import {SearchForm} from '~/components/search/SearchForm';
import {SearchMessage, SearchResults} from '~/components/search/SearchResults';
import {fillText, searchTextsFor} from '~/components/search/search-texts';

/**
 * The search results page (shell §2): `/search?q={query}`. A minimal server-rendered
 * page until the search overlay and InstantSearch arrive. The search service being
 * down shows a message; the page still answers 200.
 */

/** Hydrogen warns about titles over 120 characters; the query is cut well before that. */
const TITLE_QUERY_LENGTH = 60;

export const meta: MetaFunction<typeof loader> = (args) => {
  const root = args.matches.find((match) => match.id === 'root')?.data as RootData | undefined;
  const texts = searchTextsFor(root?.market.locale);
  const query = args.data?.query;
  return pageMeta(args, {
    title: query
      ? fillText(texts.titleWithQuery, {query: shortened(query, TITLE_QUERY_LENGTH)})
      : texts.title,
    // Result pages are thin, endless and user-made: never indexed. The empty form page may be.
    noindex: Boolean(query),
  });
};

function shortened(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text;
}

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const {query, page} = readSearchPageParams(new URL(request.url).searchParams);
  if (!query) return {query, status: 'idle' as const};

  const result = await searchProducts({env: context.env, market: context.market, query, page: page - 1});
  if (!result) return {query, status: 'unavailable' as const};
  return {
    query,
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
  const data = useLoaderData<typeof loader>();
  const {market} = useMarket();
  const texts = searchTextsFor(market.locale);
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">{texts.title}</h1>
      <SearchForm query={data.query} texts={texts} />
      {data.status === 'idle' ? <p className="mt-8 text-neutral-700">{texts.prompt}</p> : null}
      {data.status === 'unavailable' ? (
        <SearchMessage title={texts.unavailableTitle} body={texts.unavailableBody} />
      ) : null}
      {data.status === 'ok' ? (
        <SearchResults query={data.query} results={data.results} texts={texts} locale={market.locale} />
      ) : null}
    </div>
  );
}
