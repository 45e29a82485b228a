import {useEffect, useId, useState} from 'react';
import {useInstantSearch, usePagination, useSortBy, useStats} from 'react-instantsearch';
import {useFormatNumber, useT} from '~/lib/i18n/i18n';
import {FACETS, SORT_OPTIONS, sortIndex} from '~/lib/search/config';
import {fromIndexUiState, type IndexUiState} from '~/lib/search/listing-params';
import {isPlainClick} from './facets';
import {useListingContext} from './ListingSearch';

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The five orders, as a select. Before the page's code arrives it is a GET form with an
 * "Apply" button that keeps the query and filters; afterwards a change re-sorts in place.
 */
export function SortControl() {
  const {indexName, collectOnly} = useListingContext();
  const t = useT();
  const selectId = useId();
  const hydrated = useHydrated();
  const {currentRefinement, refine} = useSortBy({
    items: SORT_OPTIONS.map((option) => ({value: sortIndex(indexName, option.id), label: option.id})),
  });
  const {indexUiState} = useInstantSearch();
  if (collectOnly) return null;
  const state = fromIndexUiState(indexUiState as IndexUiState, indexName);
  const current = SORT_OPTIONS.find((option) => sortIndex(indexName, option.id) === currentRefinement);
  return (
    <form method="get" className="flex items-center gap-2" onSubmit={(event) => event.preventDefault()}>
      {state.query ? <input type="hidden" name="q" value={state.query} /> : null}
      {FACETS.flatMap(({attribute, param}) =>
        (state.refinements[attribute] ?? []).map((value) => (
          <input key={`${param}:${value}`} type="hidden" name={param} value={value} />
        )),
      )}
      <label htmlFor={selectId} className="text-sm text-neutral-700">
        {t('search.sortBy')}
      </label>
      <select
        id={selectId}
        name="sort"
        value={current?.id ?? 'featured'}
        onChange={(event) => {
          const id = event.target.value as (typeof SORT_OPTIONS)[number]['id'];
          refine(sortIndex(indexName, id));
        }}
        className="h-10 rounded border border-neutral-400 bg-white px-2 text-sm"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {t(option.label)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          type="submit"
          onClick={(event) => event.currentTarget.form?.submit()}
          className="h-10 rounded border border-neutral-400 px-3 text-sm"
        >
          {t('search.applySort')}
        </button>
      )}
    </form>
  );
}

/** How many products the list holds, announced when it changes. */
export function ResultCount({query}: {query: string}) {
  const {nbHits} = useStats();
  const {kind, collectOnly} = useListingContext();
  const t = useT();
  if (collectOnly) return null;
  return (
    <p role="status" className="text-sm text-neutral-700" data-testid="result-count">
      {kind === 'search' && query
        ? t('search.resultCount', {count: nbHits, query})
        : t('search.productCount', {count: nbHits})}
    </p>
  );
}

/** Numbered pages with previous and next, as links (they work before the code arrives). */
export function ListingPagination({onPage}: {onPage: () => void}) {
  const {pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL} = usePagination({
    padding: 2,
  });
  const {collectOnly} = useListingContext();
  const t = useT();
  const formatNumber = useFormatNumber();
  if (collectOnly || nbPages <= 1) return null;
  const go = (page: number) => (event: React.MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    refine(page);
    onPage();
  };
  const link = 'inline-flex h-10 min-w-10 items-center justify-center rounded border px-3 text-sm';
  return (
    <nav
      aria-label={t('search.pagination')}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {isFirstPage ? null : (
        <a
          href={createURL(currentRefinement - 1)}
          rel="prev"
          onClick={go(currentRefinement - 1)}
          className={`${link} border-neutral-400`}
        >
          {t('search.previousPage')}
        </a>
      )}
      {pages.map((page) => (
        <a
          key={page}
          href={createURL(page)}
          onClick={go(page)}
          aria-current={page === currentRefinement ? 'page' : undefined}
          aria-label={t('search.pageLink', {page: page + 1})}
          className={`${link} ${
            page === currentRefinement ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-300'
          }`}
        >
          {formatNumber(page + 1)}
        </a>
      ))}
      {isLastPage ? null : (
        <a
          href={createURL(currentRefinement + 1)}
          rel="next"
          onClick={go(currentRefinement + 1)}
          className={`${link} border-neutral-400`}
        >
          {t('search.nextPage')}
        </a>
      )}
    </nav>
  );
}
