import type {ProductCardFragment} from '@graphql/storefront.generated';
import {ProductCard} from '~/components/product/ProductCard';
import {MarketLink} from '~/components/ui/links';
import {searchPagePath} from '~/lib/search/search-params';
import {useT} from '~/lib/i18n/i18n';

export interface SearchResultsData {
  products: ProductCardFragment[];
  nbHits: number;
  /** Zero-based, as Algolia counts. */
  page: number;
  nbPages: number;
}

/** The result count, a grid of product cards and previous/next links. */
export function SearchResults({query, results}: {query: string; results: SearchResultsData}) {
  const t = useT();
  if (results.nbHits === 0) {
    return <SearchMessage title={t('search.noResultsTitle', {query})} body={t('search.noResultsBody')} />;
  }
  return (
    <section aria-labelledby="search-result-count" className="mt-8">
      <h2 id="search-result-count" className="mb-6 text-lg" data-testid="search-result-count">
        {t('search.resultCount', {count: results.nbHits, query})}
      </h2>
      {results.products.length > 0 ? (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="search-results">
          {results.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} loading={index < 4 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      ) : null}
      <SearchPagination query={query} page={results.page + 1} pages={results.nbPages} />
    </section>
  );
}

/** Previous and next links that keep the query (and, through MarketLink, the market). */
function SearchPagination({
  query,
  page,
  pages,
}: {
  query: string;
  /** One-based. */
  page: number;
  pages: number;
}) {
  const t = useT();
  const hasPrevious = page > 1;
  const hasNext = page < pages;
  if (!hasPrevious && !hasNext) return null;
  const link = 'rounded border border-neutral-400 px-4 py-2 hover:bg-neutral-100';
  return (
    <nav aria-label={t('search.pagination')} className="mt-8 flex items-center justify-center gap-4">
      {hasPrevious ? (
        <MarketLink to={searchPagePath(query, Math.min(page - 1, pages))} rel="prev" className={link}>
          {t('search.previousPage')}
        </MarketLink>
      ) : null}
      {page <= pages ? (
        <span className="text-sm text-neutral-600">{t('search.pageOf', {page, pages})}</span>
      ) : null}
      {hasNext ? (
        <MarketLink to={searchPagePath(query, page + 1)} rel="next" className={link}>
          {t('search.nextPage')}
        </MarketLink>
      ) : null}
    </nav>
  );
}

/** No results, or search unavailable: a heading and one line, announced politely. */
export function SearchMessage({title, body}: {title: string; body: string}) {
  return (
    <div role="status" className="mt-8" data-testid="search-message">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-neutral-700">{body}</p>
    </div>
  );
}
