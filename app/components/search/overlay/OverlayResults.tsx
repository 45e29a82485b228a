import type {RefObject} from 'react';
import {useT} from '~/lib/i18n/i18n';
import type {MessageKey} from '~/lib/i18n/types';
import {useMarket} from '~/lib/market-context';
import type {SearchClientConfig} from '~/lib/search/config';
import type {OverlayAutocomplete} from './create-overlay-autocomplete';
import {AUTOCOMPLETE_ID, productItemsOf, SOURCE, type OverlayState} from './items';
import {OverlayOption} from './OverlayOption';

type Collection = OverlayState['collections'][number];

/** Each group's heading; the redirect's one option names itself. */
const GROUP_TITLES: Record<string, MessageKey> = {
  [SOURCE.products]: 'search.products',
  [SOURCE.categories]: 'search.categories',
  [SOURCE.suggestions]: 'search.suggestions',
  [SOURCE.recent]: 'search.recentSearches',
};

export const listIdOf = (sourceId: string) => `${AUTOCOMPLETE_ID}-${sourceId}-list`;

/** The overlay's panel: what the search is doing, no results, the groups and "view all". */
export function OverlayResults({
  autocomplete,
  state,
  searchFailed,
  collections,
  config,
  formRef,
}: {
  autocomplete: OverlayAutocomplete;
  state: OverlayState | null;
  /** The last search failed: the panel says so instead of "no results". */
  searchFailed: boolean;
  /** The groups that have options. */
  collections: Collection[];
  config: SearchClientConfig;
  formRef: RefObject<HTMLFormElement>;
}) {
  const t = useT();
  const query = state?.query ?? '';
  const products = productItemsOf(state);
  const stalled = state?.status === 'stalled';
  const searchedNothing =
    !searchFailed &&
    Boolean(query) &&
    state?.status === 'idle' &&
    products.length === 0 &&
    state.collections.some((collection) => collection.source.sourceId === SOURCE.products);

  return (
    <div
      {...autocomplete.getPanelProps({})}
      className="mt-3 min-h-0 flex-1 overflow-y-auto"
      aria-busy={stalled || undefined}
    >
      <p role="status" className="sr-only">
        {stalled ? t('search.searching') : searchedNothing ? t('search.noResultsTitle', {query}) : ''}
      </p>
      {searchFailed ? <SearchUnavailable /> : null}
      {searchedNothing ? (
        <div className="py-4">
          <p className="font-semibold">{t('search.noResultsTitle', {query})}</p>
          <p className="mt-1 text-sm text-neutral-700">{t('search.noResultsBody')}</p>
        </div>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
        {collections.map((collection) => (
          <OverlayGroup
            key={collection.source.sourceId}
            autocomplete={autocomplete}
            collection={collection}
            query={query}
            config={config}
          />
        ))}
      </div>
      {query && products.length > 0 ? (
        <p className="mt-4">
          <button
            type="button"
            onClick={() => formRef.current?.requestSubmit()}
            className="text-sm font-medium underline"
          >
            {t('search.viewAll')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

function OverlayGroup({
  autocomplete,
  collection: {source, items},
  query,
  config,
}: {
  autocomplete: OverlayAutocomplete;
  collection: Collection;
  query: string;
  config: SearchClientConfig;
}) {
  const t = useT();
  const market = useMarket();
  const sourceId = source.sourceId;
  const titleKey = GROUP_TITLES[sourceId];
  const titleId = `${AUTOCOMPLETE_ID}-${sourceId}-title`;
  const isProducts = sourceId === SOURCE.products;
  return (
    <section
      className={isProducts ? 'md:row-span-2' : sourceId === SOURCE.redirect ? 'md:col-span-2' : undefined}
    >
      {titleKey ? (
        <h2 id={titleId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-neutral-600">
          {t(titleKey)}
        </h2>
      ) : null}
      <ul
        {...autocomplete.getListProps({source})}
        id={listIdOf(sourceId)}
        aria-labelledby={titleKey ? titleId : undefined}
        aria-label={titleKey ? undefined : t('search.goTo', {query})}
        className={isProducts ? 'grid grid-cols-2 gap-3 lg:grid-cols-4' : 'space-y-1'}
      >
        {items.map((item) => {
          const itemProps = autocomplete.getItemProps({item, source});
          const active = itemProps['aria-selected'];
          return (
            <li
              key={String(itemProps.id)}
              {...itemProps}
              className={`cursor-pointer rounded ${active ? 'bg-neutral-100 outline outline-2 outline-neutral-900' : ''}`}
            >
              <OverlayOption
                item={item}
                sourceId={sourceId}
                query={query}
                currency={market.currency}
                customerTags={config.customerTags}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Search cannot answer: its config did not come, or its last search failed. */
export function SearchUnavailable() {
  const t = useT();
  return (
    <div role="status" className="py-6">
      <p className="font-semibold">{t('search.unavailableTitle')}</p>
      <p className="mt-1 text-neutral-700">{t('search.unavailableBody')}</p>
    </div>
  );
}
