import {createAutocomplete, type AutocompleteState, type BaseItem} from '@algolia/autocomplete-core';
import {createQuerySuggestionsPlugin} from '@algolia/autocomplete-plugin-query-suggestions';
import {createLocalStorageRecentSearchesPlugin} from '@algolia/autocomplete-plugin-recent-searches';
import {getAlgoliaResults} from '@algolia/autocomplete-preset-algolia';
import {useNavigate} from '@remix-run/react';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import {CardPrice} from '~/components/product/ProductCard';
import {Modal, ModalTitle} from '~/components/ui/Modal';
import {CloseIcon, SearchIcon} from '~/components/ui/icons';
import {BRAND_NAME} from '~/lib/brand';
import {I18nProvider, useT} from '~/lib/i18n/i18n';
import {useLocalizePath, useMarket} from '~/lib/market-context';
import {createSearchClient} from '~/lib/search/client';
import {
  CARD_ATTRIBUTES,
  categoriesIndex,
  productsIndex,
  RECENT_SEARCHES_KEY,
  SEARCH_BAR_RULE_CONTEXT,
  SEARCH_LIMITS,
  suggestionsIndex,
  type SearchClientConfig,
  type SearchOverlayData,
} from '~/lib/search/config';
import {trackClick, trackView} from '~/lib/search/insights';
import {productHitToCard, type ProductHit} from '~/lib/search/product-card';
import {truncateQuery} from '~/lib/search/search-params';
import {debouncePromise, dedupeAgainstQuery, searchPageUrl} from './overlay-items';

/** The input gets focus once the panel has arrived (its fade-in). */
const FOCUS_DELAY_MS = 200;
const AUTOCOMPLETE_ID = 'site-search';

/** A product record as the overlay retrieves it (the card's fields), with Autocomplete's query id. */
interface ProductItem extends BaseItem, Omit<ProductHit, '__position' | '__queryID'> {
  /** Set on the one item a redirect rule adds: where the query leads. */
  __redirect?: string;
  __autocomplete_queryID?: string;
  __autocomplete_indexName?: string;
}
interface SuggestionItem extends BaseItem {
  objectID: string;
  query: string;
}
interface RecentItem extends BaseItem {
  id: string;
  label: string;
}
/** A collection from the market's categories index. */
interface CategoryItem extends BaseItem {
  objectID: string;
  title: string;
  url: string;
}
type Item = ProductItem | SuggestionItem | RecentItem | CategoryItem;

/**
 * The search overlay (a lazy chunk): Algolia Autocomplete's core with its recent-searches
 * (key `main`, 3) and query-suggestions (8) plugins and a products source (4 hits, rule context
 * `search_bar`, the shopper's filter), rendered here as an ARIA 1.2 combobox with one listbox
 * per group. Sources are debounced 500 ms; a search counts as stalled after 300 ms.
 */
export function SearchOverlay({
  open,
  onClose,
  data,
}: {
  open: boolean;
  onClose: () => void;
  data: SearchOverlayData | undefined;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} placement="top" className="px-4 pb-4 pt-3 sm:px-6">
      <ModalTitle className="sr-only">{t('header.search')}</ModalTitle>
      {data?.config ? (
        <I18nProvider messages={data.messages}>
          <OverlayBody config={data.config} onClose={onClose} />
        </I18nProvider>
      ) : data ? (
        <I18nProvider messages={data.messages}>
          <Unavailable />
        </I18nProvider>
      ) : (
        <p role="status" className="py-6 text-center text-neutral-600">
          <span className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-neutral-300 border-t-neutral-900 motion-reduce:animate-none" />
          <span className="sr-only">{t('header.search')}</span>
        </p>
      )}
    </Modal>
  );
}

function Unavailable() {
  const t = useT();
  return (
    <div role="status" className="py-6">
      <p className="font-semibold">{t('search.unavailableTitle')}</p>
      <p className="mt-1 text-neutral-700">{t('search.unavailableBody')}</p>
    </div>
  );
}

function OverlayBody({config, onClose}: {config: SearchClientConfig; onClose: () => void}) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const market = useMarket();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const redirects = useRef(new Map<string, string | null>());
  const [state, setState] = useState<AutocompleteState<Item> | null>(null);
  const autocompleteState = useRef<AutocompleteState<Item> | null>(null);
  autocompleteState.current = state;
  const latest = useRef({navigate, localize, onClose});
  latest.current = {navigate, localize, onClose};

  const autocomplete = useMemo(() => {
    const client = createSearchClient(config);
    const products = productsIndex(config);
    const localized = (url: string) => (/^https?:\/\//.test(url) ? url : latest.current.localize(url));
    const go = (url: string, newTab = false) => {
      if (newTab) window.open(localized(url), '_blank', 'noopener');
      else if (/^https?:\/\//.test(url)) window.location.assign(url);
      else latest.current.navigate(localized(url));
      latest.current.onClose();
    };
    const searchUrl = (query: string) => searchPageUrl(query);

    /** Where a query's redirect rule leads, if one applies (asked when not known yet). */
    const redirectFor = async (query: string): Promise<string | null> => {
      const known = redirects.current.get(query);
      if (known !== undefined) return known;
      const {results} = await client.search([
        {
          indexName: products,
          params: {query, hitsPerPage: 0, ruleContexts: [SEARCH_BAR_RULE_CONTEXT], filters: config.filters},
        },
      ]);
      const first = results[0];
      const url = (first && 'renderingContent' in first && first.renderingContent?.redirect?.url) || null;
      redirects.current.set(query, url);
      return url;
    };

    const recentSearches = createLocalStorageRecentSearchesPlugin({
      key: RECENT_SEARCHES_KEY,
      limit: SEARCH_LIMITS.recentSearches,
      transformSource: ({source}) => ({
        ...source,
        getItemUrl: ({item}) => searchUrl(item.label),
        onSelect: ({item, event}) => selectWithPointer(event, searchUrl(item.label), go),
      }),
    });
    const querySuggestions = createQuerySuggestionsPlugin({
      searchClient: client,
      indexName: suggestionsIndex(config),
      getSearchParams: () => ({hitsPerPage: SEARCH_LIMITS.overlaySuggestions}),
      transformSource: ({source}) => ({
        ...source,
        getItemUrl: ({item}) => searchUrl(item.query),
        onSelect: ({item, event}) => selectWithPointer(event, searchUrl(item.query), go),
      }),
    });
    const debouncedSuggestions = debouncePromise(SEARCH_LIMITS.debounceMs);
    const suggestionSources = querySuggestions.getSources!.bind(querySuggestions);
    const debouncedProducts = debouncePromise(SEARCH_LIMITS.debounceMs);

    return createAutocomplete<Item, BaseSyntheticEvent, ReactMouseEvent, ReactKeyboardEvent>({
      id: AUTOCOMPLETE_ID,
      openOnFocus: true,
      stallThreshold: SEARCH_LIMITS.stallThresholdMs,
      placeholder: t('search.placeholder', {brand: BRAND_NAME}),
      shouldPanelOpen: () => true,
      plugins: [
        recentSearches,
        {
          ...querySuggestions,
          // Typed queries wait for a pause; the default suggestions (empty query) come at once.
          getSources: (params) =>
            params.query ? debouncedSuggestions(() => suggestionSources(params)) : suggestionSources(params),
        },
      ],
      navigator: {
        navigate: ({itemUrl}) => go(itemUrl),
        navigateNewTab: ({itemUrl}) => window.open(localized(itemUrl), '_blank', 'noopener'),
        navigateNewWindow: ({itemUrl}) => window.open(localized(itemUrl), '_blank', 'noopener,popup'),
      },
      onStateChange: ({state: next}) => {
        autocompleteState.current = next;
        setState(next);
      },
      onSubmit: ({state: submitted}) => {
        const query = submitted.query.trim();
        if (!query) return;
        void redirectFor(query)
          .catch(() => null)
          .then((redirect) => go(redirect ?? searchUrl(query)));
      },
      getSources: ({query}) => {
        if (!query) return [];
        return debouncedProducts(() => [
          {
            sourceId: 'products',
            getItems: () =>
              getAlgoliaResults<Item>({
                searchClient: client,
                queries: [
                  {
                    indexName: products,
                    params: {
                      query,
                      hitsPerPage: SEARCH_LIMITS.overlayProducts,
                      clickAnalytics: true,
                      ruleContexts: [SEARCH_BAR_RULE_CONTEXT],
                      filters: config.filters,
                      attributesToRetrieve: [...CARD_ATTRIBUTES],
                      attributesToHighlight: [],
                      ...(config.userToken ? {userToken: config.userToken} : {}),
                    },
                  },
                ],
                transformResponse: ({results, hits}) => {
                  const [result] = results;
                  const redirect =
                    (result && 'renderingContent' in result && result.renderingContent?.redirect?.url) ||
                    null;
                  redirects.current.set(query, redirect);
                  const items = (hits[0] ?? []) as ProductItem[];
                  return redirect
                    ? [
                        {objectID: '__redirect', handle: '', title: query, price: 0, __redirect: redirect},
                        ...items,
                      ]
                    : items;
                },
              }),
            getItemUrl: ({item}) => productUrl(item as ProductItem),
            getItemInputValue: ({state: current}) => current.query,
            onSelect: ({item: selected, event, itemUrl}) => {
              const item = selected as ProductItem;
              if (!item.__redirect && item.__autocomplete_indexName) {
                trackClick(config, {
                  index: item.__autocomplete_indexName,
                  queryID: item.__autocomplete_queryID,
                  objectID: item.objectID,
                  position: productItemsOf(autocompleteState.current).indexOf(item) + 1,
                });
              }
              selectWithPointer(event, itemUrl ?? productUrl(item), go);
            },
          },
          {
            // Collections named like the query (the market's categories index), asked in the
            // same request as the products.
            sourceId: 'categories',
            getItems: () =>
              getAlgoliaResults<Item>({
                searchClient: client,
                queries: [
                  {
                    indexName: categoriesIndex(config),
                    params: {
                      query,
                      hitsPerPage: SEARCH_LIMITS.overlayCategories,
                      attributesToRetrieve: ['title', 'url'],
                      attributesToHighlight: [],
                    },
                  },
                ],
                transformResponse: ({hits}) =>
                  ((hits[0] ?? []) as CategoryItem[]).filter(
                    (item) => typeof item.url === 'string' && item.url.startsWith('/'),
                  ),
              }),
            getItemUrl: ({item}) => (item as CategoryItem).url,
            getItemInputValue: ({state: current}) => current.query,
            onSelect: ({item, event}) => selectWithPointer(event, (item as CategoryItem).url, go),
          },
        ]);
      },
      reshape: ({sourcesBySourceId, state: current}) => {
        const redirecting = Boolean(redirects.current.get(current.query));
        const suggestions = sourcesBySourceId.querySuggestionsPlugin;
        return [
          sourcesBySourceId.products,
          sourcesBySourceId.categories,
          suggestions && redirecting
            ? {
                ...suggestions,
                getItems: () => dedupeAgainstQuery(suggestions.getItems() as SuggestionItem[], current.query),
              }
            : suggestions,
          sourcesBySourceId.recentSearchesPlugin,
        ].filter((source) => source !== undefined);
      },
    });
    // Built once per open overlay: the config and texts do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Impressions: the products the shopper saw (the first ten at most).
  const productCollection = state?.collections.find(
    (collection) => collection.source.sourceId === 'products',
  );
  const productItems = productItemsOf(state);
  const shownIds = productItems
    .filter((item) => !item.__redirect)
    .map((item) => item.objectID)
    .join(',');
  const shownIndex = productItems.find((item) => item.__autocomplete_indexName)?.__autocomplete_indexName;
  useEffect(() => {
    if (shownIds && shownIndex) trackView(config, {index: shownIndex, objectIDs: shownIds.split(',')});
  }, [config, shownIds, shownIndex]);

  const query = state?.query ?? '';
  const collections = (state?.collections ?? []).filter((collection) => collection.items.length > 0);
  const listIds = collections.map((collection) => `${AUTOCOMPLETE_ID}-${collection.source.sourceId}-list`);
  const inputProps = autocomplete.getInputProps({
    inputElement: inputRef.current,
    maxLength: SEARCH_LIMITS.queryLength,
  });
  const stalled = state?.status === 'stalled';
  const searchedNothing =
    Boolean(query) &&
    state?.status === 'idle' &&
    productItems.length === 0 &&
    productCollection !== undefined;

  return (
    <div className="flex min-h-0 flex-col">
      <form
        ref={formRef}
        {...autocomplete.getFormProps({inputElement: inputRef.current})}
        className="flex items-center gap-2"
      >
        <label {...autocomplete.getLabelProps({})} className="sr-only">
          {t('search.inputLabel')}
        </label>
        <div className="relative flex flex-1 items-center">
          <SearchIcon className="pointer-events-none absolute start-3 text-neutral-500" aria-hidden="true" />
          <input
            ref={inputRef}
            {...inputProps}
            onKeyDown={(event) => {
              // Escape closes the overlay (Autocomplete would only close its panel).
              if (event.key === 'Escape') {
                event.preventDefault();
                onClose();
                return;
              }
              inputProps.onKeyDown(event);
            }}
            onChange={(event) => {
              // A paste longer than the limit is cut to it, never refused.
              event.currentTarget.value = truncateQuery(event.currentTarget.value);
              inputProps.onChange(event);
            }}
            // ARIA 1.2: the input is the combobox; each group is a listbox it controls.
            role="combobox"
            aria-expanded={collections.length > 0}
            aria-haspopup="listbox"
            aria-autocomplete="list"
            aria-controls={listIds.length > 0 ? listIds.join(' ') : undefined}
            aria-activedescendant={inputProps['aria-activedescendant']}
            placeholder={t('search.placeholder', {brand: BRAND_NAME})}
            className="h-12 w-full rounded-full border border-neutral-400 bg-white pe-11 ps-10 text-base [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="reset"
              aria-label={t('search.clearInput')}
              className="absolute end-1 inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-neutral-100"
            >
              <CloseIcon width={18} height={18} />
            </button>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => {
            autocomplete.setQuery('');
            autocomplete.refresh();
            inputRef.current?.focus();
          }}
          className="hidden h-10 px-2 text-sm underline sm:inline-flex sm:items-center"
        >
          {t('search.clear')}
        </button>
        <button type="button" onClick={onClose} className="h-10 px-2 text-sm sm:hidden">
          {t('search.cancel')}
        </button>
      </form>

      <div
        ref={panelRef}
        {...autocomplete.getPanelProps({})}
        className="mt-3 min-h-0 flex-1 overflow-y-auto"
        aria-busy={stalled || undefined}
      >
        <p role="status" className="sr-only">
          {stalled ? t('search.searching') : searchedNothing ? t('search.noResultsTitle', {query}) : ''}
        </p>
        {searchedNothing ? (
          <div className="py-4">
            <p className="font-semibold">{t('search.noResultsTitle', {query})}</p>
            <p className="mt-1 text-sm text-neutral-700">{t('search.noResultsBody')}</p>
          </div>
        ) : null}
        <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
          {collections.map((collection) => {
            const {source, items} = collection;
            const sourceId = source.sourceId;
            const titleId = `${AUTOCOMPLETE_ID}-${sourceId}-title`;
            const title =
              sourceId === 'products'
                ? t('search.products')
                : sourceId === 'categories'
                  ? t('search.categories')
                  : sourceId === 'querySuggestionsPlugin'
                    ? t('search.suggestions')
                    : t('search.recentSearches');
            return (
              <section key={sourceId} className={sourceId === 'products' ? 'md:row-span-2' : undefined}>
                <h2
                  id={titleId}
                  className="mb-2 text-xs font-semibold uppercase tracking-wide text-neutral-600"
                >
                  {title}
                </h2>
                <ul
                  {...autocomplete.getListProps({source})}
                  id={`${AUTOCOMPLETE_ID}-${sourceId}-list`}
                  aria-labelledby={titleId}
                  className={sourceId === 'products' ? 'grid grid-cols-2 gap-3 lg:grid-cols-4' : 'space-y-1'}
                >
                  {items.map((item) => {
                    const itemProps = autocomplete.getItemProps({item, source});
                    const active = itemProps['aria-selected'];
                    const base = `cursor-pointer rounded ${active ? 'bg-neutral-100 outline outline-2 outline-neutral-900' : ''}`;
                    return (
                      <li key={String(itemProps.id)} {...itemProps} className={base}>
                        <OptionContent
                          item={item}
                          sourceId={sourceId}
                          currency={market.currency}
                          customerTags={config.customerTags}
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
        {query && productItems.length > 0 ? (
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
    </div>
  );
}

function productUrl(item: ProductItem): string {
  return item.__redirect ?? `/products/${item.handle}`;
}

function productItemsOf(state: AutocompleteState<Item> | null): ProductItem[] {
  const collection = state?.collections.find((candidate) => candidate.source.sourceId === 'products');
  return (collection?.items ?? []) as ProductItem[];
}

function OptionContent({
  item,
  sourceId,
  currency,
  customerTags,
}: {
  item: Item;
  sourceId: string;
  currency: string;
  customerTags: readonly string[];
}) {
  const t = useT();
  if (sourceId === 'products') {
    const product = item as ProductItem;
    if (product.__redirect) {
      return <span className="block p-2 font-medium">{t('search.goTo', {query: product.title})} →</span>;
    }
    const card = productHitToCard(product, currency, customerTags);
    return (
      <span className="block p-1">
        <span className="block aspect-[4/5] overflow-hidden bg-neutral-100">
          {card.featuredImage ? (
            <img src={card.featuredImage.url} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : null}
        </span>
        <span className="mt-1 block text-sm font-medium">{product.title}</span>
        <span className="block text-sm">
          <CardPrice product={card} />
        </span>
      </span>
    );
  }
  if (sourceId === 'categories') {
    return <span className="block px-2 py-1.5">{(item as CategoryItem).title}</span>;
  }
  const label =
    sourceId === 'querySuggestionsPlugin' ? (item as SuggestionItem).query : (item as RecentItem).label;
  return (
    <span className="flex items-center gap-2 px-2 py-1.5">
      {sourceId === 'recentSearchesPlugin' ? (
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          className="text-neutral-500"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      ) : (
        <SearchIcon width={16} height={16} className="text-neutral-500" aria-hidden="true" />
      )}
      <span>{label}</span>
    </span>
  );
}

/**
 * A pointer selection opens the item (Enter is handled by Autocomplete's navigator); with
 * Ctrl/Cmd or Shift held it opens in a new tab or window, as a link would.
 */
function selectWithPointer(event: unknown, url: string, go: (url: string, newTab?: boolean) => void) {
  if (typeof event !== 'object' || event === null || !('button' in event)) return;
  const mouse = event as unknown as Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey'>;
  go(url, mouse.metaKey || mouse.ctrlKey || mouse.shiftKey);
}
