import {Suspense, useRef, useState} from 'react';
import {useInstantSearch} from 'react-instantsearch';
import {lazyWithPreload} from '~/page-weight';
import {preloadOnReach} from '~/components/ui/preload-on-reach';
import {useT} from '~/lib/i18n/i18n';
import {ListingPagination, ResultCount, SortControl} from './controls';
import {CurrentRefinements, FacetPanel, FacetState} from './facets';
import {HitsGrid} from './HitsGrid';
import {useListingContext} from './ListingSearch';

const FilterDrawer = lazyWithPreload(
  import.meta.env.SSR ? null : () => import('./FilterDrawer').then((module) => module.FilterDrawer),
);

/**
 * A product list: count, sort and filters above, facets beside the grid from 900 px (in a
 * drawer below), pages under it. Empty lists and a failing service say so.
 */
export function ListingView({query, empty}: {query: string; empty: {title: string; body: string}}) {
  const {collectOnly} = useListingContext();
  const {results, status, error} = useInstantSearch();
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  if (collectOnly) {
    return (
      <>
        <SortControl />
        <FacetState />
        <HitsGrid />
        <ListingPagination onPage={() => undefined} />
      </>
    );
  }

  const loading = status === 'stalled';
  const nothing = results && results.nbHits === 0 && results.__isArtificial !== true;
  const openDrawer = () => {
    void FilterDrawer.preload();
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  return (
    <div ref={top} className="scroll-mt-24" aria-busy={loading || undefined}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ResultCount query={query} />
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={openDrawer}
            {...preloadOnReach(FilterDrawer.preload)}
            aria-haspopup="dialog"
            className="h-10 rounded border border-neutral-400 px-4 text-sm md:hidden"
          >
            {t('search.showFilters')}
          </button>
          <SortControl />
        </div>
      </div>
      <div className="md:grid md:grid-cols-[14rem_1fr] md:gap-8">
        <aside aria-label={t('search.filtersTitle')} className="hidden md:block">
          <FacetPanel idPrefix="side" />
        </aside>
        <div>
          <h2 className="sr-only">{t('search.products')}</h2>
          <div className="hidden md:block">
            <CurrentRefinements />
          </div>
          {error && !results?.hits.length ? (
            <Message title={t('search.unavailableTitle')} body={t('search.unavailableBody')} />
          ) : nothing ? (
            <Message title={empty.title} body={empty.body} />
          ) : (
            <div className={loading ? 'opacity-60 transition-opacity' : undefined}>
              <HitsGrid />
            </div>
          )}
          <ListingPagination
            onPage={() => top.current?.scrollIntoView({behavior: 'smooth', block: 'start'})}
          />
        </div>
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function Message({title, body}: {title: string; body: string}) {
  return (
    <div role="status" className="py-12" data-testid="search-message">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-neutral-700">{body}</p>
    </div>
  );
}
